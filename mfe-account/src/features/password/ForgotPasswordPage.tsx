import { useState } from 'react';
import { Link, usePlatform } from '@sohnne/platform';
import { FormSubmit, Muted, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { TitledCard } from '../../components/AuthCard';
import { useForgotPasswordMutation } from './passwordApi';
import { forgotFailure, forgotSchema, type ForgotValues } from './passwordForms';

export default function ForgotPasswordPage() {
  const platform = usePlatform();
  const [request] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(forgotSchema, { email: '' });

  // The service's refusals are toasts here (the spec's), not field errors.
  const send = async ({ email }: ForgotValues) => {
    const result = await request({ email });
    if (result.error) {
      platform.toasts.error(forgotFailure(result.error));
      return;
    }
    // The same answer whether or not an account has that address.
    setSent(result.data.message);
  };

  return (
    <TitledCard title="Forgot password">
      {sent ? (
        <>
          <p role="status">{sent}</p>
          <Muted>
            The link works once, for 30 minutes. Check your spam folder if nothing arrives.
          </Muted>
          <Muted>
            <Link to="/login">Back to login</Link>
          </Muted>
        </>
      ) : (
        <ZodForm form={form} onSubmit={send}>
          <Muted style={{ marginTop: 0, marginBottom: 16 }}>
            Lost your password? Enter the e-mail address of your account and we will send you a link
            to choose a new one.
          </Muted>
          <TextField name="email" label="Email address" type="email" autoComplete="email" />
          <FormSubmit>Reset password</FormSubmit>
          <Muted>
            Remembered it? <Link to="/login">Back to login</Link>
          </Muted>
        </ZodForm>
      )}
    </TitledCard>
  );
}
