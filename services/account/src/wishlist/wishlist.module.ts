import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogClientModule } from '../catalog-client/catalog-client.module';
import { WishlistItem, WishlistItemSchema } from './wishlist-item.schema';
import { WishlistController } from './wishlist.controller';
import { WishlistService } from './wishlist.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: WishlistItem.name, schema: WishlistItemSchema }]),
    CatalogClientModule,
  ],
  controllers: [WishlistController],
  providers: [WishlistService],
})
export class WishlistModule {}
