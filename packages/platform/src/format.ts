// en-US number and date text without Intl: a browser's first Intl formatter starts ICU, 40-75 ms of main
// thread here (four times that on a phone), inside the render that hydrates the first price or date.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A whole number with en-US thousands separators: 1234567 → '1,234,567'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount as en-US currency text, rounded to the digits shown: ('$1,234.50', '-€3.00'; no fraction:
 * '$1,200'). A total that rounds to zero has no minus sign.
 */
export function formatCurrencyAmount(amount: number, symbol: string, fractionDigits: 0 | 2 = 2) {
  const scale = fractionDigits === 2 ? 100 : 1;
  const units = Math.round(amount * scale);
  const abs = Math.abs(units);
  const whole = groupThousands(Math.floor(abs / scale));
  const fraction = fractionDigits === 2 ? `.${String(abs % 100).padStart(2, '0')}` : '';
  return `${units < 0 ? '-' : ''}${symbol}${whole}${fraction}`;
}

/** A date as en-US long text in UTC: 'January 5, 2025', the same on the server and in every time zone. */
export function formatLongUsDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
