import { loadEnv } from '@sohnne/service-kit';
import { z } from 'zod';

export const catalogEnvShape = {
  /** How often the in-memory catalogue asks the database's change log what changed: the most a read can lag a write. */
  CATALOG_REFRESH_MS: z.coerce.number().int().min(500).default(2_000),
  /** The shop's public origin, for canonical URLs. */
};

export const env = loadEnv(catalogEnvShape);

export type CatalogEnv = typeof env;
