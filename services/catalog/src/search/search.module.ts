import { Module, OnModuleInit } from '@nestjs/common';
import { CatalogStore } from '../store';
import { searchPart } from './search-part';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({ controllers: [SearchController], providers: [SearchService] })
export class SearchModule implements OnModuleInit {
  constructor(private readonly store: CatalogStore) {}

  /** Every snapshot holds the search index. */
  onModuleInit(): void {
    this.store.register(searchPart);
  }
}
