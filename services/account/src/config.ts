import path from 'node:path';
import type { ConfigType } from '@nestjs/config';
import { mailEnvShape, serviceConfig } from '@sohnne/service-kit';
import { z } from 'zod';

/** `<repo>/.data/outbox` from src/ and from dist/ alike. */
const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'outbox');

/** The account service's own settings, besides the service kit's. */
const accountEnvShape = {
  /** Login attempts allowed per account (e-mail or username typed) within LOGIN_RATE_TTL_MS. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Login attempts allowed per client address within LOGIN_RATE_TTL_MS, whichever accounts. */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_TTL_MS: z.coerce.number().int().positive().default(60_000),
  /** Sign-ups allowed per client IP within LOGIN_RATE_TTL_MS. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  ...mailEnvShape,
  MAIL_OUTBOX_DIR: z.string().min(1).default(DEFAULT_OUTBOX_DIR),
  /** The shop's public origin, for links in e-mails. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Password-reset e-mails allowed per address, and per client IP, within RESET_RATE_WINDOW_MS. */
  RESET_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  RESET_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  RESET_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** E-mail changes asked for per account, and per client IP, within EMAIL_CHANGE_RATE_WINDOW_MS. */
  EMAIL_CHANGE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  EMAIL_CHANGE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  EMAIL_CHANGE_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** The catalog service, for wishlist product summaries and prices. */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:3001'),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Google Places API key; unset, address suggestions come from the offline US/Canada ZIP data set. */
  PLACES_API_KEY: z.string().min(1).optional(),
  PLACES_API_URL: z.string().url().default('https://maps.googleapis.com'),
  PLACES_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
};

/** Validated when the app starts (ServiceKitModule), injected as SERVICE_ENV. */
export const accountConfig = serviceConfig(accountEnvShape);
export type AccountEnv = ConfigType<typeof accountConfig>;
