import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@sohnne/platform';
import styled from 'styled-components';
import { z } from 'zod';
import { usePlatform, useSearchParams } from '@sohnne/platform';
import { Checkbox, Field, Form, SubmitButton } from '@sohnne/ui';
import { AuthCard } from '../../components/AuthCard';
import { safeRedirect } from '../account-area';
import { useLoginMutation } from './loginApi';

const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username required')
    .min(2, 'Username or email must be at least 2 characters'),
  password: z.string().min(1, 'Password required'),
  remember: z.boolean(),
});

type LoginValues = z.infer<typeof loginSchema>;

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

function failureMessage(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  if (status === 400 || status === 401) return 'Invalid credentials';
  if (status === 429) {
    return typeof data?.message === 'string'
      ? data.message
      : 'Too many login attempts. Please try again later.';
  }
  return 'Something went wrong. Please try again.';
}

export default function LoginPage() {
  const platform = usePlatform();
  const redirect = safeRedirect(useSearchParams().get('redirect'));
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ username, password, remember }) => {
    const result = await login({ email: username, password, remember });
    if (result.error) {
      platform.toasts.error(failureMessage(result.error));
      return;
    }
    platform.toasts.success('Successfully logged in');
    platform.session.set(result.data.data.data[0]);
    // The commerce service merged the visitor's cart into the customer's; a stale badge is no reason to fail the login.
    platform.cart.refresh().catch(() => undefined);
    // Back to the page that sent the visitor here (only ever one of the shop's own paths).
    platform.navigation.navigate(redirect);
  });

  return (
    <AuthCard active="Login">
      <Form onSubmit={onSubmit} noValidate>
        <Field
          label="Username or email address"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Options>
          <Checkbox label="Remember me" {...register('remember')} />
          <Link to="/forgot-password">Lost Your Password?</Link>
        </Options>
        <SubmitButton busy={isLoading}>Login</SubmitButton>
      </Form>
    </AuthCard>
  );
}
