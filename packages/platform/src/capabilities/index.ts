export { cartSummaryOf, CART_PATH } from './cart';
export {
  createPlatform,
  VISITOR_START,
  type PlatformHost,
  type PlatformWithCurrency,
  type ShopperStart,
} from './create-platform';
export { ratesOf, RATES_PATH, type LoadableCurrency, type Rates } from './currency';
export { sessionUserOf, SESSION_PATH } from './session';
export type { ApiTransport } from './transport';
export { wishlistIdsOf, WISHLIST_IDS_PATH } from './wishlist';
