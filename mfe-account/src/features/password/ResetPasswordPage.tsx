import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, Link, usePlatform, useSearchParams } from '@sohnne/platform';
import { Field, Form, Muted, SubmitButton } from '@sohnne/ui';
import { z } from 'zod';
import { TitledCard } from '../../components/AuthCard';
import { useResetPasswordMutation } from './passwordApi';

export const resetSchema = z
  .object({
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmation: z.string(),
  })
  .refine((values) => values.confirmation === values.password, {
    path: ['confirmation'],
    message: "Passwords don't match",
  });

type ResetValues = z.infer<typeof resetSchema>;

export const INVALID_LINK = 'This password reset link is invalid or has expired';

export default function ResetPasswordPage() {
  const platform = usePlatform();
  const token = useSearchParams().get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await reset({ token, password });
    if (result.error) {
      const status = (result.error as { status?: unknown }).status;
      platform.toasts.error(
        status === 400
          ? errorMessage(result.error, INVALID_LINK)
          : 'Something went wrong. Please try again.',
      );
      return;
    }
    platform.toasts.success(result.data.message);
    platform.navigation.navigate('/login');
  });

  if (!token) {
    return (
      <TitledCard title="Reset password">
        <p role="alert">{INVALID_LINK}.</p>
        <Muted>
          <Link to="/forgot-password">Ask for a new link</Link>
        </Muted>
      </TitledCard>
    );
  }

  return (
    <TitledCard title="Reset password">
      <Form onSubmit={onSubmit} noValidate>
        <Muted style={{ marginTop: 0, marginBottom: 16 }}>
          Choose a new password of at least 8 characters. Every device signed in to your account
          will be signed out.
        </Muted>
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <SubmitButton busy={isLoading}>Save new password</SubmitButton>
      </Form>
    </TitledCard>
  );
}
