import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ServiceKitModule } from '@sohnne/service-kit';
import { CollectionsModule } from './collections/collections.module';
import { ResponseCache, ResponseCacheInterceptor } from './common/response-cache';
import { catalogConfig } from './config';
import { DesignersModule } from './designers/designers.module';
import { LooksModule } from './looks/looks.module';
import { MaterialsModule } from './materials/materials.module';
import { ProductsModule } from './products/products.module';
import { SearchModule } from './search/search.module';
import { CatalogStoreModule } from './store/catalog-store.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'catalog',
      dbName: 'sohnne_catalog',
      config: catalogConfig,
      // Every read is the same for every shopper, and the catalogue takes no changes from browsers.
      publicReads: true,
      fastReads: ResponseCache,
    }),
    CatalogStoreModule,
    CollectionsModule,
    ProductsModule,
    DesignersModule,
    SearchModule,
    LooksModule,
    MaterialsModule,
  ],
  providers: [ResponseCache, { provide: APP_INTERCEPTOR, useClass: ResponseCacheInterceptor }],
})
export class AppModule {}
