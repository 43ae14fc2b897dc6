/** What other modules use of the cart besides CartService (its module and service are public too). */
export { CART_COOKIE, cartRequester } from './cart-cookie';
export { cartLines, isLegacyCartId } from './cart.schema';
export type { Cart } from './cart.schema';
export { variantLabel } from './cart.pricing';
export type { PricedCart } from './cart.pricing';
