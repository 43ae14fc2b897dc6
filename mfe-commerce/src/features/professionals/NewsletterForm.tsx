import { emailField, FormError, FormSubmit, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { useState } from 'react';
import { z } from 'zod';
import { FormColumn, Success } from '../content-blocks';
import { useSubscribeNewsletterMutation } from './professionalsApi';

const newsletterSchema = z.object({
  name: z.string().trim(),
  email: emailField('Please enter a valid email address'),
});

/** The newsletter embed of /professionals: the content service's sign-up, recorded with this page as its source. */
export function NewsletterForm() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = useZodForm(newsletterSchema, { name: '', email: '' });
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const send = async ({ name, email }: z.infer<typeof newsletterSchema>) => {
    const result = await subscribe({ email, name: name || undefined, source: 'professionals' });
    if (result.data) setSubscribed(result.data.email);
    return result;
  };

  if (subscribed)
    return (
      <Success role="status">
        Thank you! {subscribed} is signed up to our business newsletter.
      </Success>
    );

  return (
    <FormColumn>
      <ZodForm
        form={form}
        onSubmit={send}
        failure="We could not sign you up. Please try again."
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
