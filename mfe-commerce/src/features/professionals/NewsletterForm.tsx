import { FormError, FormSubmit, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { useState } from 'react';
import { FormColumn, Success } from '../content-blocks';
import { useSubscribeNewsletterMutation } from './professionalsApi';
import {
  NEWSLETTER_FAILED,
  newsletterSchema,
  newsletterThanks,
  toNewsletterSignup,
  type NewsletterValues,
} from './newsletterSignup';

/** The newsletter embed of /professionals: the content service's sign-up, recorded with this page as its source. */
export function NewsletterForm() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = useZodForm(newsletterSchema, { name: '', email: '' });
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const send = async (values: NewsletterValues) => {
    const result = await subscribe(toNewsletterSignup(values));
    if (result.data) setSubscribed(result.data.email);
    return result;
  };

  if (subscribed) return <Success role="status">{newsletterThanks(subscribed)}</Success>;

  return (
    <FormColumn>
      <ZodForm
        form={form}
        onSubmit={send}
        failure={NEWSLETTER_FAILED}
        aria-label="Newsletter sign-up"
      >
        <TextField name="name" label="Name (optional)" autoComplete="name" maxLength={80} />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <FormError />
        <FormSubmit>Subscribe</FormSubmit>
      </ZodForm>
    </FormColumn>
  );
}
