/**
 * The platform: everything cross-cutting that the shell owns and MFEs may use.
 * The shell creates one instance and hands it to every MFE as the single-spa custom prop `platform`
 * (and to every fragment as a parcel prop). MFEs never reach the shell any other way.
 */

export interface SessionUser {
  user_id: string;
  name: string;
  email: string;
}

export type Unsubscribe = () => void;

export interface SessionApi {
  /** The signed-in customer, or null for a visitor. */
  get(): SessionUser | null;
  /** Set after login/register/profile save (null after logout); notifies subscribers. */
  set(user: SessionUser | null): void;
  /** Re-reads the session from the account service. */
  refresh(): Promise<SessionUser | null>;
  /** Posts the logout, clears the client session state, goes to /. */
  logout(): Promise<void>;
  subscribe(listener: (user: SessionUser | null) => void): Unsubscribe;
}

export type CurrencyCode = 'USD' | 'EUR' | 'GBP';

export interface CurrencyState {
  code: CurrencyCode;
  /** Multiply a USD amount by this to get the amount in `code`. */
  rate: number;
  symbol: string;
}

export interface CurrencyApi {
  get(): CurrencyState;
  available(): CurrencyCode[];
  set(code: CurrencyCode): void;
  /** A USD amount converted and formatted in the chosen currency, two decimals. */
  format(usdAmount: number): string;
  subscribe(listener: (state: CurrencyState) => void): Unsubscribe;
}

export interface CartSummary {
  count: number;
  subtotal: number;
  /** The coupon code the shopper applied (validated by the commerce service), or null. */
  coupon: string | null;
}

/** The answer of applying a coupon: its discount on the current cart, or the service's message. */
export type CouponResult =
  { ok: true; code: string; discount: number } | { ok: false; message: string };

export interface AddToCartInput {
  productId: string;
  variantId?: string;
  quantity: number;
  /** For the toast only ('{name} added to cart'). */
  name?: string;
}

export interface CartApi {
  get(): CartSummary;
  add(input: AddToCartInput): Promise<void>;
  /** Re-reads the summary from the commerce service (the cart page calls it after a change). */
  refresh(): Promise<CartSummary>;
  subscribe(listener: (summary: CartSummary) => void): Unsubscribe;
  /** Validates a code with the commerce service (POST /api/coupons/validate) and keeps it in the cart state when valid. */
  applyCoupon(code: string): Promise<CouponResult>;
  /** Forgets the applied coupon (the shell also does so whenever the session changes: login, register, logout). */
  clearCoupon(): void;
}

/** The signed-in customer's wishlist marks (the account service owns the list). */
export interface WishlistApi {
  /** Ids of the products on the wishlist; empty for a visitor. */
  ids(): string[];
  has(productId: string): boolean;
  /**
   * Adds the product, or removes it when it is there; resolves to whether it is on the list afterwards.
   * A visitor is sent to /login (and back afterwards) and it resolves to false.
   */
  toggle(product: { productId: string; name?: string }): Promise<boolean>;
  /** Re-reads the ids from the account service (the wishlist page calls it after removing a line). */
  refresh(): Promise<string[]>;
  subscribe(listener: (ids: string[]) => void): Unsubscribe;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastApi {
  show(message: string, kind?: ToastKind): void;
  success(message: string): void;
  error(message: string): void;
}

export interface PageLoadApi {
  /** Flags that a page is loading: the overlay shows. The shell calls it on every route change. */
  start(): void;
  /** Clears the flag when the page is shown; the overlay hides 800 ms later. */
  done(): void;
}

/** Third-party widgets a page may embed in place of the shop's own form or list. */
export type ProviderWidgetName = 'newsletter' | 'contact' | 'reviews';

/** A provider's embed: its script, and the attributes its container element carries (list id, store id, key). */
export interface ProviderWidget {
  scriptUrl: string;
  attributes: Record<string, string>;
}

export interface WidgetsApi {
  /** The configured provider for a widget, or null: then the page shows the shop's own (local) version. */
  get(name: ProviderWidgetName): ProviderWidget | null;
}

/** The live chat (a provider's widget when configured, the shell's contact panel otherwise). */
export interface ChatApi {
  open(): Promise<void>;
}

export interface AnalyticsApi {
  /** Pushes an event object onto window.dataLayer. */
  track(event: string, data?: Record<string, unknown>): void;
}

/** What a page puts in the document head. `title` is the page's own title, without the shop's suffix. */
export interface Head {
  title?: string;
  /** The title as it is, without ' | Sohnne'. */
  exactTitle?: boolean;
  description?: string;
  /** A path ('/collections/chairs') or an absolute URL. */
  canonical?: string;
  robots?: string;
  jsonLd?: Record<string, unknown>[];
  /** Open Graph properties without the 'og:' prefix: { type: 'article', image: '/media/x.svg' }. */
  og?: Record<string, string>;
  /**
   * 'no-referrer' for a page whose address holds a secret (an e-mailed link's token): the page server sends
   * `Referrer-Policy: no-referrer` with it, so nothing it loads or calls learns the address.
   */
  referrer?: 'no-referrer';
}

export interface NavigationApi {
  /** Client-side navigation across MFEs (no page reload). */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Sets the document's title ('{title} | Sohnne', or exact), description, canonical link, robots and Open Graph tags. */
  setHead(head: Head): void;
  /** Shows the shell's 404 page in place of the current route's MFE (on the server: answers 404). */
  notFound(): void;
}

/** A single-spa parcel config, as exposed by a fragment. */
export interface ParcelConfig {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
  update?: unknown;
  name?: string;
}

/** Where a product list fragment takes its products from. */
export type ProductSource =
  | { kind: 'featured' }
  | { kind: 'newest' }
  | { kind: 'best-sellers' }
  | { kind: 'on-sale' }
  /** A collection by its path below /collections ('seating/lounge-chairs'). */
  | { kind: 'collection'; path: string }
  /** Products from the same collections as this one (by slug). */
  | { kind: 'related'; productSlug: string };

/**
 * Every fragment one team ships for another, by name ('<owning MFE>/<exposed module>'), with its props.
 * The owning MFE exposes `./<module>` as a single-spa parcel; hosts mount it with <FragmentSlot>.
 */
export interface FragmentProps {
  /** A Swiper carousel of product cards (wishlist marks included); `label` tags every card ('Best Seller'). */
  'catalog/ProductCarousel': {
    title?: string;
    source?: ProductSource;
    label?: string;
    autoplayDelay?: number;
    speed?: number;
  };
  /** The 'Premium Replicas' list: `count` product links with list and sale price (blog posts' side column). */
  'catalog/PremiumReplicas': { title?: string; source?: ProductSource; count?: number };
  /** A grid of product cards ('You may also like...' in the account area). */
  'catalog/ProductGrid': { title?: string; source?: ProductSource; limit?: number };
}

export type FragmentName = keyof FragmentProps;

export interface FragmentsApi {
  /** Loads a fragment through the shell's Module Federation runtime. Rejects when the remote is unreachable. */
  load<N extends FragmentName>(name: N): Promise<ParcelConfig>;
}

export interface Platform {
  session: SessionApi;
  currency: CurrencyApi;
  cart: CartApi;
  wishlist: WishlistApi;
  toasts: ToastApi;
  pageLoad: PageLoadApi;
  analytics: AnalyticsApi;
  chat: ChatApi;
  widgets: WidgetsApi;
  navigation: NavigationApi;
  fragments: FragmentsApi;
}

/** Props every MFE lifecycle and fragment receives from the shell. */
export interface PlatformProps {
  platform: Platform;
}
