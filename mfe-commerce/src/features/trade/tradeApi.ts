import type { TradeApplicationReceived, TradeApplicationRequest } from '@sohnne/contracts';
import { commerceApi } from '../../api';

export type { TradeApplicationReceived, TradeApplicationRequest } from '@sohnne/contracts';

/** Trade applications go to the commerce service, which stores them with status pending. */
export const tradeApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    applyForTrade: build.mutation<TradeApplicationReceived, TradeApplicationRequest>({
      query: (body) => ({ url: '/trade/applications', method: 'POST', body }),
    }),
  }),
});

export const { useApplyForTradeMutation } = tradeApi;
