import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import {
  Button,
  emailField,
  FormError,
  FormSubmit,
  Muted,
  TextField,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import { useSubscribeNewsletterMutation } from './blogApi';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';

/** localStorage key: set once the visitor closes the panel or signs up, so it does not open again. */
export const NEWSLETTER_DISMISSED_KEY = 'sohnne_newsletter_dismissed';

const signUpSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(emailField('Please enter a valid email address')),
});

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
  h2 {
    margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)} 0;
    font-size: 1.35rem;
  }
`;

const Close = styled(Button).attrs({ $variant: 'ghost' })`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  min-width: 44px;
  font-size: 1.5rem;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
  }
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
  const form = useZodForm(signUpSchema, { email: '' });
  const [done, setDone] = useState(false);
  const [subscribe] = useSubscribeNewsletterMutation();
  const titleId = useId();

  useEffect(() => {
    if (!readDismissed()) setOpen(true);
  }, []);

  if (!open) return null;

  const close = () => {
    remember();
    setOpen(false);
  };

  const send = async ({ email }: z.infer<typeof signUpSchema>) => {
    const result = await subscribe({ email, source: 'blog' });
    if ('data' in result) {
      remember();
      setDone(true);
    }
    return result;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

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
          <Muted>
            Design stories, new arrivals and members-only offers, once or twice a month.
          </Muted>
          <ProviderEmbed name="newsletter">
            <ZodForm
              form={form}
              onSubmit={send}
              failure="We couldn’t sign you up. Please try again."
              aria-label="Newsletter sign-up"
            >
              <TextField name="email" label="Email address" type="email" autoComplete="email" />
              <FormError />
              <FormSubmit>Subscribe</FormSubmit>
            </ZodForm>
          </ProviderEmbed>
        </>
      )}
    </Panel>
  );
}
