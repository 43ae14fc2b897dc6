import type { account, commerce } from '@sohnne/contracts';
import type { OrderTotalsFigures } from '@sohnne/ui';

type AccountSchemas = account.components['schemas'];
type CommerceSchemas = commerce.components['schemas'];

export type Profile = AccountSchemas['ProfileDto'];
export type ProfileUpdate = AccountSchemas['UpdateProfileDto'];
export type ProfileSaved = AccountSchemas['ProfileResponseDto'];
export type Address = AccountSchemas['AddressDto'];
export type AddressForm = AccountSchemas['AddressFormDto'];
export type AddEditAddress = AccountSchemas['AddEditAddressDto'];
export type PlaceSuggestion = AccountSchemas['PlaceSuggestionDto'];
export type Manual = AccountSchemas['ManualDto'];
export type WishlistItem = AccountSchemas['WishlistItemDto'];
export type OrderRow = CommerceSchemas['OrderRowDto'];
/**
 * A line of an order's detail. The commerce service adds the order's `totals` (its order rules) to every
 * line; declared here until @sohnne/contracts is generated again from the service's document.
 */
export type OrderDetailLine = CommerceSchemas['OrderDetailLineDto'] & {
  totals: OrderTotalsFigures;
};
export type CancelOrder = CommerceSchemas['CancelOrderDto'];
