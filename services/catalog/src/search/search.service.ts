import { Injectable } from '@nestjs/common';
import {
  PRODUCTS,
  toProductCardDto,
  variantPrices,
  type ProductCardDto,
  type ProductLists,
} from '../products';
import { CatalogStore } from '../store';
import { SEARCH } from './search-part';
import type { SearchResultDto, SearchQueryDto, SuggestionDto } from './dto/search.dto';

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTIONS = 6;

@Injectable()
export class SearchService {
  constructor(private readonly store: CatalogStore) {}

  async search({ product: text, page }: SearchQueryDto): Promise<SearchResultDto> {
    const snapshot = await this.store.snapshot();
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    const { ids, total } = snapshot.part(SEARCH).search.search(text, start + SEARCH_PAGE_SIZE);
    const products = snapshot.part(PRODUCTS);
    return {
      products: ids.slice(start).flatMap((id) => cardOf(products, id)),
      productFound: total,
      currentPage: page,
      totalPages: Math.ceil(total / SEARCH_PAGE_SIZE),
      searchQuery: text.trim(),
    };
  }

  async suggest(text: string): Promise<SuggestionDto[]> {
    const snapshot = await this.store.snapshot();
    const products = snapshot.part(PRODUCTS);
    return snapshot
      .part(SEARCH)
      .search.suggest(text, SUGGESTIONS)
      .ids.flatMap((id) => {
        const product = products.productById.get(id);
        if (!product) return [];
        const { price, discount_price, is_discount, pay_price, was_price } = variantPrices(product);
        const { name, slug, image } = toProductCardDto(product);
        return [
          { id, name, slug, image, price, discount_price, is_discount, pay_price, was_price },
        ];
      });
  }
}

/** The card of the product with this id, or nothing when it is gone. */
const cardOf = (products: ProductLists, id: string): ProductCardDto[] => {
  const product = products.productById.get(id);
  return product ? [toProductCardDto(product)] : [];
};
