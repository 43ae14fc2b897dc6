import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sohnne/platform';
import { Button, Field, Form, Muted, SubmitButton } from '@sohnne/ui';
import { useSubscribeNewsletterMutation } from './blogApi';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';

/** localStorage key: set once the visitor closes the panel or signs up, so it does not open again. */
export const NEWSLETTER_DISMISSED_KEY = 'sohnne_newsletter_dismissed';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Panel = styled.section`
  position: fixed;
  z-index: 40;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  max-width: 380px;
  margin-left: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-top: 4px solid ${({ theme }) => theme.color.walnut};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgba(31, 29, 26, 0.18);
  h2 { margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)} 0; font-size: 1.35rem; }
`;

const Close = styled(Button).attrs({ $variant: 'ghost' })`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  min-width: 44px;
  font-size: 1.5rem;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.teak}; }
`;

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember() {
  try {
    window.localStorage.setItem(NEWSLETTER_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the panel simply opens again next time.
  }
}

/**
 * The newsletter sign-up, opened once the blog is shown (browser only, so the server HTML stays the same),
 * posting to the content service. Closing it (button or Escape) is remembered in localStorage.
 */
export function NewsletterPanel() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [done, setDone] = useState(false);
  const [subscribe, { isLoading, error }] = useSubscribeNewsletterMutation();
  const titleId = useId();

  useEffect(() => {
    if (!readDismissed()) setOpen(true);
  }, []);

  if (!open) return null;

  const close = () => {
    remember();
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFieldError('Please enter your email address');
    if (!EMAIL.test(value)) return setFieldError('Please enter a valid email address');
    setFieldError(undefined);
    const result = await subscribe({ email: value, source: 'blog' });
    if ('data' in result) {
      remember();
      setDone(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  const serverError = error ? errorMessage(error, 'We couldn’t sign you up. Please try again.') : undefined;

  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Close type="button" aria-label="Close newsletter sign-up" onClick={close}>
        ×
      </Close>
      <h2 id={titleId}>Join the Sohnne newsletter</h2>
      {done ? (
        <p role="status">Thanks for subscribing! Look out for our next letter in your inbox.</p>
      ) : (
        <>
          <Muted>Design stories, new arrivals and members-only offers, once or twice a month.</Muted>
          <ProviderEmbed name="newsletter">
            <Form noValidate onSubmit={onSubmit}>
              <Field
                label="Email address"
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={fieldError ?? serverError}
              />
              <SubmitButton busy={isLoading}>Subscribe</SubmitButton>
            </Form>
          </ProviderEmbed>
        </>
      )}
    </Panel>
  );
}
