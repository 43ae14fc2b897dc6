import { createShellRoutes } from '../routes';
import { createAnalytics } from './analytics';
import { createNavigation } from './navigation';
import { createPageLoad } from './page-load';

const ROUTES = createShellRoutes({
  content: [{ path: '/', title: 'Sohnne | Mid-Century Modern Furniture', exactTitle: true }],
  catalog: [
    { path: '/collections', title: 'Collections' },
    { path: '/collections/*', title: 'Collection' },
  ],
  account: [{ path: '/login', title: 'Login' }],
});

function setup() {
  window.history.replaceState(null, '', '/collections');
  window.dataLayer = [];
  const pageLoad = createPageLoad();
  const navigation = createNavigation(pageLoad, createAnalytics(), ROUTES);
  return { pageLoad, navigation };
}

describe('navigation', () => {
  it('notFound() shows the 404 until the next navigation', () => {
    const { navigation, pageLoad } = setup();
    pageLoad.start();
    navigation.notFound();
    expect(navigation.route.get().notFound).toBe(true);
    expect(document.title).toBe('Page not found | Sohnne');
    expect(pageLoad.isLoading()).toBe(false);

    navigation.navigate('/collections/seating');
    expect(window.location.pathname).toBe('/collections/seating');
    navigation.sync();
    expect(navigation.route.get()).toEqual({
      path: '/collections/seating',
      pathname: '/collections/seating',
      notFound: false,
    });
  });

  it('a routing event without a URL change keeps the state', () => {
    const { navigation } = setup();
    navigation.notFound();
    const before = navigation.route.get();
    navigation.sync();
    expect(navigation.route.get()).toBe(before);
  });

  it('each route change flags a page load, sets the default title and records a page_view', () => {
    const { navigation, pageLoad } = setup();
    window.history.pushState(null, '', '/login?next=%2Fcart');
    navigation.sync();
    expect(pageLoad.isLoading()).toBe(true);
    expect(document.title).toBe('Login | Sohnne');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/login?next=%2Fcart', page_title: 'Login | Sohnne' },
    ]);

    window.history.pushState(null, '', '/');
    navigation.sync();
    expect(document.title).toBe('Sohnne | Mid-Century Modern Furniture');
  });

  it('an unknown path is the 404 page: its load is over at once', () => {
    const { navigation, pageLoad } = setup();
    window.history.pushState(null, '', '/no-such-page');
    navigation.sync();
    expect(pageLoad.isLoading()).toBe(false);
    expect(document.title).toBe('Page not found | Sohnne');
  });

  it("setHead adds the shop name unless exact, and replaces the previous page's head tags", () => {
    const { navigation } = setup();
    navigation.setHead({
      title: 'Seating',
      description: 'Chairs & <sofas>',
      canonical: '/collections/seating',
      og: { type: 'website' },
    });
    expect(document.title).toBe('Seating | Sohnne');
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'Chairs & <sofas>',
    );
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      `${window.location.origin}/collections/seating`,
    );
    expect(document.head.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe(
      'website',
    );

    navigation.setHead({ title: 'Sohnne — Design classics', exactTitle: true });
    expect(document.title).toBe('Sohnne — Design classics');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('navigate with replace does not add a history entry', () => {
    const { navigation } = setup();
    const length = window.history.length;
    navigation.navigate('/cart', { replace: true });
    expect(window.location.pathname).toBe('/cart');
    expect(window.history.length).toBe(length);
  });
});

describe('navigation when the page reports before the routing event', () => {
  it('keeps the title, done() and notFound() the new page reported before the shell saw the URL change', () => {
    const { navigation, pageLoad } = setup();
    window.history.pushState(null, '', '/collections/no-such-collection');
    navigation.setHead({ title: 'Seating' });
    navigation.notFound();
    expect(navigation.route.get().notFound).toBe(false);
    navigation.sync();
    expect(navigation.route.get().notFound).toBe(true);
    expect(document.title).toBe('Page not found | Sohnne');
    expect(pageLoad.isLoading()).toBe(false);

    window.history.pushState(null, '', '/collections/seating');
    navigation.setHead({ title: 'Seating' });
    pageLoad.done();
    navigation.sync();
    expect(navigation.route.get().notFound).toBe(false);
    expect(document.title).toBe('Seating | Sohnne');
    expect(pageLoad.isLoading()).toBe(false);
  });

  it('a change of the query only is a page_view but not a new page load', () => {
    const { navigation, pageLoad } = setup();
    window.history.pushState(null, '', '/collections/seating');
    navigation.sync();
    pageLoad.done();
    navigation.setHead({ title: 'Seating' });
    window.history.pushState(null, '', '/collections/seating?page=2');
    navigation.sync();
    expect(pageLoad.isLoading()).toBe(false);
    expect(document.title).toBe('Seating | Sohnne');
    expect(window.dataLayer!.map((e) => e.page_path)).toEqual([
      '/collections/seating',
      '/collections/seating?page=2',
    ]);
  });
});
