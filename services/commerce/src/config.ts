import path from 'node:path';
import type { ConfigType } from '@nestjs/config';
import { mailEnvShape, serviceConfig } from '@sohnne/service-kit';
import { z } from 'zod';

/** The same local outbox as the account service's (the repo's .data/outbox). */
const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'outbox');

export const commerceEnvShape = {
  ...mailEnvShape,
  MAIL_OUTBOX_DIR: z.string().min(1).default(DEFAULT_OUTBOX_DIR),
  CATALOG_URL: z.string().url().default('http://127.0.0.1:3001'),
  /** How long a price lookup at the catalog service may take before the cart answers 503. */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  NODE_ENV: z.string().optional(),
  /** 'production' marks a live shop (the test payment provider then refuses to start). */
  SHOP_ENV: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** The order-tracking app's origin (apps/tracking), framed by /track-my-order. */
  TRACKING_URL: z.string().url().default('http://localhost:3005'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Order tracking and trade applications: requests per client per window. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  PUBLIC_FORM_RATE_TTL_MS: z.coerce.number().int().positive().default(60_000),
  /** A cart's write lease: held at most this long (a crashed holder's is broken after it). */
  CART_LEASE_MS: z.coerce.number().int().positive().default(10_000),
  /** How long a cart write waits for the lease before answering 503. */
  CART_LEASE_WAIT_MS: z.coerce.number().int().positive().default(5_000),
  /** An order whose payment stayed unsettled this long is reconciled with the payment provider. */
  CHECKOUT_RECONCILE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  /** How often one replica (by a lease) looks for such orders. */
  CHECKOUT_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** Tests only: the checkout step at which the process is killed (see src/failpoints.ts). */
  SOHNNE_FAILPOINT: z.string().optional(),
};

/** Validated when the app starts (ServiceKitModule), injected as SERVICE_ENV. */
export const commerceConfig = serviceConfig(commerceEnvShape);
export type CommerceEnv = ConfigType<typeof commerceConfig>;
