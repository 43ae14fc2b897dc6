import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import {
  cardFixture,
  PRODUCT_IMAGE,
  renderAt as renderCatalogAt,
  sentFields,
} from '../../test/catalog';

const product = (n: number, sale = false) => cardFixture(n, { salePrice: sale ? 700 : null });
const option = (value: string, label: string, count: number, selected = false) => ({
  value,
  label,
  count,
  selected,
});

function listing(query = '', products = [product(1, true), product(2)], totalPages = 5) {
  const selected = new URLSearchParams(query);
  return {
    collection: {
      id: 'c1',
      name: 'Lounge Chairs',
      slug: 'lounge-chairs',
      slug_path: 'seating/lounge-chairs',
      title: 'Lounge Chairs',
      description: 'Deep seats for long evenings.',
      banner: '/media/collections/lounge-chairs-banner.svg',
      collection_banner: '/media/collections/lounge-chairs-banner.svg',
      thumbnail_desktop: '',
      children: [],
      meta_title: 'Lounge Chairs | Mid-Century Replica Furniture | Sohnne',
      meta_description: 'Lounge chair replicas.',
      canonical_url: 'http://localhost:8080/collections/seating/lounge-chairs',
      description_collection: [
        { title: 'About our Lounge Chairs', content: 'Made to the original proportions.' },
      ],
      faqs: [{ question: 'How long does delivery take?', answers: 'Three to five business days.' }],
    },
    breadcrumb: [
      { name: 'Seating', slug_path: 'seating', path: '/collections/seating' },
      {
        name: 'Lounge Chairs',
        slug_path: 'seating/lounge-chairs',
        path: '/collections/seating/lounge-chairs',
      },
    ],
    designer: null,
    facets: {
      category: [option('lounge-chairs', 'Lounge Chairs', 12)],
      material: [
        option('leather', 'Leather', 7, selected.get('material[0]') === 'leather'),
        option('walnut', 'Walnut', 4),
        option('chrome', 'Chrome', 0),
      ],
      color: [option('black', 'Black', 5)],
      price: { min: 300, max: 4200 },
      express_shipping: { count: 6 },
    },
    products: {
      data: products,
      meta: {
        page: Number(selected.get('page') ?? 1),
        perPage: 24,
        total: products.length ? 110 : 0,
        totalPages,
      },
    },
    query,
  };
}

// Role queries over a whole page are slow in jsdom on a busy machine.
jest.setTimeout(30_000);

// A phone's width: the filters are a sheet its toggle opens (jsdom applies the sheet's closed styles).
beforeAll(() => {
  window.innerWidth = 390;
});

const listingUrls: string[] = [];

function serveListing(
  answer: (query: string) => Response | Promise<Response> = (query) =>
    HttpResponse.json(listing(query)),
) {
  server.use(
    http.get('/api/collections/listing', ({ request }) => {
      const url = new URL(request.url);
      listingUrls.push(url.search);
      const params = new URLSearchParams(url.search);
      params.delete('path');
      return answer(params.toString());
    }),
  );
}

async function renderAt(path: string) {
  listingUrls.length = 0;
  const platform = createFakePlatform();
  // The shell's navigation: push the URL and tell the MFEs (single-spa's routing event).
  platform.navigation.navigate.mockImplementation((to: string) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return renderCatalogAt(path, platform);
}

const goBack = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

test('shows skeletons, then breadcrumb, banner, title, filters with counts, the grid, pages and the accordions', async () => {
  serveListing(async (query) => {
    await delay(50);
    return HttpResponse.json(listing(query));
  });
  const platform = await renderAt('/collections/seating/lounge-chairs?page=2');
  expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lounge Chairs');
  expect(listingUrls[0]).toBe('?path=seating%2Flounge-chairs&page=2');
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Seating' }).getAttribute('href')).toBe(
    '/collections/seating',
  );
  expect(within(trail).getByText('Lounge Chairs').getAttribute('aria-current')).toBe('page');
  const banner = document.querySelector('img[src="/media/collections/lounge-chairs-banner.svg"]')!;
  expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1600', '500']);
  expect(screen.getByText('Deep seats for long evenings.')).toBeTruthy();
  // jsdom has no desktop media query: the filters are behind the phone's toggle.
  await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));

  const material = screen.getByRole('group', { name: 'Material' });
  expect(within(material).getByRole('checkbox', { name: 'Leather (7)' })).toBeTruthy();
  expect(
    (within(material).getByRole('checkbox', { name: 'Chrome (0)' }) as HTMLInputElement).disabled,
  ).toBe(true);
  expect(
    screen.getByRole('switch', { name: 'Express shipping (6)' }).getAttribute('aria-checked'),
  ).toBe('false');

  const card = screen.getByRole('link', { name: 'Chair 1' }).closest('article')!;
  expect(within(card).getByText('Sale')).toBeTruthy();
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(pages)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['1', '2', '3', '5']);
  expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
    '/collections/seating/lounge-chairs?page=3',
  );
  expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
    'page',
  );

  await userEvent.click(screen.getByRole('button', { name: 'How long does delivery take?' }));
  expect(screen.getByText('Three to five business days.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'About our Lounge Chairs' })).toBeTruthy();

  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'Lounge Chairs | Mid-Century Replica Furniture | Sohnne',
      exactTitle: true,
      description: 'Lounge chair replicas.',
      canonical: 'http://localhost:8080/collections/seating/lounge-chairs',
    }),
  );

  // A page number is current from its tap on, the listing dimmed; the URL follows after that paint.
  await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
  expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(document.querySelector('[aria-busy="true"] article')).not.toBeNull();
  await waitFor(() =>
    expect(platform.navigation.navigate).toHaveBeenLastCalledWith(
      '/collections/seating/lounge-chairs?page=3',
    ),
  );
  await waitFor(() => expect(listingUrls.at(-1)).toBe('?path=seating%2Flounge-chairs&page=3'));
});

test('filters go into the URL in indexed form, and Back brings the previous ones', async () => {
  serveListing();
  const platform = await renderAt('/collections/seating/lounge-chairs');
  await userEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
  const leather = screen.getByRole('checkbox', { name: 'Leather (7)' }) as HTMLInputElement;
  await userEvent.click(leather);
  // The tap shows the box ticked and the listing dimmed at once; the URL follows after that paint.
  expect(leather.checked).toBe(true);
  expect(document.querySelector('[aria-busy="true"] article')).not.toBeNull();
  await waitFor(() =>
    expect(platform.navigation.navigate).toHaveBeenLastCalledWith(
      '/collections/seating/lounge-chairs?material%5B0%5D=leather',
    ),
  );

  await userEvent.click(screen.getByRole('checkbox', { name: 'Walnut (4)' }));
  await waitFor(() =>
    expect(decodeURIComponent(window.location.search)).toBe(
      '?material[0]=leather&material[1]=walnut',
    ),
  );

  await userEvent.type(screen.getByRole('textbox', { name: 'Min' }), '200');
  await userEvent.type(screen.getByRole('textbox', { name: 'Max' }), '1500');
  await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
  await waitFor(() =>
    expect(decodeURIComponent(window.location.search)).toBe(
      '?material[0]=leather&material[1]=walnut&price[min]=200&price[max]=1500',
    ),
  );
  await waitFor(() =>
    expect(decodeURIComponent(listingUrls.at(-1)!)).toBe(
      '?path=seating/lounge-chairs&material[0]=leather&material[1]=walnut&price[min]=200&price[max]=1500',
    ),
  );

  const express = screen.getByRole('switch', { name: 'Express shipping (6)' });
  await userEvent.click(express);
  expect(express.getAttribute('aria-checked')).toBe('true');
  expect(express.getAttribute('aria-busy')).toBe('true');
  await waitFor(() =>
    expect(decodeURIComponent(window.location.search)).toContain('express_shipping=true'),
  );
  await waitFor(() => expect(express.getAttribute('aria-busy')).toBeNull());

  await goBack();
  await waitFor(() =>
    expect(
      screen.getByRole('switch', { name: 'Express shipping (6)' }).getAttribute('aria-checked'),
    ).toBe('false'),
  );
  expect((screen.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe('200');
  await goBack();
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe(''),
  );
  expect((screen.getByRole('checkbox', { name: 'Walnut (4)' }) as HTMLInputElement).checked).toBe(
    true,
  );
});

test('without scripts the filters are one GET form of the listing query, and the switch a GET of its toggled query', async () => {
  serveListing();
  await renderAt('/collections/seating/lounge-chairs?material[0]=leather&express_shipping=true');
  await userEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
  const leather = (await screen.findByRole('checkbox', {
    name: 'Leather (7)',
  })) as HTMLInputElement;
  await waitFor(() => expect(leather.checked).toBe(true));
  const filters = leather.form!;
  expect([filters.getAttribute('method'), filters.getAttribute('action')]).toEqual([
    'get',
    '/collections/seating/lounge-chairs',
  ]);
  // A second box ticked as a shopper without scripts would (the page would navigate with them).
  const walnut = screen.getByRole('checkbox', { name: 'Walnut (4)' }) as HTMLInputElement;
  walnut.checked = true;
  expect(sentFields(filters)).toEqual([
    ['express_shipping', 'true'],
    ['price[min]', ''],
    ['price[max]', ''],
    ['material[0]', 'leather'],
    ['material[1]', 'walnut'],
  ]);
  expect(screen.getByRole('button', { name: 'Apply price' }).closest('form')).toBe(filters);
  expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(
    '/collections/seating/lounge-chairs',
  );

  const toggle = screen.getByRole('switch', { name: 'Express shipping (6)' }) as HTMLButtonElement;
  expect(toggle.type).toBe('submit');
  expect(toggle.form!.getAttribute('method')).toBe('get');
  expect(sentFields(toggle.form!)).toEqual([['material[0]', 'leather']]);
});

test('the order: Featured by default; a choice shows at once, then goes to its page 1 with the filters kept', async () => {
  serveListing();
  const platform = await renderAt('/collections/seating/lounge-chairs?page=2&material[0]=leather');
  const select = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
  expect(select.value).toBe('featured');
  expect([...select.options].map((option) => option.textContent)).toEqual([
    'Featured',
    'Price: low to high',
    'Price: high to low',
  ]);

  await userEvent.selectOptions(select, 'Price: low to high');
  // The choice and the dimmed listing at once; the URL (page 1, the filter kept) after that paint.
  expect(select.value).toBe('price_asc');
  expect(document.querySelector('[aria-busy="true"] article')).not.toBeNull();
  await waitFor(() =>
    expect(platform.navigation.navigate).toHaveBeenLastCalledWith(
      '/collections/seating/lounge-chairs?material%5B0%5D=leather&sort=price_asc',
    ),
  );
  await waitFor(() =>
    expect(decodeURIComponent(listingUrls.at(-1)!)).toBe(
      '?path=seating/lounge-chairs&material[0]=leather&sort=price_asc',
    ),
  );
  // The pages' links follow in the render after the tap's paint.
  const pageTwo = () =>
    within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', {
      name: 'Page 2',
    });
  await waitFor(() =>
    expect(decodeURIComponent(pageTwo().getAttribute('href')!)).toBe(
      '/collections/seating/lounge-chairs?page=2&material[0]=leather&sort=price_asc',
    ),
  );

  // A filter ticked keeps the order.
  await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Walnut (4)' }));
  await waitFor(() =>
    expect(decodeURIComponent(window.location.search)).toBe(
      '?material[0]=leather&material[1]=walnut&sort=price_asc',
    ),
  );
  expect(select.value).toBe('price_asc');

  await goBack();
  await goBack();
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'featured',
    ),
  );
  expect(decodeURIComponent(window.location.search)).toBe('?page=2&material[0]=leather');
});

test('an order the page does not know is Featured', async () => {
  serveListing();
  await renderAt('/collections/seating/lounge-chairs?sort=cheapest');
  const select = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
  expect(select.value).toBe('featured');
  expect(listingUrls).toEqual(['?path=seating%2Flounge-chairs']);
});

test('without scripts the order is a GET form of the filters and the order; the filters, the switch and the pages keep it', async () => {
  serveListing();
  await renderAt(
    '/collections/seating/lounge-chairs?page=3&material[0]=leather&express_shipping=true&sort=price_desc',
  );
  const select = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
  expect(select.value).toBe('price_desc');
  const sortForm = select.form!;
  expect([sortForm.getAttribute('method'), sortForm.getAttribute('action')]).toEqual([
    'get',
    '/collections/seating/lounge-chairs',
  ]);
  // Chosen as a shopper without scripts would, then sent: page 1 of that order, the filters kept.
  select.value = 'price_asc';
  expect(sentFields(sortForm)).toEqual([
    ['material[0]', 'leather'],
    ['express_shipping', 'true'],
    ['sort', 'price_asc'],
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
  const filters = (screen.getByRole('checkbox', { name: 'Leather (7)' }) as HTMLInputElement).form!;
  expect(sentFields(filters)).toContainEqual(['sort', 'price_desc']);
  expect(
    decodeURIComponent(
      screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')!,
    ),
  ).toBe('/collections/seating/lounge-chairs?sort=price_desc');
  const toggle = screen.getByRole('switch', { name: 'Express shipping (6)' }) as HTMLButtonElement;
  expect(sentFields(toggle.form!)).toEqual([
    ['material[0]', 'leather'],
    ['sort', 'price_desc'],
  ]);
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    decodeURIComponent(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')!),
  ).toBe(
    '/collections/seating/lounge-chairs?page=2&material[0]=leather&express_shipping=true&sort=price_desc',
  );
});

test('the mobile toggle opens the filters as a sheet; Escape, the close button or the count close it, back on the toggle', async () => {
  serveListing();
  await renderAt('/collections/seating/lounge-chairs');
  const toggle = await screen.findByRole('button', { name: 'Show filters' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const sheet = screen.getByRole('dialog', { name: 'Filters' });
  await waitFor(() =>
    expect(document.activeElement).toBe(
      within(sheet).getByRole('button', { name: 'Close filters' }),
    ),
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);

  await userEvent.click(toggle);
  await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(toggle);
  await userEvent.click(screen.getByRole('button', { name: 'Show 110 products' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

test("no matching products shows the spec's empty results text 'No results.' and a way to clear the filters", async () => {
  serveListing((query) => HttpResponse.json(listing(query, [], 0)));
  await renderAt('/collections/seating/lounge-chairs?color[0]=black');
  expect(await screen.findByText('No results.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(
    '/collections/seating/lounge-chairs',
  );
});

test('a failed load shows an error with a retry', async () => {
  let calls = 0;
  serveListing((query) => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json({ message: 'down' }, { status: 503 })
      : HttpResponse.json(listing(query));
  });
  await renderAt('/collections/seating/lounge-chairs');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load this collection. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
});

test('an unknown collection is the 404 page', async () => {
  serveListing(() => HttpResponse.json({ message: 'Collection not found' }, { status: 404 }));
  const platform = await renderAt('/collections/nope');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});

test('a path the service refuses (deeper than three levels) is the 404 page too', async () => {
  serveListing(() =>
    HttpResponse.json(
      { message: 'path must be 1 to 3 collection slugs joined by /' },
      { status: 400 },
    ),
  );
  const platform = await renderAt('/collections/a/b/c/d');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});

test("a designer's collection is titled '{name} Collection' and asks for the designer path", async () => {
  serveListing((query) => {
    const data = listing(query);
    const designer = {
      name: 'Arne Jacobsen',
      slug: 'jacobsen',
      country: 'Denmark',
      avatar: PRODUCT_IMAGE,
    };
    return HttpResponse.json({
      ...data,
      designer,
      collection: { ...data.collection, title: 'Arne Jacobsen Collection' },
    });
  });
  const platform = await renderAt('/collections/designer-furniture/jacobsen');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Arne Jacobsen Collection',
  );
  expect(listingUrls[0]).toBe('?path=designer-furniture%2Fjacobsen');
  await waitFor(() =>
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Arne Jacobsen Collection', exactTitle: false }),
    ),
  );
});

test('options the collection does not offer are dropped: not ticked, not in its links, not asked for', async () => {
  // As the service answers: an asked value it does not know is listed ticked with no products.
  serveListing((query) => {
    const data = listing(query);
    const made = new URLSearchParams(query).getAll('material[0]').filter((v) => v === 'zzz');
    if (made.length === 0) return HttpResponse.json(data);
    return HttpResponse.json({
      ...listing(query, [], 0),
      facets: {
        ...data.facets,
        material: [...data.facets.material, option('zzz', 'zzz', 0, true)],
      },
    });
  });
  await renderAt(
    '/collections/seating/lounge-chairs?material[0]=zzz&material[1]=leather&color[0]=purple',
  );
  expect(await screen.findByRole('link', { name: 'Chair 1' })).toBeTruthy();
  // The collection's options first (its unfiltered listing), then the listing with the offered ones only.
  expect(listingUrls.map(decodeURIComponent)).toEqual([
    '?path=seating/lounge-chairs',
    '?path=seating/lounge-chairs&material[0]=leather',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
  expect(screen.queryByRole('checkbox', { name: /zzz|purple/i })).toBeNull();
  expect((screen.getByRole('checkbox', { name: 'Leather (7)' }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect(screen.queryByText('No results.')).toBeNull();
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    decodeURIComponent(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')!),
  ).toBe('/collections/seating/lounge-chairs?page=2&material[0]=leather');
});

test('a page past the last is the 404 page (an empty first page says No results., above)', async () => {
  serveListing((query) => HttpResponse.json(listing(query, [], 5)));
  const past = await renderAt('/collections/seating/lounge-chairs?page=99');
  await waitFor(() => expect(past.navigation.notFound).toHaveBeenCalled());
});
