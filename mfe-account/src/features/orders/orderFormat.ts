import { formatMoney } from '@sohnne/platform';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '05 Jan 2024' (UTC, so the server and the browser print the same day). */
export function formatOrderDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export type StatusTone = 'pending' | 'failed' | 'done';

/** pending orange, Canceled and DECLINED red, anything else green. */
export function statusTone(status: string): StatusTone {
  if (status === 'pending') return 'pending';
  if (status === 'Canceled' || status === 'DECLINED') return 'failed';
  return 'done';
}

/** Orders are charged in US dollars: they are shown as charged. */
export const usd = (amount: number) => formatMoney({ code: 'USD', rate: 1, symbol: '$' }, amount);
