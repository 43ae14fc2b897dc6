import { emailField } from '@sohnne/ui';
import { z } from 'zod';
import type { NewsletterSignup } from './professionalsApi';

/** The business newsletter's sign-up on /professionals: its schema and sentences, for the form and the action. */
export const newsletterSchema = z.object({
  name: z.string().trim(),
  email: emailField('Please enter a valid email address'),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;

/** The content service's sign-up, recorded with this page as its source (a blank name left out). */
export const toNewsletterSignup = ({ name, email }: NewsletterValues): NewsletterSignup => ({
  email,
  name: name || undefined,
  source: 'professionals',
});

/** Said above the button when the sign-up failed (and the service named no field). */
export const NEWSLETTER_FAILED = 'We could not sign you up. Please try again.';

/** Said once signed up: in place of the form once hydrated, as the next page's toast before. */
export const newsletterThanks = (email: string) =>
  `Thank you! ${email} is signed up to our business newsletter.`;
