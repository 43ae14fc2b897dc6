import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { renderInCatalog } from '../../test/catalog';
import { ProductCarousel } from './ProductCarousel';

// Swiper's DOM measuring does not run in jsdom; the carousel's own logic is what is tested here.
jest.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: ReactNode }) => <div data-testid="swiper">{children}</div>,
  SwiperSlide: ({ children }: { children: ReactNode }) => <div data-testid="slide">{children}</div>,
}));
jest.mock('swiper/modules', () => ({
  A11y: {},
  Autoplay: {},
  Keyboard: {},
  Navigation: {},
  Pagination: {},
}));

const image = {
  url: '/media/p.webp',
  alternativeText: 'Walnut lounge chair, side view',
  width: 800,
  height: 1000,
};
const products = [
  {
    id: 'p1',
    slug: 'lounge-chair',
    name: 'Lounge Chair',
    designer: 'Charles Eames',
    badge_text: 'Best Seller',
    featured: true,
    collection_slugs: ['chairs'],
    image,
    image_list: [image],
    price: 100,
    discount_price: 80,
    is_discount: true,
    pay_price: 80,
    was_price: 100,
    variant_id: 'v1',
    variants: [
      {
        id: 'v1',
        type: 'Color',
        value: 'Walnut',
        price: 100,
        discount_price: 80,
        is_discount: true,
        pay_price: 80,
        was_price: 100,
        gallery: [],
      },
      {
        id: 'v2',
        type: 'Color',
        value: 'Black',
        price: 120,
        discount_price: null,
        is_discount: false,
        pay_price: 120,
        was_price: null,
        gallery: [],
      },
    ],
  },
  {
    id: 'p2',
    slug: 'arc-lamp',
    name: 'Arc Lamp',
    designer: null,
    badge_text: null,
    featured: true,
    collection_slugs: ['lighting'],
    image: { ...image, alternativeText: 'Arc lamp' },
    image_list: [],
    price: 50,
    discount_price: null,
    is_discount: false,
    pay_price: 50,
    was_price: null,
    variant_id: 'v3',
    variants: [
      {
        id: 'v3',
        type: 'Finish',
        value: 'Steel',
        price: 50,
        discount_price: null,
        is_discount: false,
        pay_price: 50,
        was_price: null,
        gallery: [],
      },
    ],
  },
];

function renderCarousel() {
  return renderInCatalog(
    <ProductCarousel title="Featured Classics" />,
    createFakePlatform({ currency: 'EUR', rates: { EUR: 0.9 } }),
  );
}

test('shows featured products with prices in the chosen currency and adds the first variant to the cart', async () => {
  let query = '';
  server.use(
    http.get('/api/products', ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({
        data: products,
        meta: { page: 1, perPage: 12, total: 2, totalPages: 1 },
      });
    }),
  );
  const platform = renderCarousel();

  expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
  // Until the shopper interacts, the slides are static (no Swiper fetched); the first interaction brings it.
  expect(await screen.findAllByRole('group', { name: /^Product \d of 2$/ })).toHaveLength(2);
  expect(screen.queryByTestId('swiper')).toBeNull();
  fireEvent.pointerMove(window);
  const slides = await screen.findAllByTestId('slide');
  expect(slides).toHaveLength(2);
  expect(query).toBe('?featured=true&perPage=12');
  expect(screen.getByRole('heading', { name: 'Featured Classics' })).toBeTruthy();

  const [chair, lamp] = slides;
  expect(within(chair).getByText('€90.00').tagName).toBe('DEL');
  expect(within(chair).getByText('€72.00').tagName).toBe('STRONG');
  expect(within(chair).getByText('Sale')).toBeTruthy();
  expect(within(chair).getByText('Best Seller')).toBeTruthy();
  expect(within(lamp).getByText('€45.00')).toBeTruthy();
  expect(within(lamp).queryByText('Sale')).toBeNull();

  const img = chair.querySelector('img')!;
  expect(img.getAttribute('alt')).toBe('Walnut lounge chair, side view');
  expect(img.getAttribute('loading')).toBe('lazy');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '1000']);

  const name = within(chair).getByRole('link', { name: 'Lounge Chair' });
  expect(name.getAttribute('href')).toBe('/product/lounge-chair');
  await userEvent.click(name);
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/product/lounge-chair');

  let finish: () => void = () => {};
  platform.cart.add.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  const add = within(chair).getByRole('button', { name: 'Add to cart' });
  await userEvent.click(add);
  expect(platform.cart.add).toHaveBeenCalledWith({
    productId: 'p1',
    variantId: 'v1',
    quantity: 1,
    name: 'Lounge Chair',
  });
  expect((add as HTMLButtonElement).disabled).toBe(true);
  finish();
  expect(await within(chair).findByRole('button', { name: 'Add to cart' })).toBeTruthy();
  expect(
    (within(chair).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled,
  ).toBe(false);
});

test('an unavailable catalog service shows an error inside the carousel only', async () => {
  server.use(
    http.get('/api/products', () => HttpResponse.json({ statusCode: 500 }, { status: 500 })),
  );
  renderCarousel();
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load these products.",
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});
