import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@sohnne/service-kit';
import { CollectionsModule } from './collections/collections.module';
import { env } from './config';
import { ProductsModule } from './products/products.module';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'catalog', dbName: 'sohnne_catalog', env }), CollectionsModule, ProductsModule],
})
export class AppModule {}
