import { loadEnv } from '@sohnne/service-kit';
import { z } from 'zod';

export const commerceEnvShape = {
  CATALOG_URL: z.string().url().default('http://127.0.0.1:3001'),
  /** How long a price lookup at the catalog service may take before the cart answers 503. */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
};

export const env = loadEnv(commerceEnvShape);
export type CommerceEnv = typeof env;
