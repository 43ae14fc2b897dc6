/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { getConnectionToken } from '@nestjs/mongoose';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import type { Connection } from 'mongoose';

const commerceSeed = require('../../../infra/seed/commerce.js');

let service: TestService;
let connection: Connection;

beforeAll(async () => {
  service = await startTestService(() => require('../src/app.module').AppModule);
  connection = service.app.get<Connection>(getConnectionToken());
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
    await commerceSeed.seed(connection.db);
    await commerceSeed.seed(connection.db);
    expect(await connection.collection('currency_rates').countDocuments()).toBe(2);

    const client = new TestClient(service.url);
    const response = await client.get('/api/currency/rates');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');

    await connection
      .collection('currency_rates')
      .updateOne({ code: 'EUR' }, { $set: { rate: 0.5 } });
    expect((await client.get('/api/currency/rates')).body.rates.EUR).toBe(0.92);
  });
});
