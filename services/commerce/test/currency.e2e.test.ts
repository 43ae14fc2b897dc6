/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

const commerceSeed = seedPart('commerce');

let service: TestService;

beforeAll(async () => {
  service = await startTestService(() => require('../src/app.module').AppModule);
});

afterAll(async () => {
  await service?.stop();
});

describe('GET /api/currency/rates', () => {
  it('answers 503 while no rates are stored', async () => {
    const response = await new TestClient(service.url).get('/api/currency/rates');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Exchange rates are unavailable right now.');
  });

  it('serves the seeded rates against USD, cached for a minute', async () => {
    expect(commerceSeed.dbName).toBe('sohnne_commerce');
    // Seeding twice changes nothing: the seed is idempotent.
    await commerceSeed.seed(service.db);
    await commerceSeed.seed(service.db);
    expect(await service.db.collection('currency_rates').countDocuments()).toBe(2);

    const client = new TestClient(service.url);
    const response = await client.get('/api/currency/rates');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');

    await service.db
      .collection('currency_rates')
      .updateOne({ code: 'EUR' }, { $set: { rate: 0.5 } });
    expect((await client.get('/api/currency/rates')).body.rates.EUR).toBe(0.92);
  });
});
