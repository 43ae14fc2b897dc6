import { z } from 'zod';

/** The confirm button's form: the link's token, in a hidden field named so that it is never echoed back. */
export const confirmEmailSchema = z.object({ token: z.string() });

export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired';

/** What the page says once the address is confirmed. */
export const emailConfirmed = (email: string) => `Your e-mail address is now ${email}.`;
