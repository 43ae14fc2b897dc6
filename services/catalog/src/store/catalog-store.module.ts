import { Global, Module } from '@nestjs/common';
import { CatalogStore } from './catalog-store.service';

/** The in-memory catalogue every read module serves from; each feature module registers its part in it. */
@Global()
@Module({
  providers: [CatalogStore],
  exports: [CatalogStore],
})
export class CatalogStoreModule {}
