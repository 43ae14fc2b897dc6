import type { ConfigType } from '@nestjs/config';
import { serviceConfig } from '@sohnne/service-kit';
import { z } from 'zod';

export const catalogEnvShape = {
  /** How often the in-memory catalogue asks the database's change log what changed: the most a read can lag a write. */
  CATALOG_REFRESH_MS: z.coerce.number().int().min(500).default(2_000),
};

/** Validated when the app starts (ServiceKitModule), injected as SERVICE_ENV. */
export const catalogConfig = serviceConfig(catalogEnvShape);
export type CatalogEnv = ConfigType<typeof catalogConfig>;
