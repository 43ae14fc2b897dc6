import { Injectable, OnModuleInit } from '@nestjs/common';
import { countryName } from '@sohnne/countries';
import { MailService, type MailMessage } from '@sohnne/service-kit';
import { OrderPlacedHook } from './order-placed.hook';
import { SHIPPING_LABEL } from './order.rules';
import type { OrderAddress, OrderLine } from './order.schema';

/** What the confirmation e-mail needs of an order. */
export interface ConfirmationOrder {
  invoice_id: string;
  email: string;
  phone: string;
  address: OrderAddress;
  lines: Pick<OrderLine, 'line_total' | 'quantity' | 'product'>[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The order-confirmation message: the same figures as the /thankyou page. */
export function confirmationMessage(order: ConfirmationOrder): MailMessage {
  const { address } = order;
  const name = `${address.first_name} ${address.last_name}`.trim();
  const addressLines = [
    name,
    `${address.street_address} ${address.house_number}`.trim(),
    `${address.city}, ${address.state} ${address.postal_code}`,
    countryName(address.country),
  ];
  const items = order.lines.map((line) => ({
    text: `${line.product.name} × ${line.quantity}`,
    amount: usd(line.line_total),
  }));
  const totals: [string, string][] = [
    ['Subtotal', usd(order.subtotal)],
    ['Discount', order.discount > 0 ? `-${usd(order.discount)}` : usd(0)],
    ['Tax', usd(order.tax)],
    ['Shipping', 'Free'],
    ['Total', usd(order.total)],
  ];
  const text = [
    `Thank you for your order, ${address.first_name}!`,
    '',
    `Order number: ${order.invoice_id}`,
    '',
    ...items.map((item) => `${item.text}  ${item.amount}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...addressLines,
    `Phone: ${order.phone}`,
    SHIPPING_LABEL,
  ].join('\n');
  const html = [
    `<p>Thank you for your order, ${escapeHtml(address.first_name)}!</p>`,
    `<p>Order number: <strong>${escapeHtml(order.invoice_id)}</strong></p>`,
    '<table>',
    ...items.map(
      (item) => `<tr><td>${escapeHtml(item.text)}</td><td align="right">${item.amount}</td></tr>`,
    ),
    ...totals.map(([label, value]) => `<tr><td>${label}</td><td align="right">${value}</td></tr>`),
    '</table>',
    `<p>Shipping to:<br>${addressLines.map(escapeHtml).join('<br>')}<br>Phone: ${escapeHtml(order.phone)}</p>`,
    `<p>${SHIPPING_LABEL}</p>`,
  ].join('\n');
  return { to: order.email, subject: `Your Sohnne order ${order.invoice_id}`, text, html };
}

/** Sends the confirmation e-mail (the mail adapter: SMTP, or the local outbox) when an order is paid. */
@Injectable()
export class OrderConfirmationMail implements OnModuleInit {
  constructor(
    private readonly hook: OrderPlacedHook,
    private readonly mail: MailService,
  ) {}

  onModuleInit() {
    this.hook.onOrderPlaced(async (order) => {
      await this.mail.send(confirmationMessage(order));
    });
  }
}
