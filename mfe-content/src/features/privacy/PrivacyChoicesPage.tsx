import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useHydrated, usePlatform } from '@sohnne/platform';
import { Checkbox, Field, FieldError, Form, Muted, Spinner, SubmitButton } from '@sohnne/ui';
import { HtmlArticle } from '../pages';
import { useGetPrivacyChoiceQuery, useSetPrivacyChoiceMutation } from './privacyApi';

const Box = styled.section`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    font-size: 1.3rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

/** The opt-out, read from and saved to the content service (which remembers it for this browser). */
function OptOutForm() {
  const { toasts } = usePlatform();
  const current = useGetPrivacyChoiceQuery();
  const [save, { isLoading }] = useSetPrivacyChoiceMutation();
  const [optOut, setOptOut] = useState<boolean | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checked = optOut ?? current.data?.optOut ?? false;

  if (current.data === undefined && !current.isError) return <Spinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (trimmed && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setError('Please enter a valid email address');
      return;
    }
    const result = await save({ optOut: checked, ...(trimmed ? { email: trimmed } : {}) });
    if ('error' in result) {
      setError('We couldn’t save your choice. Please try again.');
      return;
    }
    setOptOut(null);
    toasts.show(
      checked
        ? 'You have opted out of the sale or sharing of your personal information.'
        : 'Your privacy choice has been saved.',
      'success',
    );
  };

  return (
    <Box aria-labelledby="privacy-choice-heading">
      <h2 id="privacy-choice-heading">Your choice</h2>
      <Muted role="status">
        {current.data?.optOut
          ? 'You have opted out on this browser.'
          : 'You have not opted out on this browser.'}
      </Muted>
      <Form noValidate onSubmit={submit}>
        <Checkbox
          label="Do Not Sell or Share My Personal Information"
          checked={checked}
          onChange={(event) => setOptOut(event.target.checked)}
        />
        <Field
          label="E-mail (optional, to apply the choice to your account)"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error && /email/i.test(error) ? error : undefined}
        />
        {error && !/email/i.test(error) && <FieldError role="alert">{error}</FieldError>}
        <SubmitButton busy={isLoading}>Save my choice</SubmitButton>
      </Form>
    </Box>
  );
}

/** 'Your Privacy Choices': the text from the server, then the opt-out (browser-only: it depends on this browser's cookie). */
export default function PrivacyChoicesPage() {
  const hydrated = useHydrated();
  return (
    <HtmlArticle
      slug="do-not-sell-my-personal-information"
      after={hydrated ? <OptOutForm /> : null}
    />
  );
}
