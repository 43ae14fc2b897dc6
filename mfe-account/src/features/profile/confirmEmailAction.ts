import { formAction, refused } from '@sohnne/platform';
import { linkRefusal } from '../../components/linkToken';
import { confirmEmailSchema, emailConfirmed, INVALID_CONFIRM_LINK } from './confirmEmail';
import { profileApi } from './profileApi';

/**
 * The confirm button pressed before (or without) scripts. The hydrated page says the outcome in place of
 * the button; here it is said on the account details it links back to (a visitor signs in first).
 */
export const confirmEmailAction = formAction(confirmEmailSchema, async (values, { dispatch }) => {
  const result = await dispatch(profileApi.endpoints.confirmEmail.initiate(values));
  if (result.error) return refused(values, { '': linkRefusal(result.error, INVALID_CONFIRM_LINK) });
  return {
    redirect: '/my-account/edit-account',
    flash: { kind: 'success', text: emailConfirmed(result.data.email) },
  };
});
