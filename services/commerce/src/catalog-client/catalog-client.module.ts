import { Module } from '@nestjs/common';
import { CatalogClient } from '@sohnne/catalog-client';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { CommerceEnv } from '../config';
import { ProductLookup } from './product-lookup.service';

/** The catalogue's client (@sohnne/catalog-client) at the configured address and timeout. */
@Module({
  providers: [
    {
      provide: CatalogClient,
      inject: [SERVICE_ENV],
      useFactory: (env: CommerceEnv) =>
        new CatalogClient({ baseUrl: env.CATALOG_URL, timeoutMs: env.CATALOG_TIMEOUT_MS }),
    },
    ProductLookup,
  ],
  exports: [ProductLookup],
})
export class CatalogClientModule {}
