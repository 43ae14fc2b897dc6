import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ProductDetail } from '@sohnne/contracts';
import { createFakePlatform, server, type FakePlatformOptions } from '@sohnne/web-testing';
import { productHead } from './productHead';
import { renderAt as renderCatalogAt, sentFields, submissions } from '../../test/catalog';

/** The gallery's photos, in their order. */
const photos = () =>
  within(screen.getByRole('list', { name: /photos$/ }))
    .getAllByRole('listitem')
    .map((slide) => within(slide).getByRole('img'));

const img = (name: string, alt: string) => ({
  url: `/media/products/${name}.svg`,
  alternativeText: alt,
  width: 800,
  height: 1000,
});
const card = (id: string, slug: string, name: string) => ({
  id,
  slug,
  name,
  designer: 'Hans Wegner',
  badge_text: null,
  image: img(slug, name),
  pay_price: 500,
  was_price: null,
  variant_id: `${id}-v`,
});

const product: ProductDetail = {
  id: 'p1',
  slug: 'egg-chair',
  name: 'Egg Chair (Jacobsen Style Replica)',
  designer: 'Arne Jacobsen',
  description: 'A sculpted shell on a swivel base.',
  badge_text: 'Best Seller',
  featured: true,
  collection_slugs: ['lounge-chairs', 'seating'],
  image: img('egg-1', 'Egg chair in olive wool'),
  image_list: [img('egg-1', 'Egg chair in olive wool')],
  price: 1299,
  discount_price: 999,
  is_discount: true,
  pay_price: 999,
  was_price: 1299,
  variant_id: 'v-olive',
  variants: [
    {
      id: 'v-olive',
      type: 'Color',
      value: 'Olive Wool',
      price: 1299,
      discount_price: 999,
      is_discount: true,
      pay_price: 999,
      was_price: 1299,
      gallery: [
        img('egg-1', 'Egg chair in olive wool'),
        img('egg-2', 'Egg chair in olive wool, back'),
      ],
    },
    {
      id: 'v-cognac',
      type: 'Color',
      value: 'Cognac Leather',
      price: 1599,
      discount_price: null,
      is_discount: false,
      pay_price: 1599,
      was_price: null,
      gallery: [img('egg-3', 'Egg chair in cognac leather')],
    },
  ],
  designer_ref: { name: 'Arne Jacobsen', slug: 'jacobsen' },
  category: 'lounge-chairs',
  express_shipping: true,
  dimensions: 'W 86 x D 79 x H 107 cm',
  materials: ['Fibreglass', 'Wool'],
  colors: ['green', 'brown'],
  delivery_note: 'In stock: ships within 1 business day.',
  breadcrumb: [
    { name: 'Seating', path: '/collections/seating' },
    { name: 'Lounge Chairs', path: '/collections/seating/lounge-chairs' },
  ],
  related: [
    card('p2', 'papa-bear-chair', 'Papa Bear Chair'),
    card('p3', 'swan-chair', 'Swan Chair'),
  ],
};

const renderAt = (path: string, options?: FakePlatformOptions) =>
  renderCatalogAt(path, createFakePlatform(options));

const answer = (body: ProductDetail, wait = 0) =>
  server.use(
    http.get('/api/products/by-slug/egg-chair', async () => {
      if (wait) await delay(wait);
      return HttpResponse.json(body);
    }),
  );

test('shows the product with its sale price, variant choice, details, breadcrumb and related products', async () => {
  answer(product, 30);
  const platform = await renderAt('/product/egg-chair', { currency: 'EUR', rates: { EUR: 0.5 } });

  expect(await screen.findByTestId('product-skeleton')).toBeTruthy();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Egg Chair (Jacobsen Style Replica)',
  );
  expect(screen.getByText('€649.50').tagName).toBe('DEL');
  expect(screen.getByText('€499.50').tagName).toBe('STRONG');
  expect(screen.getByRole('group', { name: 'Color: Olive Wool' })).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Olive Wool' }) as HTMLInputElement).checked).toBe(
    true,
  );

  const [photo, second] = photos();
  expect(photos()).toHaveLength(2);
  expect(photo.getAttribute('alt')).toBe('Egg chair in olive wool');
  expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['800', '1000']);
  expect(second.getAttribute('loading')).toBe('lazy');
  // A thumbnail or Next shows its photo: the track scrolls to it, its thumbnail is the current one.
  const thumbnails = screen.getAllByRole('button', { name: /Show photo/ });
  expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual([
    'true',
    'false',
  ]);
  expect(
    (screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual([
    'false',
    'true',
  ]);
  expect((screen.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  await userEvent.click(thumbnails[0]);
  expect(thumbnails[0].getAttribute('aria-current')).toBe('true');

  expect(screen.getByRole('link', { name: 'Arne Jacobsen' }).getAttribute('href')).toBe(
    '/designer/jacobsen',
  );
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'Lounge Chairs' }).getAttribute('href')).toBe(
    '/collections/seating/lounge-chairs',
  );
  expect(screen.getByText('W 86 x D 79 x H 107 cm')).toBeTruthy();
  expect(screen.getByText('Fibreglass, Wool')).toBeTruthy();
  expect(screen.getByText('In stock: ships within 1 business day.')).toBeTruthy();

  const related = within(screen.getByRole('region', { name: 'You may also like' }));
  expect(related.getByRole('link', { name: 'Papa Bear Chair' }).getAttribute('href')).toBe(
    '/product/papa-bear-chair',
  );
  expect(related.getAllByRole('listitem')).toHaveLength(2);

  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: product.name, canonical: '/product/egg-chair' }),
  );
});

test('picking a variant changes price and photos, keeps it in the URL, and adds it to the cart with the quantity', async () => {
  answer(product);
  const platform = await renderAt('/product/egg-chair');
  await screen.findByRole('heading', { level: 1 });

  await userEvent.click(screen.getByRole('radio', { name: 'Cognac Leather' }));
  // The pick shows at once; the URL is written after that paint.
  expect(screen.getByRole('group', { name: 'Color: Cognac Leather' })).toBeTruthy();
  expect(screen.getByText('$1,599.00')).toBeTruthy();
  expect(screen.queryByText('Sale')).toBeNull();
  await waitFor(() =>
    expect(platform.navigation.navigate).toHaveBeenCalledWith(
      '/product/egg-chair?variant=v-cognac',
      { replace: true },
    ),
  );
  // The chosen variant's photo comes first, the product's other photos after it.
  await waitFor(() => expect(photos()[0].getAttribute('alt')).toBe('Egg chair in cognac leather'));
  expect(photos().map((photo) => photo.getAttribute('src'))).toEqual([
    '/media/products/egg-3.svg',
    '/media/products/egg-1.svg',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
  // The page's own button comes first; the related products' cards have theirs below.
  await userEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]);
  expect(platform.cart.add).toHaveBeenCalledWith({
    productId: 'p1',
    variantId: 'v-cognac',
    quantity: 3,
    name: product.name,
  });
});

test("before scripts the add to cart is a post of the platform's form: the variant and quantity chosen; hydrated, one add and no post", async () => {
  answer(product);
  const platform = await renderAt('/product/egg-chair');
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('radio', { name: 'Cognac Leather' }));
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

  const button = screen.getAllByRole('button', { name: 'Add to cart' })[0] as HTMLButtonElement;
  const form = button.form!;
  expect(form.getAttribute('method')).toBe('post');
  expect(button.type).toBe('submit');
  const fields = Object.fromEntries(sentFields(form));
  expect(fields).toEqual({
    _csrf: expect.any(String),
    _shell: 'add-to-cart',
    productId: 'p1',
    name: product.name,
    variantId: 'v-cognac',
    quantity: '2',
  });

  // One submission, kept from the browser: the platform adds instead.
  expect(await submissions(() => userEvent.click(button))).toEqual([true]);
  expect(platform.cart.add).toHaveBeenCalledTimes(1);
  expect(platform.cart.add).toHaveBeenCalledWith({
    productId: 'p1',
    variantId: 'v-cognac',
    quantity: 2,
    name: product.name,
  });
});

test('the variant in ?variant= is chosen on arrival; arrow keys move between variants', async () => {
  answer(product);
  await renderAt('/product/egg-chair?variant=v-cognac');
  expect(await screen.findByRole('group', { name: 'Color: Cognac Leather' })).toBeTruthy();

  // user-event walks radio groups with CSS.escape, which jsdom lacks; the group's names are plain.
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value },
  });
  const cognac = screen.getByRole('radio', { name: 'Cognac Leather' });
  cognac.focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect((screen.getByRole('radio', { name: 'Olive Wool' }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect(screen.getByRole('group', { name: 'Color: Olive Wool' })).toBeTruthy();
});

test('the wishlist button shows and toggles the mark for a signed-in customer', async () => {
  answer(product);
  const platform = await renderAt('/product/egg-chair', {
    user: { user_id: 'u1', name: 'Ada', email: 'ada@example.com' },
    wishlist: [],
  });
  const wish = await screen.findByRole('button', { name: 'Wishlist' });
  expect(wish.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(wish);
  expect(platform.wishlist.toggle).toHaveBeenCalledWith({ productId: 'p1', name: product.name });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Wishlist' }).getAttribute('aria-pressed')).toBe(
      'true',
    ),
  );
});

test('a product without photos or related products shows a placeholder and no related section', async () => {
  answer({
    ...product,
    image: null,
    image_list: [],
    related: [],
    variants: product.variants.map((v) => ({ ...v, gallery: [] })),
  });
  await renderAt('/product/egg-chair');
  expect(await screen.findByRole('img', { name: `No photo of ${product.name} yet` })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull();
});

test('an unknown slug is a 404', async () => {
  server.use(
    http.get('/api/products/by-slug/nope', () =>
      HttpResponse.json({ statusCode: 404 }, { status: 404 }),
    ),
  );
  const platform = await renderAt('/product/nope');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});

test('a failing service shows an error with a retry', async () => {
  let calls = 0;
  server.use(
    http.get('/api/products/by-slug/egg-chair', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 503 }, { status: 503 })
        : HttpResponse.json(product);
    }),
  );
  await renderAt('/product/egg-chair');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load this product. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(product.name);
});

test('the head carries Product, Offer and BreadcrumbList JSON-LD and Open Graph product tags', () => {
  const head = productHead(product, 'v-cognac');
  expect(head.og).toMatchObject({ type: 'product', image: '/media/products/egg-3.svg' });
  const [item, trail] = head.jsonLd!;
  expect(item).toMatchObject({ '@type': 'Product', name: product.name });
  expect(item.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      price: '999.00',
      priceCurrency: 'USD',
      sku: 'v-olive',
    }),
    expect.objectContaining({ '@type': 'Offer', price: '1599.00', sku: 'v-cognac' }),
  ]);
  expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((trail.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
    'Home',
    'Seating',
    'Lounge Chairs',
    product.name,
  ]);
});
