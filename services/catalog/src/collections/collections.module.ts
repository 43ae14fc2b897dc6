import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import { CatalogCollection, CollectionRecord, CollectionSchema } from './collection.schema';
import { collectionsPart } from './collections-part';
import { CollectionsController } from './collections.controller';
import { CollectionsService } from './collections.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: CatalogCollection.name, schema: CollectionSchema }]),
  ],
  controllers: [CollectionsController],
  providers: [CollectionsService],
})
export class CollectionsModule implements OnModuleInit {
  constructor(
    private readonly store: CatalogStore,
    @InjectModel(CatalogCollection.name) private readonly collections: Model<CatalogCollection>,
  ) {}

  /** Every snapshot holds the collection tree and the listing's facets. */
  onModuleInit(): void {
    this.store.register(collectionsPart(() => this.collections.find().lean<CollectionRecord[]>()));
  }
}
