import { emailField } from '@sohnne/ui';
import { z } from 'zod';

/** The blog's newsletter sign-up: its schema and what it says, for the browser's form and the page's action. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(emailField('Please enter a valid email address')),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;

/** The sign-ups' source, as the content service records it. */
export const NEWSLETTER_SOURCE = 'blog';

/** Said above the button when the sign-up failed (and the service named no field). */
export const NEWSLETTER_FAILED = 'We couldn’t sign you up. Please try again.';

/** Said once signed up: in the panel once hydrated, as the next page's toast before. */
export const NEWSLETTER_THANKS =
  'Thanks for subscribing! Look out for our next letter in your inbox.';
