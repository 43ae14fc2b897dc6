import { formAction, refused } from '@sohnne/platform';
import { serverMessages } from '@sohnne/ui';
import { tradeApi } from './tradeApi';
import { toTradeRequest, TRADE_FAILED, TRADE_RECEIVED, tradeSchema } from './tradeApplication';

/** The trade application posted before (or without) scripts: sent as the hydrated form sends it. */
export const tradeAction = formAction(tradeSchema, async (values, { dispatch }) => {
  const result = await dispatch(tradeApi.endpoints.applyForTrade.initiate(toTradeRequest(values)));
  if (result.error) return refused(values, serverMessages(values, result.error, TRADE_FAILED));
  return { redirect: '/trade', flash: { kind: 'success', text: TRADE_RECEIVED } };
});
