// The checkout feature's public surface: what other features of this MFE may use.
export { useGetCheckoutSettingsQuery } from './checkoutApi';
