'use strict';
// The shop's delivery promises, once, in the spec's words (accounts-and-commerce.md §1 and §9: orders ship
// 1-5 business days after payment, 89% of orders arrive in 5-7 days, no expedited shipping). The policy
// pages, the help answers, every product's delivery note and every collection's FAQ take them from here,
// so no page can promise a faster delivery than the others.

const SHIPS = 'Orders ship 1 to 5 business days after payment';
const ARRIVES = '89% of our orders arrive within 5 to 7 days';
/** When an order ships and arrives, in one sentence. */
const SHIPPING_TIMES = `${SHIPS}, and ${ARRIVES}.`;
const NO_EXPEDITED = 'We do not offer expedited shipping.';
/** What a product page and a collection's delivery question say. */
const DELIVERY_PROMISE = `${SHIPPING_TIMES} ${NO_EXPEDITED}`;

module.exports = { SHIPS, SHIPPING_TIMES, DELIVERY_PROMISE };
