import { Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CatalogStore } from './catalog-store.service';
import { CatalogueReadiness } from './readiness';

/** The in-memory catalogue every read module serves from; each feature module registers its part in it. */
@Global()
@Module({
  providers: [CatalogStore],
  exports: [CatalogStore],
})
export class CatalogStoreModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CatalogueReadiness).forRoutes({ path: 'health', method: RequestMethod.GET });
  }
}
