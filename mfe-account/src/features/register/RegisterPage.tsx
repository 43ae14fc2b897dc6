import { useState } from 'react';
import { Link, usePlatform, useSession, type SessionUser } from '@sohnne/platform';
import { Button, ButtonLink, FormSubmit, Muted, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import styled from 'styled-components';
import { AuthCard } from '../../components/AuthCard';
import { useSignUpMutation } from './registerApi';
import {
  ACCOUNT_CREATED,
  REGISTER_FAILED,
  registerSchema,
  type RegisterValues,
} from './registerForm';

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
  const [signUp] = useSignUpMutation();
  const form = useZodForm(registerSchema, { email: '', password: '' });

  const send = async (values: RegisterValues) => {
    onRegistering(true);
    const result = await signUp(values);
    if (result.error) {
      onRegistering(false);
      platform.toasts.error(REGISTER_FAILED);
      return;
    }
    platform.toasts.success(ACCOUNT_CREATED);
    // The service has signed the new customer in; the visitor cart starts afresh for them.
    platform.session.set(result.data.data[0]);
    platform.cart.refresh().catch(() => undefined);
    platform.navigation.navigate('/');
  };

  return (
    <AuthCard active="Register">
      <ZodForm form={form} onSubmit={send}>
        <TextField name="email" label="Email address" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" />
        <Muted>
          Your personal data will be used to process your orders, support your experience throughout
          this website, and for other purposes described in our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Muted>
        <FormSubmit>Register</FormSubmit>
      </ZodForm>
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
