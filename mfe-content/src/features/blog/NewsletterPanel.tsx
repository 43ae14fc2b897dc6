import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, FormError, FormSubmit, Muted, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { useSubscribeNewsletterMutation } from './blogApi';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';
import {
  NEWSLETTER_FAILED,
  NEWSLETTER_SOURCE,
  NEWSLETTER_THANKS,
  newsletterSchema,
  type NewsletterValues,
} from './newsletterForm';

/** localStorage key: set once the visitor closes the panel or signs up, so it does not open again. */
export const NEWSLETTER_DISMISSED_KEY = 'sohnne_newsletter_dismissed';

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

/** The sign-up on the blog page itself, for a visitor without scripts (the panel opens only with them). */
const Inline = styled.section`
  max-width: 480px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-top: 4px solid ${({ theme }) => theme.color.walnut};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
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

const PITCH = 'Design stories, new arrivals and members-only offers, once or twice a month.';

/**
 * The sign-up form, posting to the content service: through the blog page's action before (or without)
 * scripts, through the mutation once hydrated.
 */
function SignUpForm({ onSubscribed }: { onSubscribed: () => void }) {
  const form = useZodForm(newsletterSchema, { email: '' });
  const [subscribe] = useSubscribeNewsletterMutation();
  const send = async ({ email }: NewsletterValues) => {
    const result = await subscribe({ email, source: NEWSLETTER_SOURCE });
    if ('data' in result) onSubscribed();
    return result;
  };
  return (
    <ProviderEmbed name="newsletter">
      <ZodForm
        form={form}
        onSubmit={send}
        failure={NEWSLETTER_FAILED}
        aria-label="Newsletter sign-up"
      >
        <TextField name="email" label="Email address" type="email" autoComplete="email" />
        <FormError />
        <FormSubmit>Subscribe</FormSubmit>
      </ZodForm>
    </ProviderEmbed>
  );
}

/**
 * The newsletter sign-up, opened once the blog is shown (browser only, so the server HTML stays the same),
 * posting to the content service. Closing it (button or Escape) is remembered in localStorage.
 */
export function NewsletterPanel() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!readDismissed()) setOpen(true);
  }, []);

  if (!open) return null;

  const close = () => {
    remember();
    setOpen(false);
  };

  const subscribed = () => {
    remember();
    setDone(true);
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
        <p role="status">{NEWSLETTER_THANKS}</p>
      ) : (
        <>
          <Muted>{PITCH}</Muted>
          <SignUpForm onSubscribed={subscribed} />
        </>
      )}
    </Panel>
  );
}

/**
 * The same sign-up for a visitor without scripts, on the blog page itself: its form posts to the page,
 * whose action signs up and comes back with the thanks (or the page again with the message).
 */
export function NewsletterWithoutScripts() {
  const titleId = useId();
  return (
    <noscript>
      <Inline aria-labelledby={titleId}>
        <h2 id={titleId}>Join the Sohnne newsletter</h2>
        <Muted>{PITCH}</Muted>
        <SignUpForm onSubscribed={remember} />
      </Inline>
    </noscript>
  );
}
