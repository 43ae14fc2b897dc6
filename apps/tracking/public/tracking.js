/* global window, document, ResizeObserver -- a browser script, served as is */
(function () {
  'use strict';
  var parentOrigin = document.querySelector('meta[name="storefront-origin"]').content;
  var form = document.getElementById('track');
  var result = document.getElementById('result');
  var button = form.querySelector('button');

  // The framing page resizes the frame to this height; only the storefront's origin may read it.
  function reportHeight() {
    if (window.parent === window) return;
    window.parent.postMessage(
      { type: 'sohnne-tracking:height', height: Math.ceil(document.documentElement.scrollHeight) },
      parentOrigin,
    );
  }
  if ('ResizeObserver' in window) new ResizeObserver(reportHeight).observe(document.body);
  window.addEventListener('load', reportHeight);
  reportHeight();

  var MESSAGES = {
    404: 'We could not find an order with this number and e-mail.',
    429: 'Too many attempts. Please wait a minute and try again.',
  };

  function showError(id, message) {
    var element = document.getElementById(id);
    element.textContent = message || '';
    element.hidden = !message;
  }

  function formatDate(value) {
    return new Date(value).toLocaleDateString('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    });
  }

  function render(order) {
    result.textContent = '';
    var heading = document.createElement('h2');
    heading.textContent = 'Order ' + order.invoice_id;
    var status = document.createElement('p');
    var badge = document.createElement('span');
    badge.className = 'status ' + String(order.status).toLowerCase();
    badge.textContent = String(order.status).toUpperCase();
    status.append('Status: ', badge, ' · placed ' + formatDate(order.created_at));
    var list = document.createElement('ol');
    order.history.forEach(function (change) {
      var item = document.createElement('li');
      item.textContent =
        formatDate(change.at) +
        ' — ' +
        String(change.status).toUpperCase() +
        (change.note ? ': ' + change.note : '');
      list.append(item);
    });
    result.append(heading, status, list);
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var invoiceId = form.invoice_id.value.trim();
    var email = form.email.value.trim();
    showError('invoice_id-error', invoiceId ? '' : 'Order number is required');
    showError(
      'email-error',
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? '' : 'Invalid email address',
    );
    showError('form-error', '');
    if (!invoiceId || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return;
    button.disabled = true;
    fetch('/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invoice_id: invoiceId, email: email }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return render(body);
          result.textContent = '';
          // Commerce names each refused field (errors: { invoice_id: [...], email: [...] }): shown under it.
          var errors = (response.status === 400 && body.errors) || {};
          showError('invoice_id-error', errors.invoice_id && errors.invoice_id[0]);
          showError('email-error', errors.email && errors.email[0]);
          if (errors.invoice_id || errors.email) return;
          var message = Array.isArray(body.message) ? body.message[0] : body.message;
          showError('form-error', MESSAGES[response.status] || message || 'Please try again.');
        });
      })
      .catch(function () {
        showError('form-error', 'Order tracking is unavailable. Please try again.');
      })
      .finally(function () {
        button.disabled = false;
        reportHeight();
      });
  });
})();
