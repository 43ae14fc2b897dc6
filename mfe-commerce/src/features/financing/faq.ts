import { MAX_APR, MIN_APR, MIN_FINANCED_CART } from './amortisation';

/** The financing page's four questions (also its FAQPage structured data). */
export const FINANCING_FAQ = [
  {
    title: 'Who can use the financing plan?',
    body: `US residents, including US territories, buying online with a cart of USD ${MIN_FINANCED_CART} or more. Every plan is subject to credit approval.`,
  },
  {
    title: 'How much interest will I pay?',
    body: `Nothing over 3 months: that plan is 0% APR. 6- and 12-month plans carry ${MIN_APR}–${MAX_APR}% APR, depending on the credit approval; you see your rate before you confirm.`,
  },
  {
    title: 'Does applying affect my credit score?',
    body: 'Checking your eligibility is a soft check that does not affect your credit score. Accepting a plan may be reported to credit bureaus.',
  },
  {
    title: 'Can I pay off my plan early?',
    body: 'Yes. You can pay the balance at any time with no prepayment fee, and you pay no further interest.',
  },
];
