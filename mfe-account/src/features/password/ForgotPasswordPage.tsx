import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, Link, usePlatform } from '@sohnne/platform';
import { Field, Form, Muted, SubmitButton } from '@sohnne/ui';
import { z } from 'zod';
import { TitledCard } from '../../components/AuthCard';
import { useForgotPasswordMutation } from './passwordApi';

const forgotSchema = z.object({ email: z.string().trim().email('Invalid email address') });
type ForgotValues = z.infer<typeof forgotSchema>;

export default function ForgotPasswordPage() {
  const platform = usePlatform();
  const [request, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await request({ email });
    if (result.error) {
      const status = (result.error as { status?: unknown }).status;
      platform.toasts.error(
        status === 400 || status === 429
          ? errorMessage(result.error)
          : 'Something went wrong. Please try again.',
      );
      return;
    }
    // The same answer whether or not an account has that address.
    setSent(result.data.message);
  });

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
        <Form onSubmit={onSubmit} noValidate>
          <Muted style={{ marginTop: 0, marginBottom: 16 }}>
            Lost your password? Enter the e-mail address of your account and we will send you a link
            to choose a new one.
          </Muted>
          <Field
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <SubmitButton busy={isLoading}>Reset password</SubmitButton>
          <Muted>
            Remembered it? <Link to="/login">Back to login</Link>
          </Muted>
        </Form>
      )}
    </TitledCard>
  );
}
