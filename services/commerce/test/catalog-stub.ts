import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogProduct } from '../src/catalog-client';

/** The catalog's ids are MongoDB ObjectIds; a fixture id for a number. */
export const catalogId = (n: number) => n.toString(16).padStart(24, 'c');

export const IDS = {
  lounge: catalogId(1),
  loungeBlack: catalogId(2),
  loungeTan: catalogId(3),
  tulip: catalogId(4),
  tulipWhite: catalogId(5),
  missing: catalogId(404),
};

/** `garbage`: 200 with products whose prices are not numbers. */
export type StubMode = 'up' | 'down' | 'slow' | 'garbage';

/**
 * Stands in for the catalog service at the network edge: a real HTTP server answering
 * GET /api/products/lookup?ids=... from fixture products that a test may change.
 */
export class CatalogStub {
  products = new Map<string, CatalogProduct>();
  mode: StubMode = 'up';
  requests: string[] = [];
  private server?: Server;

  url = '';

  async start(products: CatalogProduct[]): Promise<this> {
    this.reset(products);
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://stub');
      const reply = () => {
        if (this.mode === 'down') {
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
          return;
        }
        if (req.method !== 'GET' || url.pathname !== '/api/products/lookup') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
          return;
        }
        const ids = (url.searchParams.get('ids') ?? '').split(',');
        // Like the real catalog: ids must be ObjectIds.
        if (!ids.every((id) => /^[a-f0-9]{24}$/.test(id))) {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"bad ids"}');
          return;
        }
        const data = ids.flatMap((id) => (this.products.has(id) ? [this.products.get(id)!] : []));
        const answer =
          this.mode === 'garbage'
            ? data.map((product) => ({
                ...product,
                variants: product.variants.map((variant) => ({ ...variant, pay_price: 'cheap' })),
              }))
            : data;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: answer }));
      };
      if (this.mode === 'slow') setTimeout(reply, 1500);
      else reply();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  reset(products: CatalogProduct[]) {
    this.products = new Map(products.map((product) => [product.id, structuredClone(product)]));
    this.mode = 'up';
    this.requests = [];
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

const image = (name: string) => ({
  url: `/media/products/${name}.webp`,
  alternativeText: name,
  width: 800,
  height: 800,
});

export const LOUNGE_CHAIR: CatalogProduct = {
  id: IDS.lounge,
  slug: 'eames-lounge-chair',
  name: 'Eames Lounge Chair',
  image: image('lounge'),
  variants: [
    {
      id: IDS.loungeBlack,
      type: 'Leather',
      value: 'Black',
      pay_price: 999.99,
      was_price: 1299,
      price: 1299,
      discount_price: 999.99,
      is_discount: true,
      gallery: [image('lounge-black-1'), image('lounge-black-2')],
    },
    {
      id: IDS.loungeTan,
      type: 'Leather',
      value: 'Tan',
      pay_price: 1349.5,
      was_price: null,
      price: 1349.5,
      discount_price: null,
      is_discount: false,
      gallery: [],
    },
  ],
};

export const TULIP_TABLE: CatalogProduct = {
  id: IDS.tulip,
  slug: 'tulip-table',
  name: 'Tulip Table',
  image: image('tulip'),
  variants: [
    {
      id: IDS.tulipWhite,
      type: 'Top',
      value: 'White marble',
      pay_price: 450.1,
      was_price: null,
      price: 450.1,
      discount_price: null,
      is_discount: false,
      gallery: [],
    },
  ],
};

export const FIXTURE_PRODUCTS = [LOUNGE_CHAIR, TULIP_TABLE];
