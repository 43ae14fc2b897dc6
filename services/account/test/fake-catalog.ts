import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProduct {
  id: string;
  slug: string;
  name: string;
  image: { url: string; alternativeText: string; width: number; height: number } | null;
  price: number;
  discount_price: number | null;
  is_discount: boolean;
  pay_price: number;
  was_price: number | null;
}

/**
 * A stand-in for the catalog service on a free port: answers GET /api/products/lookup?ids=… from
 * `products` (unknown ids left out, as the catalog does); `up = false` makes it answer 503.
 */
export class FakeCatalog {
  readonly products = new Map<string, FakeProduct>();
  up = true;
  /** Accepts requests but never answers (a catalog that hangs). */
  hangs = false;
  lookups: string[][] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      if (this.hangs) return;
      const url = new URL(req.url ?? '/', 'http://catalog');
      if (!this.up || url.pathname !== '/api/products/lookup') {
        res.writeHead(this.up ? 404 : 503).end();
        return;
      }
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      this.lookups.push(ids);
      const data = ids.flatMap((id) => {
        const product = this.products.get(id);
        return product ? [{ ...product, variants: [] }] : [];
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export function fakeProduct(id: string, name: string, price: number, sale?: number): FakeProduct {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    slug,
    name,
    image: {
      url: `/media/products/${slug}-1.svg`,
      alternativeText: name,
      width: 800,
      height: 1000,
    },
    price,
    discount_price: sale ?? null,
    is_discount: sale !== undefined,
    pay_price: sale ?? price,
    was_price: sale === undefined ? null : price,
  };
}
