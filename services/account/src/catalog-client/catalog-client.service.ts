import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';

/** What the account service reads of the catalog's Product JSON (`GET /api/products/lookup`). */
export interface CatalogProductSummary {
  id: string;
  slug: string;
  name: string;
  image: { url: string } | null;
  /** The default (first) variant's prices, USD. */
  price: number;
  discount_price: number | null;
  is_discount: boolean;
}

export class CatalogUnavailableError extends Error {}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isSummary(value: unknown): value is CatalogProductSummary {
  const product = value as CatalogProductSummary;
  return (
    typeof product?.id === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.name === 'string' &&
    (product.image === null || typeof product.image?.url === 'string') &&
    isPrice(product.price) &&
    typeof product.is_discount === 'boolean' &&
    (!product.is_discount || isPrice(product.discount_price))
  );
}

/** Reads product summaries from the catalog service over HTTP, with a timeout. */
@Injectable()
export class CatalogClient {
  private readonly logger = new Logger(CatalogClient.name);
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_ENV) env: AccountEnv) {
    this.baseUrl = env.CATALOG_URL.replace(/\/+$/, '');
    this.timeoutMs = env.CATALOG_TIMEOUT_MS;
  }

  /** Products by id; unknown ids are absent. Throws CatalogUnavailableError when the catalog fails. */
  async lookup(ids: Iterable<string>): Promise<Map<string, CatalogProductSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const url = `${this.baseUrl}/api/products/lookup?ids=${unique.map(encodeURIComponent).join(',')}`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`catalog answered ${response.status}`);
      const data = ((await response.json()) as { data?: unknown } | null)?.data;
      if (!Array.isArray(data) || !data.every(isSummary))
        throw new Error('unexpected response shape');
      return new Map(data.map((product) => [product.id, product]));
    } catch (error) {
      this.logger.warn(`Product lookup failed: ${(error as Error).message}`);
      throw new CatalogUnavailableError((error as Error).message);
    }
  }
}
