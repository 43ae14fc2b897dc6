import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { CommerceEnv } from '../config';
import type { CatalogProduct } from './catalog.types';

export const PRICES_UNAVAILABLE = 'Product prices are unavailable right now. Please try again.';

/** Reads products (and so prices) from the catalog service; commerce never takes a price from anywhere else. */
@Injectable()
export class CatalogClient {
  private readonly logger = new Logger(CatalogClient.name);
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_ENV) env: CommerceEnv) {
    this.baseUrl = env.CATALOG_URL.replace(/\/+$/, '');
    this.timeoutMs = env.CATALOG_TIMEOUT_MS;
  }

  /** Products by id (unknown ids are simply absent). Any failure of the catalog becomes a 503. */
  async lookup(ids: Iterable<string>): Promise<Map<string, CatalogProduct>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const url = `${this.baseUrl}/api/products/lookup?ids=${unique.map(encodeURIComponent).join(',')}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`catalog answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      this.logger.warn(`Product lookup failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(PRICES_UNAVAILABLE);
    }
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data) || !data.every(isProduct)) {
      this.logger.warn('Product lookup failed: unexpected response shape');
      throw new ServiceUnavailableException(PRICES_UNAVAILABLE);
    }
    return new Map(data.map((product) => [product.id, product]));
  }
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isProduct(value: unknown): value is CatalogProduct {
  const product = value as CatalogProduct;
  return (
    typeof product?.id === 'string' &&
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    Array.isArray(product.variants) &&
    product.variants.every(
      (variant) =>
        typeof variant?.id === 'string' &&
        isPrice(variant.pay_price) &&
        (variant.was_price === null || isPrice(variant.was_price)) &&
        isPrice(variant.price) &&
        (variant.gallery === undefined || Array.isArray(variant.gallery)),
    )
  );
}
