/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { CatalogStub, FIXTURE_PRODUCTS, IDS } from './catalog-stub';
import { checkoutBody, testCard } from './checkout-body';

const outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-order-mail-'));
let service: TestService;
let stub: CatalogStub;

beforeAll(async () => {
  stub = await new CatalogStub().start(FIXTURE_PRODUCTS);
  service = await startTestService(() => require('../src/app.module').AppModule, {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CATALOG_URL: stub.url,
    MAIL_OUTBOX_DIR: outbox,
  });
  await seedPart('commerce').seed(service.db);
});

afterAll(async () => {
  await service?.stop();
  await stub?.stop();
  rmSync(outbox, { recursive: true, force: true });
});

const place = (client: TestClient, number: string) =>
  client.request('POST', '/api/checkout', checkoutBody({ payment: { card: testCard(number) } }), {
    headers: { 'Idempotency-Key': randomUUID() },
  });

const mails = () =>
  readdirSync(outbox).map(
    (file) =>
      JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
        to: { address: string }[];
        subject: string;
        text: string;
      },
  );

describe('the order-confirmation e-mail', () => {
  it('is sent once to the order’s e-mail when the payment succeeds, never for a declined card', async () => {
    const guest = new TestClient(service.url);
    expect(
      (await guest.post('/api/cart/items', { productId: IDS.tulip, quantity: 1 })).status,
    ).toBe(200);

    expect((await place(guest, '4000 0000 0000 0002')).status).toBe(402);
    expect(readdirSync(outbox)).toHaveLength(0);

    const placed = await place(guest, '4242 4242 4242 4242');
    expect(placed.status).toBe(200);
    const invoiceId: string = placed.body.invoice_id;

    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].to[0].address).toBe('ada@example.com');
    expect(sent[0].subject).toBe(`Your Sohnne order ${invoiceId}`);
    expect(sent[0].text).toContain('Thank you for your order, Ada!');
    expect(sent[0].text).toContain('Total: $450.10');
    // The stored line total and the country by its name.
    expect(sent[0].text).toMatch(/× 1 {2}\$450\.10/);
    expect(sent[0].text).toContain('United States');
    expect(sent[0].text).not.toMatch(/^US$/m);
    expect(sent[0].text).toContain('Free premium shipping, estimated 2-5 business days');
  });
});

describe('GET /api/checkout/settings', () => {
  it('tells the pages the test mode, its cards and the tracking origin', async () => {
    const settings = await new TestClient(service.url).get('/api/checkout/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({
      payment_provider: 'test',
      test_mode: true,
      accepted_test_cards: ['4242 4242 4242 4242'],
      declined_test_cards: ['4000 0000 0000 0002'],
      tracking_url: 'http://localhost:3005',
    });
  });
});
