/** @jest-environment node */
import styled from 'styled-components';
import type { Platform } from './contract';
import type { RootProps } from './mfe';
import { createServerRenderer, type RegionHtml } from './server';

// The state an RTK Query store holds after a page's loader: per request its own request id and times.
const stateWith = (name: string, requestId: string) => ({
  shopApi: {
    queries: {
      'getProduct("chair")': {
        status: 'fulfilled',
        endpointName: 'getProduct',
        requestId,
        startedTimeStamp: Date.now(),
        fulfilledTimeStamp: Date.now(),
        data: { name },
      },
    },
  },
});
type State = ReturnType<typeof stateWith>;

const Name = styled.h1<{ $long: boolean }>`
  color: ${({ $long }) => ($long ? 'teal' : 'navy')};
`;

let renders = 0;
function Root({ store }: RootProps) {
  renders += 1;
  const { name } = (store as unknown as { getState(): State }).getState().shopApi.queries[
    'getProduct("chair")'
  ].data;
  return <Name $long={name.length > 5}>{name}</Name>;
}

const render = createServerRenderer({
  routes: [
    { path: '/product/:slug', title: 'Product', page: async () => ({ default: () => null }) },
  ],
  makeStore: () => {
    throw new Error('set per request below');
  },
  Root,
});

function platformFor(currency: string): Platform {
  return {
    session: { get: () => null },
    currency: { get: () => ({ code: currency, rate: 1 }) },
    cart: { get: () => ({ count: 0 }) },
    wishlist: { ids: () => [] },
    widgets: { get: () => null },
    navigation: { notFound: () => {} },
  } as unknown as Platform;
}

let nextRequest = 0;
async function regionFor(name: string, currency = 'USD'): Promise<RegionHtml> {
  const state = stateWith(name, `request-${(nextRequest += 1)}`);
  const renderWith = createServerRenderer({
    routes: [
      { path: '/product/:slug', title: 'Product', page: async () => ({ default: () => null }) },
    ],
    makeStore: () =>
      ({ getState: () => state, dispatch: () => undefined, subscribe: () => () => {} }) as never,
    Root,
  });
  const result = await renderWith({
    url: '/product/chair',
    platform: platformFor(currency),
    api: { url: (path) => path, timeoutMs: 1000 },
  });
  if (!result.html) throw new Error('no region');
  return result.html();
}

describe('a region rendered on the server', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('is rendered once for the same data and shopper: the next request gets the same HTML and styles with its own state', async () => {
    const first = await regionFor('Egg chair');
    const second = await regionFor('Egg chair');
    expect(renders).toBe(1);
    expect(second.html).toBe(first.html);
    expect(second.css).toBe(first.css);
    expect(second.css).toContain('color:teal');
    expect(second.state).not.toEqual(first.state); // its own request id, for the browser's store
  });

  it('is rendered again when the data or what the platform says of the shopper differs', async () => {
    const chair = await regionFor('Swan chair');
    const stool = await regionFor('Stool');
    const inEuros = await regionFor('Stool', 'EUR');
    expect(renders).toBe(3);
    expect(chair.html).toContain('Swan chair');
    expect(stool.html).toContain('Stool');
    expect(inEuros.html).toBe(stool.html);
  });

  it("carries a class's rules in every request's styles, also when another request compiled them", async () => {
    const first = await regionFor('Wishbone chair');
    const second = await regionFor('Tulip table');
    expect(renders).toBe(2);
    expect(first.css).toContain('color:teal');
    expect(second.css).toBe(first.css);
  });

  it('answers 404 for a path none of its routes matches', async () => {
    const result = await render({
      url: '/nowhere',
      platform: platformFor('USD'),
      api: { url: (path) => path, timeoutMs: 1000 },
    });
    expect(result).toEqual({ status: 404, head: {}, html: null });
  });
});
