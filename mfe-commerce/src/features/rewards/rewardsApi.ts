import type {
  RedeemedVoucher,
  RedeemRequest,
  Rewards,
  VoucherTerms,
  VoucherTermsList,
} from '@sohnne/contracts';
import { commerceApi } from '../../api';

export type { RedeemedVoucher, Rewards, VoucherTerms } from '@sohnne/contracts';
/** The vouchers, by their points (the service's list). */
export type RedeemVoucherPoints = RedeemRequest['voucher'];

/** The club's vouchers (public), and the signed-in customer's points (the commerce service's ledger) and the vouchers he redeems them for. */
export const rewardsApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getVoucherTerms: build.query<VoucherTerms[], void>({
      query: () => '/rewards/vouchers',
      transformResponse: (response: VoucherTermsList) => response.data,
    }),
    getRewards: build.query<Rewards, void>({
      query: () => '/rewards',
      providesTags: ['Rewards'],
    }),
    redeemPoints: build.mutation<RedeemedVoucher, RedeemRequest>({
      query: (body) => ({ url: '/rewards/redeem', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Rewards']),
    }),
  }),
});

export const { useGetRewardsQuery, useGetVoucherTermsQuery, useRedeemPointsMutation } = rewardsApi;
