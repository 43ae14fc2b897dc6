import { Module } from '@nestjs/common';
import { CatalogClient } from '@sohnne/catalog-client';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';

/** The catalogue's client (@sohnne/catalog-client) at the configured address and timeout. */
@Module({
  providers: [
    {
      provide: CatalogClient,
      inject: [SERVICE_ENV],
      useFactory: (env: AccountEnv) =>
        new CatalogClient({ baseUrl: env.CATALOG_URL, timeoutMs: env.CATALOG_TIMEOUT_MS }),
    },
  ],
  exports: [CatalogClient],
})
export class CatalogClientModule {}
