import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogCollection, CollectionRecord } from './collection.schema';
import { buildCollectionTree, findByPath } from './collection-tree';
import type { CollectionDto, CollectionWithBreadcrumbDto } from './dto/collection.dto';

@Injectable()
export class CollectionsService {
  constructor(@InjectModel(CatalogCollection.name) private readonly collections: Model<CatalogCollection>) {}

  /** The whole store is a few dozen documents: one read, nested in memory. */
  async tree(): Promise<CollectionDto[]> {
    const flat = await this.collections.find().lean<CollectionRecord[]>();
    return buildCollectionTree(flat);
  }

  async byPath(path: string): Promise<CollectionWithBreadcrumbDto> {
    const found = findByPath(await this.tree(), path.split('/'));
    if (!found) throw new NotFoundException('Collection not found');
    return { ...found.collection, breadcrumb: found.breadcrumb };
  }
}
