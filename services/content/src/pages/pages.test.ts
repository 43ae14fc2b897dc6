import { sanitizePageHtml } from './sanitize';

describe('sanitizePageHtml', () => {
  it('keeps headings, paragraphs, lists and web, mail and phone links', () => {
    const html =
      '<h2>Contact</h2><p>Call <a href="tel:+15550132025">us</a> or <a href="mailto:hello@sohnne.test">write</a>.</p>' +
      '<ul><li><strong>Quality</strong> <em>first</em></li></ul><p><a href="https://example.test/x">More</a></p>';
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizePageHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });

  it('drops a second h1 and protocol-relative links', () => {
    expect(sanitizePageHtml('<h1>Title</h1><a href="//evil.test">x</a>')).toBe('Title<a>x</a>');
  });
});
