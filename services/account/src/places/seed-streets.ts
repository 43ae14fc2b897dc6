/**
 * The streets the offline provider knows, in the shop's own cities: San Francisco (the showroom, 1550 Market
 * Street), Springfield and Chicago (the demo customer's addresses). Each with the ZIP code of its main
 * stretch: the zipcodes data set gives its city, state and country. A street of another city is typed by hand
 * and completed by its ZIP code or city.
 */
export const SEED_STREETS: readonly { name: string; zip: string }[] = [
  { name: 'Market Street', zip: '94102' },
  { name: 'Mission Street', zip: '94103' },
  { name: 'Valencia Street', zip: '94110' },
  { name: 'Folsom Street', zip: '94107' },
  { name: 'Van Ness Avenue', zip: '94109' },
  { name: 'Castro Street', zip: '94114' },
  { name: 'Geary Boulevard', zip: '94118' },
  { name: 'Hayes Street', zip: '94102' },
  { name: 'Maple Avenue', zip: '62704' },
  { name: 'Wabash Avenue', zip: '62704' },
  { name: 'Monroe Street', zip: '62701' },
  { name: 'Capitol Avenue', zip: '62701' },
  { name: 'West Lake Street', zip: '60606' },
  { name: 'North Michigan Avenue', zip: '60611' },
  { name: 'West Madison Street', zip: '60602' },
  { name: 'West Randolph Street', zip: '60601' },
];
