import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { cartLine, cartOf } from '../../test/cart';
import { postTo } from '../../test/action';
import { cartLineAction } from './cartLineAction';

const chair = cartLine();
const calls: { method: string; line: unknown; body: unknown; csrf: string | null }[] = [];
beforeEach(() => {
  calls.length = 0;
  server.use(
    http.patch('/api/cart/items/:lineId', async ({ request, params }) => {
      const body = (await request.json()) as { quantity: number };
      calls.push({
        method: 'PATCH',
        line: params.lineId,
        body,
        csrf: request.headers.get('x-csrf-token'),
      });
      return HttpResponse.json(cartOf([{ ...chair, quantity: body.quantity }]));
    }),
    http.delete('/api/cart/items/:lineId', ({ request, params }) => {
      calls.push({
        method: 'DELETE',
        line: params.lineId,
        body: null,
        csrf: request.headers.get('x-csrf-token'),
      });
      return HttpResponse.json(cartOf([]));
    }),
  );
});

const quantityForm = (fields: Record<string, string>) => ({
  _csrf: 'token-1',
  intent: 'quantity',
  lineId: 'line-1',
  name: 'Lounge Chair',
  quantity: '2',
  ...fields,
});

test('− and + step from the box, Enter sends the box alone: the same PATCH as the hydrated line, then back to the cart (303)', async () => {
  expect(await postTo(cartLineAction, '/cart', quantityForm({ step: '1' }))).toEqual({
    redirect: '/cart',
    flash: { kind: 'success', text: 'Lounge Chair: quantity 3' },
  });
  await postTo(cartLineAction, '/cart', quantityForm({ step: '-1' }));
  await postTo(cartLineAction, '/cart', quantityForm({ quantity: '7' }));
  // Clamped to 1..99 as the hydrated control clamps a typed value.
  await postTo(cartLineAction, '/cart', quantityForm({ quantity: '250' }));
  await postTo(cartLineAction, '/cart', quantityForm({ quantity: '1', step: '-1' }));
  expect(calls).toEqual(
    [3, 1, 7, 99, 1].map((quantity) => ({
      method: 'PATCH',
      line: 'line-1',
      body: { quantity },
      csrf: 'token-1',
    })),
  );
});

test('a box holding no number changes nothing: back to the cart as it is', async () => {
  expect(await postTo(cartLineAction, '/cart', quantityForm({ quantity: 'x' }))).toEqual({
    redirect: '/cart',
  });
  expect(calls).toEqual([]);
});

test('Remove sends the same DELETE, then back to the cart (303) saying what went', async () => {
  expect(
    await postTo(cartLineAction, '/cart', {
      intent: 'remove',
      lineId: 'line-1',
      name: 'Lounge Chair',
    }),
  ).toEqual({
    redirect: '/cart',
    flash: { kind: 'success', text: 'Lounge Chair removed from your cart' },
  });
  expect(calls).toEqual([{ method: 'DELETE', line: 'line-1', body: null, csrf: 'token-1' }]);
});

test("the service's refusal comes back as the hydrated line's toast, on the cart as the server holds it", async () => {
  server.use(
    http.patch('/api/cart/items/:lineId', () =>
      HttpResponse.json({ message: 'Only 2 left in stock' }, { status: 400 }),
    ),
    http.delete('/api/cart/items/:lineId', () =>
      HttpResponse.json({ message: 'Cart line not found' }, { status: 404 }),
    ),
  );
  expect(await postTo(cartLineAction, '/cart', quantityForm({ step: '1' }))).toEqual({
    redirect: '/cart',
    flash: { kind: 'error', text: 'Only 2 left in stock' },
  });
  expect(
    await postTo(cartLineAction, '/cart', { intent: 'remove', lineId: 'gone', name: 'Lamp' }),
  ).toEqual({ redirect: '/cart', flash: { kind: 'error', text: 'Cart line not found' } });
});

test('a post naming no known change or no line is refused (422) and calls nothing', async () => {
  expect(
    await postTo(cartLineAction, '/cart', { intent: 'empty-all', lineId: 'line-1' }),
  ).toMatchObject({ status: 422 });
  expect(
    await postTo(cartLineAction, '/cart', { intent: 'remove', lineId: '', name: 'Lounge Chair' }),
  ).toMatchObject({ status: 422, errors: { lineId: 'Which line?' } });
  expect(calls).toEqual([]);
});
