import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { listingApi } from './features/collections/listingApi';
import { makeStore } from './store';

const answer = { products: { data: [{ id: 'p1', name: 'Chair 1' }] }, query: '' };

test('the store takes an answer as the service sent it, frozen at its root and not walked', async () => {
  server.use(http.get('/api/collections/listing', () => HttpResponse.json(answer)));
  const store = makeStore();
  const { data } = await store.dispatch(
    listingApi.endpoints.getListing.initiate({ path: 'seating', query: '' }),
  );
  expect(data).toEqual(answer);
  expect(Object.isFrozen(data)).toBe(true);
  // Immer would have frozen every object inside had it walked the answer.
  expect(Object.isFrozen(data!.products)).toBe(false);
});

test('an error answer stays an error', async () => {
  server.use(
    http.get('/api/collections/listing', () =>
      HttpResponse.json({ message: 'Collection not found' }, { status: 404 }),
    ),
  );
  const { error } = await makeStore().dispatch(
    listingApi.endpoints.getListing.initiate({ path: 'nowhere', query: '' }),
  );
  expect(error).toMatchObject({ status: 404 });
});
