import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CatalogClient } from '@sohnne/catalog-client';
import type { CatalogProduct, CatalogVariant } from './catalog-product';

const PRICES_UNAVAILABLE = 'Product prices are unavailable right now. Please try again.';

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Commerce charges these numbers, so an answer that does not carry them is no answer. */
const chargeable = (variant: CatalogVariant | undefined) =>
  typeof variant?.id === 'string' &&
  isPrice(variant.pay_price) &&
  (variant.was_price === null || isPrice(variant.was_price));

/** Products (and so prices) from the catalogue; commerce never takes a price from anywhere else. */
@Injectable()
export class ProductLookup {
  private readonly logger = new Logger(ProductLookup.name);

  constructor(private readonly catalog: CatalogClient) {}

  /** Products by id (unknown ids are absent). A catalogue that fails or answers garbage is a 503. */
  async byIds(ids: Iterable<string>): Promise<Map<string, CatalogProduct>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    let products: Map<string, CatalogProduct>;
    try {
      products = await this.catalog.productsByIds(unique);
    } catch (error) {
      // CatalogUnavailableError, or a 2xx body that is not the documented shape (a TypeError).
      this.logger.warn(`Product lookup failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(PRICES_UNAVAILABLE);
    }
    for (const product of products.values()) {
      if (!Array.isArray(product.variants) || !product.variants.every(chargeable)) {
        this.logger.warn(`Product lookup failed: product ${product.id} has no valid prices`);
        throw new ServiceUnavailableException(PRICES_UNAVAILABLE);
      }
    }
    return products;
  }
}
