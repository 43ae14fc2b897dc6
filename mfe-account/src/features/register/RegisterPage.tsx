import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@sohnne/platform';
import styled from 'styled-components';
import { z } from 'zod';
import { usePlatform, useSession, type SessionUser } from '@sohnne/platform';
import { Button, ButtonLink, Field, Form, Muted, SubmitButton } from '@sohnne/ui';
import { AuthCard } from '../../components/AuthCard';
import { useSignUpMutation } from './registerApi';

const registerSchema = z.object({
  email: z.string().trim().email('Email required'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

type RegisterValues = z.infer<typeof registerSchema>;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

function AlreadyLoggedIn({ user }: { user: SessionUser }) {
  const platform = usePlatform();
  return (
    <AuthCard active="Register">
      <p>
        You are already logged in as <strong>{user.name || user.email}</strong>.
      </p>
      <Actions>
        <ButtonLink as={Link} to="/">
          Go to the home page
        </ButtonLink>
        <ButtonLink as={Link} to="/collections" $variant="secondary">
          Continue shopping
        </ButtonLink>
        <Button type="button" $variant="ghost" onClick={() => void platform.session.logout()}>
          Log out
        </Button>
      </Actions>
    </AuthCard>
  );
}

function RegisterForm({ onRegistering }: { onRegistering: (registering: boolean) => void }) {
  const platform = usePlatform();
  const [signUp, { isLoading }] = useSignUpMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    onRegistering(true);
    const result = await signUp(values);
    if (result.error) {
      onRegistering(false);
      platform.toasts.error('Error occured. Please try again later');
      return;
    }
    platform.toasts.success('Account created! Login to get started.');
    // The service has signed the new customer in; the visitor cart starts afresh for them.
    platform.session.set(result.data.data[0]);
    platform.cart.refresh().catch(() => undefined);
    platform.navigation.navigate('/');
  });

  return (
    <AuthCard active="Register">
      <Form onSubmit={onSubmit} noValidate>
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Muted>
          Your personal data will be used to process your orders, support your experience throughout
          this website, and for other purposes described in our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Muted>
        <SubmitButton busy={isLoading}>Register</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export default function RegisterPage() {
  const user = useSession();
  // Signing up signs the customer in: keep the form (not the already-logged-in screen) until we navigate away.
  const [registering, setRegistering] = useState(false);
  if (user && !registering) return <AlreadyLoggedIn user={user} />;
  return <RegisterForm onRegistering={setRegistering} />;
}
