import type { account, commerce } from '@sohnne/contracts';

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
export type OrderDetailLine = CommerceSchemas['OrderDetailLineDto'];
export type CancelOrder = CommerceSchemas['CancelOrderDto'];
