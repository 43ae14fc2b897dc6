import { Link, usePlatform, useSearchParams } from '@sohnne/platform';
import { CheckboxField, FormSubmit, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import styled from 'styled-components';
import { AuthCard } from '../../components/AuthCard';
import { safeRedirect } from '../account-area';
import { useLoginMutation } from './loginApi';
import {
  LOGGED_IN,
  loginFailure,
  loginSchema,
  toLoginRequest,
  type LoginValues,
} from './loginForm';

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  a {
    color: ${({ theme }) => theme.color.walnut};
    font-size: 0.95rem;
  }
`;

export default function LoginPage() {
  const platform = usePlatform();
  const redirect = safeRedirect(useSearchParams().get('redirect'));
  const [login] = useLoginMutation();
  const form = useZodForm(loginSchema, { username: '', password: '', remember: false });

  // A refusal is one toast ('Invalid credentials'): which field was wrong is not said.
  const send = async (values: LoginValues) => {
    const result = await login(toLoginRequest(values));
    if (result.error) {
      platform.toasts.error(loginFailure(result.error));
      return;
    }
    platform.toasts.success(LOGGED_IN);
    platform.session.set(result.data.data.data[0]);
    // The commerce service merged the visitor's cart into the customer's; a stale badge is no reason to fail the login.
    platform.cart.refresh().catch(() => undefined);
    // Back to the page that sent the visitor here (only ever one of the shop's own paths).
    platform.navigation.navigate(redirect);
  };

  return (
    <AuthCard active="Login">
      <ZodForm form={form} onSubmit={send}>
        <TextField name="username" label="Username or email address" autoComplete="username" />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Options>
          <CheckboxField name="remember" label="Remember me" />
          <Link to="/forgot-password">Lost Your Password?</Link>
        </Options>
        <FormSubmit>Login</FormSubmit>
      </ZodForm>
    </AuthCard>
  );
}
