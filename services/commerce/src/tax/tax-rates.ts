/**
 * Sales tax / VAT in percent by shipping destination. US: the state-level base rate (no county or city
 * rates; the states without a sales tax are 0). EU countries the shop ships to and the UK: the standard
 * VAT rate. A destination missing here is one the shop does not ship to.
 */
export const US_STATE_TAX: Readonly<Record<string, number>> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

export const COUNTRY_VAT: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  DE: 19,
  DK: 25,
  ES: 21,
  FI: 25.5,
  FR: 20,
  IE: 23,
  IT: 22,
  LU: 17,
  NL: 21,
  PL: 23,
  PT: 23,
  SE: 25,
  GB: 20,
};

export const NOT_SHIPPED_THERE = 'We do not ship to this address yet';

/** Accepted spellings of the United States and the United Kingdom besides their ISO codes. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  UK: 'GB',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  GERMANY: 'DE',
  FRANCE: 'FR',
  NETHERLANDS: 'NL',
  BELGIUM: 'BE',
  AUSTRIA: 'AT',
  SPAIN: 'ES',
  ITALY: 'IT',
  IRELAND: 'IE',
  DENMARK: 'DK',
  SWEDEN: 'SE',
  FINLAND: 'FI',
  POLAND: 'PL',
  PORTUGAL: 'PT',
  LUXEMBOURG: 'LU',
};

export function countryCode(country: string): string {
  const upper = country.trim().toUpperCase();
  return COUNTRY_ALIASES[upper] ?? upper;
}

/** The tax rate (percent) for a destination, or undefined when the shop does not ship there. */
export function taxRateFor(country: string, state: string): number | undefined {
  const code = countryCode(country);
  if (code === 'US') return US_STATE_TAX[state.trim().toUpperCase()];
  return COUNTRY_VAT[code];
}
