import { createShellRoutes } from '../routes';
import { createWidgets } from '../platform/widgets';
import { createLayoutRenderer, type LayoutFacts } from './layout';

const routes = createShellRoutes({
  content: [{ path: '/', title: 'Home' }],
  catalog: [{ path: '/collections/*', title: 'Collection' }],
});

const facts = (overrides: Partial<LayoutFacts> = {}): LayoutFacts => ({
  versions: 'content@1 catalog@1',
  routes,
  url: '/collections/seating',
  notFound: false,
  a11y: false,
  shopper: { session: null, cart: { count: 0, subtotal: 0, coupon: null }, wishlist: [] },
  currency: 'USD',
  rates: {},
  rendered: 'catalog',
  flash: null,
  formToken: '',
  ...overrides,
});

import { renderToString } from 'react-dom/server';

jest.mock('react-dom/server', () => {
  const actual = jest.requireActual('react-dom/server');
  return { ...actual, renderToString: jest.fn(actual.renderToString) };
});

const clock = (iso: string) =>
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
  });

beforeEach(() => {
  clock('2031-03-01T00:00:00Z');
  jest.mocked(renderToString).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the layout on the server', () => {
  it("puts the region's HTML in its region, the other regions empty, with the layout's styles", () => {
    const layout = createLayoutRenderer({ chatConfigured: false, widgets: createWidgets() });
    const { styles, html } = layout(facts(), '<p>Chairs</p>');
    expect(html).toContain(
      '<div id="mfe-catalog"><div id="mfe-catalog-root" data-ssr="catalog"><p>Chairs</p></div></div>',
    );
    expect(html).toContain('<div id="mfe-content-root"></div>');
    expect(html).toContain('© 2031 Sohnne');
    expect(styles).toMatch(/^<style data-styled="true"/);
  });

  it("is rendered once per facts: the same facts give the kept HTML with this request's region", () => {
    const layout = createLayoutRenderer({ chatConfigured: false, widgets: createWidgets() });
    const first = layout(facts(), '<p>one</p>');
    const second = layout(facts(), '<p>two $& $1</p>');
    expect(second.html).toBe(first.html.replace('<p>one</p>', () => '<p>two $& $1</p>'));
    expect(second.styles).toBe(first.styles);
    expect(renderToString).toHaveBeenCalledTimes(1);
  });

  it('another shopper, page, currency or year gives another layout', () => {
    const layout = createLayoutRenderer({ chatConfigured: false, widgets: createWidgets() });
    const base = layout(facts(), '').html;
    const signedIn = layout(
      facts({
        shopper: {
          session: { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@sohnne.test' },
          cart: { count: 3, subtotal: 10, coupon: null },
          wishlist: [],
        },
      }),
      '',
    ).html;
    expect(base).not.toContain('Ada Lovelace');
    expect(signedIn).toContain('Ada Lovelace');
    expect(signedIn).toContain('Cart, 3 items');
    expect(layout(facts({ currency: 'EUR', rates: { EUR: 0.9 } }), '').html).toMatch(
      /<option value="EUR" selected="">/,
    );
    clock('2032-01-01T00:00:00Z');
    expect(layout(facts(), '').html).toContain('© 2032 Sohnne');
    const notFound = layout(facts({ url: '/nowhere', notFound: true, rendered: null }), '');
    expect(notFound.html).toContain('<div id="mfe-catalog-root"></div>');
  });
});
