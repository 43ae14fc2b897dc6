import { formAction, refused } from '@sohnne/platform';
import { linkRefusal } from '../../components/linkToken';
import { passwordApi } from './passwordApi';
import { INVALID_RESET_LINK, RESET_TOKEN_FIELD, resetSchema } from './passwordForms';

/** The new password posted before (or without) scripts, with the link's token from its hidden field. */
export const resetPasswordAction = formAction(resetSchema, async (values, { dispatch, form }) => {
  const token = form.get(RESET_TOKEN_FIELD) ?? '';
  const result = await dispatch(
    passwordApi.endpoints.resetPassword.initiate({ token, password: values.password }),
  );
  if (result.error) return refused(values, { '': linkRefusal(result.error, INVALID_RESET_LINK) });
  return { redirect: '/login', flash: { kind: 'success', text: result.data.message } };
});
