import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import { ProductPages } from './product-pages';
import { productLists } from './product-lists';
import { ProductReader } from './product-source';
import { Product, ProductSchema } from './product.schema';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Product.name, schema: ProductSchema }])],
  controllers: [ProductsController],
  providers: [ProductsService, ProductPages],
})
export class ProductsModule implements OnModuleInit {
  constructor(
    private readonly store: CatalogStore,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  /** The store reads products from this module's collection and keeps its lists in every snapshot. */
  onModuleInit(): void {
    this.store.readProductsFrom(new ProductReader(this.products));
    this.store.register(productLists);
  }
}
