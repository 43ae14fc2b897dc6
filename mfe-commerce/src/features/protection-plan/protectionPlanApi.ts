import type { ProtectionPlan } from '@sohnne/contracts';
import { commerceApi } from '../../api';

export type { ProtectionPlan } from '@sohnne/contracts';

/** The protection plan beside the shopper's cart (the commerce service keeps it with the cart). */
export const protectionPlanApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getProtectionPlan: build.query<ProtectionPlan, void>({
      query: () => '/cart/protection-plan',
      providesTags: ['ProtectionPlan'],
    }),
    addProtectionPlan: build.mutation<ProtectionPlan, void>({
      query: () => ({ url: '/cart/protection-plan', method: 'POST' }),
      invalidatesTags: ['ProtectionPlan'],
    }),
    removeProtectionPlan: build.mutation<ProtectionPlan, void>({
      query: () => ({ url: '/cart/protection-plan', method: 'DELETE' }),
      invalidatesTags: ['ProtectionPlan'],
    }),
  }),
});

export const {
  useGetProtectionPlanQuery,
  useAddProtectionPlanMutation,
  useRemoveProtectionPlanMutation,
} = protectionPlanApi;
