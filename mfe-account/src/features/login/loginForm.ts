import { z } from 'zod';

/** The sign-in form, in the browser and in its action on the page server. */
export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username required')
    .min(2, 'Username or email must be at least 2 characters'),
  password: z.string().min(1, 'Password required'),
  remember: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const LOGGED_IN = 'Successfully logged in';

/** The sign-in call as the form sends it: the username field takes an e-mail address too. */
export const toLoginRequest = ({ username, password, remember }: LoginValues) => ({
  email: username,
  password,
  remember,
});

/** A refused sign-in, said as one message: which field was wrong is not said. */
export function loginFailure(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  if (status === 400 || status === 401) return 'Invalid credentials';
  if (status === 429) {
    return typeof data?.message === 'string'
      ? data.message
      : 'Too many login attempts. Please try again later.';
  }
  return 'Something went wrong. Please try again.';
}
