import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { accountApi } from '../../api';
import type { AddEditAddress, Address, PlaceSuggestion } from '../../types';

export const addressesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/address/fetch-address',
      transformResponse: (body: { data: Address[] }) => body.data,
      providesTags: ['Address'],
    }),
    getAddress: build.query<Address, string>({
      query: (id) => `/address/fetch-address/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: Address }) => body.data,
      providesTags: ['Address'],
    }),
    /** POST creates (addressId null), PUT edits; the caller reads the status (200 or 201 succeed). */
    saveAddress: build.mutation<{ status: number }, AddEditAddress>({
      query: (body) => ({
        url: '/address/add-edit',
        method: body.addressId ? 'PUT' : 'POST',
        body,
        validateStatus: () => true,
      }),
      transformResponse: (_body: unknown, meta) => ({
        status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 0,
      }),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/address/delete-address/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Address'],
    }),
    setDefaultAddress: build.mutation<unknown, string>({
      query: (id) => ({ url: '/address/set-default', method: 'PUT', body: { id } }),
      invalidatesTags: ['Address'],
    }),
    suggestPlaces: build.query<PlaceSuggestion[], string>({
      query: (q) => ({ url: '/address/places', params: { q } }),
      transformResponse: (body: { data: PlaceSuggestion[] }) => body.data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetAddressQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useLazySuggestPlacesQuery,
} = addressesApi;
