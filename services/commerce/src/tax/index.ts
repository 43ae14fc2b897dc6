export { NOT_SHIPPED_THERE, countryCode, taxRateFor } from './tax-rates';
