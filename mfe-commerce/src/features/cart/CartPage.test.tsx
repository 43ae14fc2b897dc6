import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { cartLine, cartOf, serveCart } from '../../test/cart';
import { platformPricingInCodes, renderAt } from '../../test/render';

const chair = cartLine();
const lamp = cartLine({
  id: 'line-2',
  productId: 'p2',
  variantId: 'v2',
  slug: 'arc-lamp',
  name: 'Arc Lamp',
  variantLabel: 'Finish: Brass',
  image: {
    url: '/media/arc-lamp.webp',
    alternativeText: 'Brass arc lamp',
    width: 800,
    height: 1000,
  },
  unitPrice: 350.5,
  quantity: 2,
  lineTotal: 701,
});

const renderCart = (path: string) => renderAt(path, platformPricingInCodes());

test('shows the lines with prices formatted by the platform and follows a currency switch', async () => {
  serveCart(cartOf([chair, lamp]));
  const { platform, container } = await renderCart('/cart');

  expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();

  const lines = await screen.findAllByRole('listitem');
  expect(lines).toHaveLength(2);
  const first = within(lines[0]);
  expect(first.getByRole('link', { name: 'Lounge Chair' }).getAttribute('href')).toBe(
    '/product/lounge-chair',
  );
  const image = first.getByRole('img', { name: 'Walnut lounge chair' });
  expect(image.getAttribute('width')).toBe('800');
  expect(image.getAttribute('height')).toBe('1000');
  expect(first.getByText('Color: Walnut')).toBeTruthy();
  expect(first.getByText('USD 1200.00 each')).toBeTruthy();
  expect(first.getByText('USD 1200.00')).toBeTruthy();
  expect(within(lines[1]).getByText('USD 350.50 each')).toBeTruthy();
  expect(within(lines[1]).getByText('USD 701.00')).toBeTruthy();
  expect(
    (within(lines[1]).getByRole('spinbutton', { name: 'Quantity of Arc Lamp' }) as HTMLInputElement)
      .value,
  ).toBe('2');

  expect(screen.getByText('Subtotal (3 items)')).toBeTruthy();
  expect(screen.getByText('USD 1901.00')).toBeTruthy();
  expect(screen.getByText('Shipping and taxes are calculated at checkout.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
    '/collections',
  );
  expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');

  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalledTimes(1));
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Cart' }),
  );
  expect(platform.analytics.track).toHaveBeenCalledWith(
    'view_cart',
    expect.objectContaining({ value: 1901 }),
  );
  const root = container.querySelector('[data-mfe="commerce"]');
  expect(root?.getAttribute('data-mfe-version')).toBe('0.0.0-test');

  act(() => platform.currency.set('EUR'));
  expect(screen.getByText('EUR 950.50')).toBeTruthy();
  expect(within(lines[1]).getByText('EUR 175.25 each')).toBeTruthy();
  expect(within(lines[1]).getByText('EUR 350.50')).toBeTruthy();
});

test('+ sends PATCH with quantity + 1 (with the CSRF header), shows the server cart and refreshes the header', async () => {
  serveCart(cartOf([chair, lamp]));
  const patches: { lineId: unknown; body: unknown; csrf: string | null }[] = [];
  server.use(
    http.patch('/api/cart/items/:lineId', async ({ request, params }) => {
      patches.push({
        lineId: params.lineId,
        body: await request.json(),
        csrf: request.headers.get('x-csrf-token'),
      });
      return HttpResponse.json(cartOf([{ ...chair, quantity: 2, lineTotal: 2400 }, lamp]));
    }),
  );
  const { platform, user } = await renderCart('/cart');

  await user.click(
    await screen.findByRole('button', { name: 'Increase quantity of Lounge Chair' }),
  );

  const line = screen.getAllByRole('listitem')[0];
  await waitFor(() => expect(within(line).getByText('USD 2400.00')).toBeTruthy());
  expect(patches).toEqual([{ lineId: 'line-1', body: { quantity: 2 }, csrf: 'csrf-token' }]);
  expect(
    (screen.getByRole('spinbutton', { name: 'Quantity of Lounge Chair' }) as HTMLInputElement)
      .value,
  ).toBe('2');
  expect(screen.getByText('USD 3101.00')).toBeTruthy();
  expect(platform.cart.refresh).toHaveBeenCalledTimes(1);
});

test('a tapped quantity shows at once, the line busy, until the server answers', async () => {
  serveCart(cartOf([chair, lamp]));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.patch('/api/cart/items/:lineId', async () => {
      await answered;
      return HttpResponse.json(cartOf([{ ...chair, quantity: 2, lineTotal: 2400 }, lamp]));
    }),
  );
  const { user } = await renderCart('/cart');
  const quantity = () =>
    (screen.getByRole('spinbutton', { name: 'Quantity of Lounge Chair' }) as HTMLInputElement)
      .value;

  await user.click(
    await screen.findByRole('button', { name: 'Increase quantity of Lounge Chair' }),
  );

  expect(quantity()).toBe('2');
  const line = screen.getAllByRole('listitem')[0];
  expect(line.getAttribute('aria-busy')).toBe('true');
  expect(within(line).getByText('USD 1200.00')).toBeTruthy();
  act(() => answer());
  // The call is sent after the tap's paint: the server's cart arrives on its own time.
  expect(await within(line).findByText('USD 2400.00')).toBeTruthy();
  await waitFor(() => expect(line.getAttribute('aria-busy')).toBeNull());
  expect(quantity()).toBe('2');
});

test('a typed quantity is sent on Enter, clamped to 99', async () => {
  serveCart(cartOf([chair]));
  const bodies: unknown[] = [];
  server.use(
    http.patch('/api/cart/items/:lineId', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(cartOf([{ ...chair, quantity: 99, lineTotal: 118800 }]));
    }),
  );
  const { user } = await renderCart('/cart');

  const input = await screen.findByRole('spinbutton', { name: 'Quantity of Lounge Chair' });
  await user.clear(input);
  await user.type(input, '150{Enter}');

  await waitFor(() => expect(bodies).toEqual([{ quantity: 99 }]));
  expect(await within(screen.getByRole('listitem')).findByText('USD 118800.00')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Increase quantity of Lounge Chair' })).toHaveProperty(
    'disabled',
    true,
  );
});

test('a failed update shows the server message as an error toast', async () => {
  serveCart(cartOf([chair]));
  server.use(
    http.patch('/api/cart/items/:lineId', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: ['quantity must be a whole number from 1 to 99'],
          error: 'Bad Request',
        },
        { status: 400 },
      ),
    ),
  );
  const { platform, user } = await renderCart('/cart');

  await user.click(
    await screen.findByRole('button', { name: 'Increase quantity of Lounge Chair' }),
  );

  await waitFor(() =>
    expect(platform.toasts.error).toHaveBeenCalledWith(
      'quantity must be a whole number from 1 to 99',
    ),
  );
  expect(platform.cart.refresh).not.toHaveBeenCalled();
  // The tapped quantity showed at once; refused, it goes back once the change has settled.
  await waitFor(() =>
    expect(
      (screen.getByRole('spinbutton', { name: 'Quantity of Lounge Chair' }) as HTMLInputElement)
        .value,
    ).toBe('1'),
  );
});

test('Remove sends DELETE, tracks remove_from_cart, and the last removal shows the empty state', async () => {
  serveCart(cartOf([chair, lamp]));
  const deleted: unknown[] = [];
  let remaining = [chair, lamp];
  server.use(
    http.delete('/api/cart/items/:lineId', ({ params }) => {
      deleted.push(params.lineId);
      remaining = remaining.filter((line) => line.id !== params.lineId);
      return HttpResponse.json(cartOf(remaining));
    }),
  );
  const { platform, user } = await renderCart('/cart');

  await user.click(await screen.findByRole('button', { name: 'Remove Arc Lamp' }));

  await waitFor(() => expect(screen.queryByRole('link', { name: 'Arc Lamp' })).toBeNull());
  expect(deleted).toEqual(['line-2']);
  expect(screen.getByText('Subtotal (1 item)')).toBeTruthy();
  expect(platform.analytics.track).toHaveBeenCalledWith(
    'remove_from_cart',
    expect.objectContaining({ items: [expect.objectContaining({ item_id: 'p2', quantity: 2 })] }),
  );
  expect(platform.cart.refresh).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Remove Lounge Chair' }));
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  expect(platform.cart.refresh).toHaveBeenCalledTimes(2);
});

test('an empty cart says so and offers a way on', async () => {
  serveCart(cartOf([]));
  const { platform } = await renderCart('/cart');

  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
    '/collections',
  );
  expect(screen.queryByText(/Subtotal/)).toBeNull();
  expect(platform.pageLoad.done).toHaveBeenCalledTimes(1);
});

test('a commerce service that is down shows the error state, and Try again loads the cart', async () => {
  server.use(
    http.get('/api/cart', () =>
      HttpResponse.json({ statusCode: 502, message: 'Bad Gateway' }, { status: 502 }),
    ),
  );
  const { platform, user } = await renderCart('/cart');

  expect(await screen.findByText("We couldn't load your cart. Please try again.")).toBeTruthy();
  expect(platform.pageLoad.done).toHaveBeenCalledTimes(1);

  serveCart(cartOf([chair]));
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('link', { name: 'Lounge Chair' })).toBeTruthy();
  expect(screen.queryByText("We couldn't load your cart. Please try again.")).toBeNull();
});

test('paths the route list does not have render nothing: the shell answers them with its 404 page', async () => {
  for (const path of ['/cart/unknown', '/checkout/unknown']) {
    const view = await renderAt(path);
    expect(view.container.querySelector('[data-mfe="commerce"]')?.childElementCount).toBe(0);
    expect(view.platform.navigation.notFound).not.toHaveBeenCalled();
    view.unmount();
  }
});

/** What the browser posts for a form: each named control's value, the pressed button's too. */
function posted(form: HTMLFormElement, submitter?: HTMLButtonElement) {
  const fields = Object.fromEntries(
    [...form.querySelectorAll('input')]
      .filter((input) => input.name)
      .map((input) => [input.name, input.value]),
  );
  return submitter?.name ? { ...fields, [submitter.name]: submitter.value } : fields;
}

/** Whether each submit event of `run` was left to the browser (a native post) or prevented. */
async function nativePosts(run: () => Promise<void>) {
  const natives: boolean[] = [];
  const watch = (event: Event) => natives.push(!event.defaultPrevented);
  document.addEventListener('submit', watch);
  await run();
  document.removeEventListener('submit', watch);
  return natives;
}

test("before scripts each line's quantity and Remove are posts to the cart's action; hydrated, one call each and no post", async () => {
  serveCart(cartOf([chair, lamp]));
  const patched: unknown[] = [];
  server.use(
    http.patch('/api/cart/items/:lineId', async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json(cartOf([chair, { ...lamp, quantity: 3, lineTotal: 1051.5 }]));
    }),
    http.delete('/api/cart/items/:lineId', () => HttpResponse.json(cartOf([chair]))),
  );
  const { user } = await renderCart('/cart');

  const increase = (await screen.findByRole('button', {
    name: 'Increase quantity of Arc Lamp',
  })) as HTMLButtonElement;
  const quantityForm = increase.form!;
  expect(quantityForm.getAttribute('method')).toBe('post');
  expect(increase.type).toBe('submit');
  expect(posted(quantityForm, increase)).toEqual({
    _csrf: expect.any(String),
    intent: 'quantity',
    lineId: 'line-2',
    name: 'Arc Lamp',
    quantity: '2',
    step: '1',
  });
  // Enter in the box submits with the form's first button, which sends no step.
  const [defaultButton] = quantityForm.querySelectorAll('button');
  expect(defaultButton.type).toBe('submit');
  expect(defaultButton.name).toBe('');

  const remove = screen.getByRole('button', { name: 'Remove Arc Lamp' }) as HTMLButtonElement;
  expect(remove.form!.getAttribute('method')).toBe('post');
  expect(posted(remove.form!, remove)).toEqual({
    _csrf: expect.any(String),
    intent: 'remove',
    lineId: 'line-2',
    name: 'Arc Lamp',
  });

  expect(await nativePosts(() => user.click(increase))).toEqual([]);
  await waitFor(() => expect(patched).toEqual([{ quantity: 3 }]));
  expect(await nativePosts(() => user.click(remove))).toEqual([false]);
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Arc Lamp' })).toBeNull());
});

test("the cart's coupon is the platform's form (_shell=coupon) before scripts; hydrated, the platform applies and removes it", async () => {
  serveCart(cartOf([chair]));
  const { platform, user } = await renderCart('/cart');
  const form = (await screen.findByRole('form', { name: 'Coupon' })) as HTMLFormElement;
  const apply = within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
  expect(form.getAttribute('method')).toBe('post');
  expect(apply.type).toBe('submit');
  await user.type(within(form).getByLabelText('Coupon code'), ' WELCOME35 ');
  expect(posted(form)).toEqual({
    _csrf: expect.any(String),
    _shell: 'coupon',
    code: ' WELCOME35 ',
  });

  expect(await nativePosts(() => user.click(apply))).toEqual([false]);
  expect(platform.cart.applyCoupon).toHaveBeenCalledWith('WELCOME35');
  const remove = await within(form).findByRole('button', { name: 'Remove coupon WELCOME35' });
  expect(posted(form)).toEqual({ _csrf: expect.any(String), _shell: 'coupon', intent: 'remove' });

  expect(await nativePosts(() => user.click(remove))).toEqual([false]);
  expect(platform.cart.clearCoupon).toHaveBeenCalledTimes(1);
  expect(await within(form).findByLabelText('Coupon code')).toBeTruthy();
});
