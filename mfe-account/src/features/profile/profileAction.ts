import {
  fetchOnce,
  formAction,
  formValues,
  httpStatus,
  refused,
  signInRedirect,
  type ActionContext,
  type ActionResult,
} from '@sohnne/platform';
import { profileApi } from './profileApi';
import {
  PROFILE_CHECKBOXES,
  PROFILE_UPDATED,
  profileFailure,
  profileSchemaFor,
  toProfileUpdate,
} from './profileSchema';

const EDIT_ACCOUNT = '/my-account/edit-account';

/**
 * The account details posted before (or without) scripts. The form's rules depend on the saved e-mail
 * address, so the profile is read first; a customer whose session ended signs in again and comes back.
 */
export async function profileAction(context: ActionContext): Promise<ActionResult> {
  const signIn = { redirect: signInRedirect(context).redirect! };
  const { data: profile, error } = await fetchOnce(
    context,
    profileApi.endpoints.getProfile,
    undefined,
  );
  if (!profile) {
    if (httpStatus(error) === 401) return signIn;
    return refused(formValues(context.form, PROFILE_CHECKBOXES), { '': profileFailure(error) });
  }
  const save = formAction(
    profileSchemaFor(profile.email),
    async (values, { dispatch }) => {
      const result = await dispatch(
        profileApi.endpoints.updateProfile.initiate({
          userId: profile.user_id,
          body: toProfileUpdate(values),
        }),
      );
      if (!result.error)
        return { redirect: EDIT_ACCOUNT, flash: { kind: 'success', text: PROFILE_UPDATED } };
      if (httpStatus(result.error) === 401) return signIn;
      return refused(values, { '': profileFailure(result.error) });
    },
    { checkboxes: PROFILE_CHECKBOXES },
  );
  return save(context);
}
