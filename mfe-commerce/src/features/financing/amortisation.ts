/** The pay-later plan (public-content spec §9): 3, 6 or 12 monthly instalments, from a USD 50 cart. */
export const INSTALMENT_TERMS = [3, 6, 12] as const;
export type InstalmentTerm = (typeof INSTALMENT_TERMS)[number];

/** 0% APR for 3 months; 6 and 12 months carry 10–36% APR, set by the credit approval. */
export const INTEREST_FREE_TERM = 3;
export const MIN_APR = 10;
export const MAX_APR = 36;
export const MIN_FINANCED_CART = 50;

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The monthly payment of a fully amortising loan: P·r / (1 − (1 + r)^−n) with r the monthly rate (APR / 12),
 * or P / n without interest. Rounded to the cent.
 */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  if (!(principal >= 0) || !Number.isInteger(months) || months < 1 || !(aprPercent >= 0)) {
    throw new RangeError(
      'principal and APR must be non-negative and months a positive whole number',
    );
  }
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return roundCents(principal / months);
  return roundCents((principal * rate) / (1 - (1 + rate) ** -months));
}

export interface FinancingExample {
  months: InstalmentTerm;
  apr: number;
  monthly: number;
  /** What the shopper pays in all (monthly × months). */
  total: number;
  interest: number;
}

/** One worked example: the plan's terms for a purchase at a given APR (3 months is always 0%). */
export function financingExample(
  price: number,
  months: InstalmentTerm,
  apr: number,
): FinancingExample {
  const rate = months === INTEREST_FREE_TERM ? 0 : apr;
  const monthly = monthlyPayment(price, rate, months);
  const total = roundCents(monthly * months);
  return { months, apr: rate, monthly, total, interest: roundCents(total - price) };
}

/** The examples the page shows for a price: 3 months at 0%, then 6 and 12 months at the lowest and highest APR. */
export function financingExamples(price: number): FinancingExample[] {
  return [
    financingExample(price, 3, 0),
    financingExample(price, 6, MIN_APR),
    financingExample(price, 6, MAX_APR),
    financingExample(price, 12, MIN_APR),
    financingExample(price, 12, MAX_APR),
  ];
}

/** The cart's instalment line: 12 months at the plan's lowest APR, for a cart of USD 50 or more (else null). */
export function cartInstalment(subtotal: number): FinancingExample | null {
  if (subtotal < MIN_FINANCED_CART) return null;
  return financingExample(subtotal, 12, MIN_APR);
}
