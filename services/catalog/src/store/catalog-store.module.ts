import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogCollection, CollectionSchema } from '../collections';
import { Designer, DesignerSchema } from '../designers';
import { Look, LookSchema } from '../looks';
import { Material, MaterialSchema } from '../materials';
import { Product, ProductSchema } from '../products';
import { CatalogStore } from './catalog-store.service';

/** The in-memory catalogue every read module serves from. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Product.name, schema: ProductSchema },
      { name: CatalogCollection.name, schema: CollectionSchema },
      { name: Designer.name, schema: DesignerSchema },
      { name: Look.name, schema: LookSchema },
      { name: Material.name, schema: MaterialSchema },
    ]),
  ],
  providers: [CatalogStore],
  exports: [CatalogStore],
})
export class CatalogStoreModule {}
