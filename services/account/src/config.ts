import { loadEnv } from '@sohnne/service-kit';
import { z } from 'zod';

export const env = loadEnv({
  /** Login attempts allowed per client IP and username within LOGIN_RATE_TTL_MS. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_TTL_MS: z.coerce.number().int().positive().default(60_000),
  /** Sign-ups allowed per client IP within LOGIN_RATE_TTL_MS. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
});

export type AccountEnv = typeof env;
