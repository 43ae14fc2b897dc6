import { useMemo, useRef, useState } from 'react';
import { httpStatus, usePlatform } from '@sohnne/platform';
import {
  CheckboxField,
  FormSubmit,
  Muted,
  QueryState,
  Skeleton,
  TextField,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import styled from 'styled-components';
import type { Profile } from '../../types';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { useGetProfileQuery, useUpdateProfileMutation } from './profileApi';
import {
  isProfileRefusal,
  PROFILE_UPDATED,
  profileFailure,
  profileSchemaFor,
  toProfileUpdate,
  type ProfileValues,
} from './profileSchema';

const Narrow = styled.div`
  max-width: 640px;
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} 0;
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 500;
  }
`;

const toValues = (profile: Profile): ProfileValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  display_name: profile.display_name,
  email: profile.email,
  is_opt_in: profile.is_opt_in,
  current_password: '',
  new_password: '',
  confirmNewPassword: '',
});

/** The name the header shows for a profile (the account service's own rule). */
const sessionName = (profile: Profile) =>
  profile.display_name || profile.first_name || profile.email.split('@')[0];

/** The optional password change: blank fields leave the password as it is. */
function PasswordChange() {
  return (
    <Fieldset>
      <legend>Password change</legend>
      <TextField
        name="current_password"
        label="Current password (leave blank to leave unchanged)"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        name="new_password"
        label="New password (leave blank to leave unchanged)"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="confirmNewPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </Fieldset>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const platform = usePlatform();
  const [update] = useUpdateProfileMutation();
  // What the form goes back to after a failed save: the profile as last loaded or saved.
  const initial = useRef(toValues(profile));
  // One schema per address: the form kit parses each new schema once while idle.
  const schema = useMemo(() => profileSchemaFor(profile.email), [profile.email]);
  const form = useZodForm(schema, initial.current);
  const { reset } = form;
  const [pending, setPending] = useState(profile.pending_email);

  // The service's refusals are toasts here (the spec's); a failed save goes back to the last saved values.
  const send = async (values: ProfileValues) => {
    const result = await update({ userId: profile.user_id, body: toProfileUpdate(values) });
    if ('data' in result && result.data) {
      const saved = result.data.data.data;
      platform.toasts.success(PROFILE_UPDATED);
      setPending(saved.pending_email);
      platform.session.set({
        user_id: saved.user_id,
        name: sessionName(saved),
        email: saved.email,
      });
      initial.current = toValues(saved);
      reset(initial.current);
      return;
    }
    const { error } = result;
    if (httpStatus(error) === 401) {
      await platform.session.logout();
      return;
    }
    platform.toasts.error(profileFailure(error));
    // A refusal (wrong current password, e-mail taken…) keeps what was typed; a failed save goes back.
    if (!isProfileRefusal(error)) reset(initial.current);
  };

  return (
    <ZodForm form={form} onSubmit={send} aria-label="Account details">
      <Row>
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
      </Row>
      <TextField name="display_name" label="Display name" autoComplete="nickname" />
      <Muted style={{ marginTop: -8, marginBottom: 16 }}>
        This is how your name is shown in the header and on your reviews.
      </Muted>
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      {pending && pending !== initial.current.email && (
        <Muted role="status" style={{ marginTop: -8, marginBottom: 16 }}>
          We have sent a link to {pending}. Your e-mail address changes to it once you open that
          link; until then it stays {initial.current.email}.
        </Muted>
      )}
      <CheckboxField name="is_opt_in" label="Email me a reminder about items left in my cart" />
      <PasswordChange />
      <FormSubmit>Save changes</FormSubmit>
    </ZodForm>
  );
}

export default function EditAccountPage() {
  const query = useGetProfileQuery();
  return (
    <AccountLayout>
      <AccountHeading>Account details</AccountHeading>
      <Narrow>
        <QueryState
          query={query}
          error="We couldn't load your account details. Please try again."
          loading={
            <div>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} $height="44px" style={{ marginBottom: 24 }} />
              ))}
            </div>
          }
        >
          {(profile) => <ProfileForm key={profile.user_id} profile={profile} />}
        </QueryState>
      </Narrow>
    </AccountLayout>
  );
}
