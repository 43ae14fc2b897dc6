import { formAction, refused } from '@sohnne/platform';
import { safeRedirect } from '../account-area';
import { loginApi } from './loginApi';
import { LOGGED_IN, loginFailure, loginSchema, toLoginRequest } from './loginForm';

/** The sign-in form posted before (or without) scripts: back to where `?redirect=` says, as the page goes. */
export const loginAction = formAction(
  loginSchema,
  async (values, { dispatch, query }) => {
    const result = await dispatch(loginApi.endpoints.login.initiate(toLoginRequest(values)));
    if (result.error) return refused(values, { '': loginFailure(result.error) });
    return {
      redirect: safeRedirect(query.get('redirect')),
      flash: { kind: 'success', text: LOGGED_IN },
    };
  },
  { checkboxes: ['remember'] },
);
