import { emailField } from '@sohnne/ui';
import { z } from 'zod';

/** The register form, in the browser and in its action on the page server. */
export const registerSchema = z.object({
  email: emailField('Email required'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

export type RegisterValues = z.infer<typeof registerSchema>;

export const ACCOUNT_CREATED = 'Account created! Login to get started.';
// The spec's words, letter for letter.
export const REGISTER_FAILED = 'Error occured. Please try again later';
