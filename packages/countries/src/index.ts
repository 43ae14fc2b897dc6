/**
 * The countries' names, by ISO code and other spellings: commerce stores an order's country as its code
 * ('US'), the account service keeps what the form got (the places service fills the long name), and every
 * page and e-mail writes the long name. A fixed table, not Intl.DisplayNames, so a server, a browser and a
 * mail write the same whatever ICU data their runtime has.
 */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AT: 'Austria',
  BE: 'Belgium',
  DE: 'Germany',
  DK: 'Denmark',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  IE: 'Ireland',
  IT: 'Italy',
  LU: 'Luxembourg',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  SE: 'Sweden',
};
const COUNTRY_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(COUNTRY_NAMES),
  ...Object.values(COUNTRY_NAMES).map((name) => [name.toUpperCase(), name] as const),
  ['USA', COUNTRY_NAMES.US],
  ['UNITED STATES OF AMERICA', COUNTRY_NAMES.US],
  ['UK', COUNTRY_NAMES.GB],
  ['GREAT BRITAIN', COUNTRY_NAMES.GB],
]);

/** A country as every page writes it: 'US', 'usa' and 'United States' are all 'United States'; others as given. */
export function countryName(country: string): string {
  const written = country.trim();
  return COUNTRY_SPELLINGS.get(written.toUpperCase()) ?? written;
}
