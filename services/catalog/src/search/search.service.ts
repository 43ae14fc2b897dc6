import { Injectable } from '@nestjs/common';
import type { ProductDto } from '../products/dto/product.dto';
import { toProductDto } from '../products/product.mapper';
import { CatalogStore } from '../store/catalog-store.service';
import type { CatalogSnapshot } from '../store/catalog-snapshot';
import type { SearchResultDto, SearchQueryDto, SuggestionDto } from './dto/search.dto';

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTIONS = 6;

@Injectable()
export class SearchService {
  constructor(private readonly store: CatalogStore) {}

  async search({ product: text, page }: SearchQueryDto): Promise<SearchResultDto> {
    const snapshot = await this.store.snapshot();
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    const { ids, total } = snapshot.search.search(text, start + SEARCH_PAGE_SIZE);
    return {
      products: ids.slice(start).flatMap((id) => dtoOf(snapshot, id)),
      productFound: total,
      currentPage: page,
      totalPages: Math.ceil(total / SEARCH_PAGE_SIZE),
      searchQuery: text.trim(),
    };
  }

  async suggest(text: string): Promise<SuggestionDto[]> {
    const snapshot = await this.store.snapshot();
    return snapshot.search.suggest(text, SUGGESTIONS).ids.flatMap((id) =>
      dtoOf(snapshot, id).map(
        ({ name, slug, image, price, discount_price, is_discount, pay_price, was_price }) => ({
          id,
          name,
          slug,
          image,
          price,
          discount_price,
          is_discount,
          pay_price,
          was_price,
        }),
      ),
    );
  }
}

/** The product with this id as the API shows it, or nothing when it is gone. */
const dtoOf = (snapshot: CatalogSnapshot, id: string): ProductDto[] => {
  const product = snapshot.productById.get(id);
  return product ? [toProductDto(product)] : [];
};
