import { formAction, refused } from '@sohnne/platform';
import { registerApi } from './registerApi';
import { ACCOUNT_CREATED, REGISTER_FAILED, registerSchema } from './registerForm';

/** The register form posted before (or without) scripts: signed in by the service, then home. */
export const registerAction = formAction(registerSchema, async (values, { dispatch }) => {
  const result = await dispatch(registerApi.endpoints.signUp.initiate(values));
  if (result.error) return refused(values, { '': REGISTER_FAILED });
  return { redirect: '/', flash: { kind: 'success', text: ACCOUNT_CREATED } };
});
