// The services' API types, generated from their OpenAPI documents (openapi/*.json). MFEs import them with
// `import type`, so a change in a service's DTOs breaks the typecheck of every MFE that relies on it.
import type * as account from './account';
import type * as catalog from './catalog';
import type * as commerce from './commerce';
import type * as content from './content';

export type { account, catalog, commerce, content };

type CatalogSchemas = catalog.components['schemas'];
type ContentSchemas = content.components['schemas'];
type AccountSchemas = account.components['schemas'];
type CommerceSchemas = commerce.components['schemas'];

// Catalog
export type Collection = CatalogSchemas['CollectionDto'];
export type CollectionFaq = CatalogSchemas['CollectionFaqDto'];
export type CollectionWithBreadcrumb = CatalogSchemas['CollectionWithBreadcrumbDto'];
export type BreadcrumbItem = CatalogSchemas['BreadcrumbItemDto'];
export type CollectionTree = CatalogSchemas['CollectionTreeDto'];
export type Product = CatalogSchemas['ProductDto'];
/** What a product card shows: the listing, search results and a designer's designs carry these. */
export type ProductCardSummary = CatalogSchemas['ProductCardDto'];
export type ProductVariant = CatalogSchemas['VariantDto'];
export type ProductImage = CatalogSchemas['ImageDto'];
export type PageMeta = CatalogSchemas['PageMetaDto'];
export type ProductPage = CatalogSchemas['ProductPageDto'];
export type ProductLookup = CatalogSchemas['ProductLookupDto'];
export type ProductListQuery = NonNullable<
  catalog.operations['ProductsController_list']['parameters']['query']
>;
export type CollectionDescription = CatalogSchemas['CollectionDescriptionDto'];
export type Listing = CatalogSchemas['ListingDto'];
export type ListingCollection = CatalogSchemas['ListingCollectionDto'];
export type ListingBreadcrumbItem = CatalogSchemas['ListingBreadcrumbItemDto'];
export type ListingDesigner = CatalogSchemas['ListingDesignerDto'];
export type Facets = CatalogSchemas['FacetsDto'];
export type FacetOption = CatalogSchemas['FacetOptionDto'];
export type ProductDetail = CatalogSchemas['ProductDetailDto'];
export type ProductBreadcrumbItem = CatalogSchemas['ProductBreadcrumbItemDto'];
export type DesignerRef = CatalogSchemas['DesignerRefDto'];
export type DesignerPage = CatalogSchemas['DesignerPageDto'];
export type DesignerListItem = CatalogSchemas['DesignerListItemDto'];
export type Designer = CatalogSchemas['DesignerDto'];
export type SearchResult = CatalogSchemas['SearchResultDto'];
export type SearchSuggestion = CatalogSchemas['SuggestionDto'];
export type SearchSuggestions = CatalogSchemas['SuggestionsDto'];
export type Look = CatalogSchemas['LookDto'];
export type Hotspot = CatalogSchemas['HotspotDto'];
export type LookList = CatalogSchemas['LookListDto'];
export type Material = CatalogSchemas['MaterialDto'];
export type MaterialSwatch = CatalogSchemas['SwatchDto'];
export type MaterialList = CatalogSchemas['MaterialListDto'];

// Content
export type HomeContent = ContentSchemas['HomeDto'];
export type HomeHero = ContentSchemas['HomeHero'];
export type HomeImage = ContentSchemas['HomeImage'];
export type ContentPage = ContentSchemas['PageDto'];

// Account
export type SessionUser = AccountSchemas['SessionUserDto'];
export type SessionResponse = AccountSchemas['SessionResponseDto'];
export type LoginRequest = AccountSchemas['LoginDto'];
export type LoginResponse = AccountSchemas['LoginResponseDto'];
export type SignUpRequest = AccountSchemas['SignUpDto'];
export type SignUpResponse = AccountSchemas['SessionUserListDto'];
export type LogoutResponse = AccountSchemas['LogoutResponseDto'];

// Commerce
export type Cart = CommerceSchemas['CartDto'];
export type CartLine = CommerceSchemas['CartLineDto'];
export type CartImage = CommerceSchemas['ImageDto'];
export type AddCartItemRequest = CommerceSchemas['AddItemDto'];
export type UpdateCartItemRequest = CommerceSchemas['UpdateItemDto'];
export type CurrencyRates = CommerceSchemas['RatesDto'];
export type CheckoutRequest = CommerceSchemas['CheckoutDto'];
export type CheckoutResponse = CommerceSchemas['CheckoutResponseDto'];
export type CheckoutDeclined = CommerceSchemas['DeclinedResponseDto'];
export type ShippingAddress = CommerceSchemas['ShippingAddressDto'];
export type QuoteRequest = CommerceSchemas['QuoteDto'];
export type Quote = CommerceSchemas['QuoteResponseDto'];
export type QuoteLine = CommerceSchemas['QuoteLineDto'];
export type InvoiceLine = CommerceSchemas['InvoiceLineDto'];
export type OrderRow = CommerceSchemas['OrderRowDto'];
export type OrderList = CommerceSchemas['OrderListDto'];
export type OrderDetailLine = CommerceSchemas['OrderDetailLineDto'];
export type OrderDetail = CommerceSchemas['OrderDetailDto'];
export type CancelOrderRequest = CommerceSchemas['CancelOrderDto'];
export type OrderTracking = CommerceSchemas['TrackingDto'];
export type TrackOrderRequest = CommerceSchemas['TrackOrderDto'];
export type CouponValid = CommerceSchemas['CouponValidDto'];
export type Rewards = CommerceSchemas['RewardsDto'];
export type RewardsVoucher = CommerceSchemas['VoucherDto'];
export type RedeemRequest = CommerceSchemas['RedeemDto'];
export type RedeemedVoucher = CommerceSchemas['RedeemedDto'];
export type VoucherTerms = CommerceSchemas['VoucherTermsDto'];
export type VoucherTermsList = CommerceSchemas['VoucherTermsListDto'];
export type TradeApplicationRequest = CommerceSchemas['TradeApplicationDto'];
export type TradeApplicationReceived = CommerceSchemas['TradeApplicationReceivedDto'];
export type ProtectionPlan = CommerceSchemas['ProtectionPlanDto'];
