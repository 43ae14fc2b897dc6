import { Link, usePlatform } from '@sohnne/platform';
import { FormSubmit, Muted, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { TitledCard } from '../../components/AuthCard';
import { linkRefusal, useLinkToken } from '../../components/linkToken';
import { useResetPasswordMutation } from './passwordApi';
import {
  INVALID_RESET_LINK,
  RESET_TOKEN_FIELD,
  resetSchema,
  type ResetValues,
} from './passwordForms';

export default function ResetPasswordPage() {
  const platform = usePlatform();
  const token = useLinkToken();
  const [reset] = useResetPasswordMutation();
  const form = useZodForm(resetSchema, { password: '', confirmation: '' });

  // The service's refusals are toasts here (the spec's), not field errors.
  const send = async ({ password }: ResetValues) => {
    const result = await reset({ token, password });
    if (result.error) {
      platform.toasts.error(linkRefusal(result.error, INVALID_RESET_LINK));
      return;
    }
    platform.toasts.success(result.data.message);
    platform.navigation.navigate('/login');
  };

  if (!token) {
    return (
      <TitledCard title="Reset password">
        <p role="alert">{INVALID_RESET_LINK}.</p>
        <Muted>
          <Link to="/forgot-password">Ask for a new link</Link>
        </Muted>
      </TitledCard>
    );
  }

  return (
    <TitledCard title="Reset password">
      <ZodForm form={form} onSubmit={send}>
        {/* Posted without scripts: the token read from the address goes with the form. */}
        <input type="hidden" name={RESET_TOKEN_FIELD} value={token} />
        <Muted style={{ marginTop: 0, marginBottom: 16 }}>
          Choose a new password of at least 8 characters. Every device signed in to your account
          will be signed out.
        </Muted>
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          name="confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <FormSubmit>Save new password</FormSubmit>
      </ZodForm>
    </TitledCard>
  );
}
