import { errorMessage } from '@sohnne/platform';
import { emailField } from '@sohnne/ui';
import { z } from 'zod';

/** The forgot- and reset-password forms, in the browser and in their actions on the page server. */
export const forgotSchema = z.object({ email: emailField('Invalid email address') });

export type ForgotValues = z.infer<typeof forgotSchema>;

/** The service's refusal of a request for a link, as the page's toast (the spec's). */
export function forgotFailure(error: unknown): string {
  const status = (error as { status?: unknown }).status;
  return status === 400 || status === 429
    ? errorMessage(error)
    : 'Something went wrong. Please try again.';
}

export const resetSchema = z
  .object({
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmation: z.string(),
  })
  .refine((values) => values.confirmation === values.password, {
    path: ['confirmation'],
    message: "Passwords don't match",
  });

export type ResetValues = z.infer<typeof resetSchema>;

/**
 * The reset link's token as a form posted without scripts carries it (a hidden field): a field named so
 * that it is never echoed back into a page.
 */
export const RESET_TOKEN_FIELD = 'token';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
