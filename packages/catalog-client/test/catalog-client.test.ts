import { CatalogClient, CatalogUnavailableError, type CatalogProduct } from '../src';

const product = (id: string): CatalogProduct =>
  ({ id, slug: `slug-${id}`, name: `Product ${id}` }) as CatalogProduct;

/** A client whose fetch answers with `answer(url)` and records the URLs asked. */
function clientAnswering(answer: (url: URL) => Response | Promise<Response>, timeoutMs = 1000) {
  const asked: URL[] = [];
  const client = new CatalogClient({
    baseUrl: 'http://catalog.test/',
    timeoutMs,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      return answer(url);
    },
  });
  return { client, asked };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('CatalogClient.productsByIds', () => {
  it('asks for each id once and maps the products found by id', async () => {
    const { client, asked } = clientAnswering(() => json({ data: [product('a'), product('b')] }));
    const found = await client.productsByIds(['a', 'b', 'a', 'gone']);
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/products/lookup?ids=a%2Cb%2Cgone',
    ]);
    expect([...found.keys()]).toEqual(['a', 'b']);
  });

  it('asks at most 100 ids a call', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `p${i}`);
    const { client, asked } = clientAnswering((url) =>
      json({ data: url.searchParams.get('ids')!.split(',').map(product) }),
    );
    const found = await client.productsByIds(ids);
    expect(asked.map((url) => url.searchParams.get('ids')!.split(',').length)).toEqual([100, 50]);
    expect(found.size).toBe(150);
  });

  it('asks nothing for no ids', async () => {
    const { client, asked } = clientAnswering(() => json({ data: [] }));
    expect((await client.productsByIds([])).size).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('CatalogClient failures', () => {
  it('names the call and the status when the catalogue answers an error', async () => {
    const { client } = clientAnswering(() => json({ message: 'down' }, 503));
    await expect(client.collectionTree()).rejects.toMatchObject({
      name: 'CatalogUnavailableError',
      message: 'collection tree: the catalog answered 503',
    });
  });

  it('turns a network error into CatalogUnavailableError', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.productsByIds(['a'])).rejects.toMatchObject({
      name: 'CatalogUnavailableError',
      message: 'product lookup: fetch failed',
    });
  });

  it.each([
    ['product lookup', (client: CatalogClient) => client.productsByIds(['a']), { products: [] }],
    ['collection tree', (client: CatalogClient) => client.collectionTree(), '<html>'],
    ['product list', (client: CatalogClient) => client.allProducts(), { data: [] }],
    ['designer list', (client: CatalogClient) => client.allDesigners(), { data: [] }],
  ])('refuses a 2xx %s answer of another shape', async (what, call, body) => {
    const { client } = clientAnswering(() => json(body));
    await expect(call(client)).rejects.toMatchObject({
      name: 'CatalogUnavailableError',
      message: `${what}: the catalog's answer is not the documented shape`,
    });
  });

  it('gives up when the catalogue does not answer in time', async () => {
    const client = new CatalogClient({
      baseUrl: 'http://catalog.test',
      timeoutMs: 20,
      fetch: (request: Request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    });
    await expect(client.collectionTree()).rejects.toBeInstanceOf(CatalogUnavailableError);
  });
});

describe('CatalogClient paging', () => {
  it('reads every page of products', async () => {
    const { client, asked } = clientAnswering((url) => {
      const page = Number(url.searchParams.get('page'));
      return json({
        data: [product(`p${page}`)],
        meta: { page, perPage: 100, total: 2, totalPages: 2 },
      });
    });
    expect((await client.allProducts()).map(({ id }) => id)).toEqual(['p1', 'p2']);
    expect(asked.map((url) => url.searchParams.get('perPage'))).toEqual(['100', '100']);
  });

  it('reads designers until a page is not full', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ slug: `d${i}`, name: `D ${i}` }));
    const { client, asked } = clientAnswering((url) =>
      json({
        data: { results: { data: url.searchParams.get('page') === '1' ? full : full.slice(0, 3) } },
      }),
    );
    expect(await client.allDesigners()).toHaveLength(103);
    expect(asked).toHaveLength(2);
  });
});
