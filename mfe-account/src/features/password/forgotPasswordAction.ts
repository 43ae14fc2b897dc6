import { formAction, refused } from '@sohnne/platform';
import { passwordApi } from './passwordApi';
import { forgotFailure, forgotSchema } from './passwordForms';

/**
 * The forgot-password form posted before (or without) scripts. The hydrated page says the service's answer
 * in place of the form; here it is the message on the page again (303), the same whether or not an account
 * has that address.
 */
export const forgotPasswordAction = formAction(forgotSchema, async (values, { dispatch }) => {
  const result = await dispatch(passwordApi.endpoints.forgotPassword.initiate(values));
  if (result.error) return refused(values, { '': forgotFailure(result.error) });
  return { redirect: '/forgot-password', flash: { kind: 'success', text: result.data.message } };
});
