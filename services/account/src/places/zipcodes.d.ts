/** The parts of the untyped `zipcodes` package (US and Canadian postal codes) this service uses. */
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: 'US' | 'CA';
  }
  export const codes: Record<string, ZipCodeEntry>;
}
