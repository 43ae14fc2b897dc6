import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogClientModule } from '../catalog-client/catalog-client.module';
import { LeasesModule } from '../leases/leases.module';
import { CartCookieMiddleware } from './cart-cookie';
import { CartController } from './cart.controller';
import { Cart, CartSchema } from './cart.schema';
import { CartService } from './cart.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Cart.name, schema: CartSchema }]),
    CatalogClientModule,
    LeasesModule,
  ],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Every route that reads the visitor cart cookie (cart, coupons, protection plan, checkout) sees it verified.
    consumer.apply(CartCookieMiddleware).forRoutes('*');
  }
}
