import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

let service: TestService;
let client: TestClient;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule);
  client = new TestClient(service.url);
  await seedPart('content').seed(service.db);
});

afterAll(async () => {
  await service?.stop();
});

const page = async (slug: string) => {
  const res = await client.get(`/api/content/pages/${slug}`);
  expect(res.status).toBe(200);
  return res.body as { slug: string; title: string; html: string };
};

describe('policy and program pages', () => {
  it('serves every page the footer and the spec link to, cacheable', async () => {
    const slugs = [
      'accessibility',
      'delivery',
      'do-not-sell-my-personal-information',
      'environment',
      'privacy-policy',
      'promo-terms',
      'referral',
      'referral-terms',
      'sohnne-club-terms',
      'terms-of-use',
      'warranty',
      'shipping-return',
      'shipping-info',
    ];
    for (const slug of slugs) {
      const res = await client.get(`/api/content/pages/${slug}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('public');
      expect(res.headers.get('etag')).toBeTruthy();
    }
    expect((await page('delivery')).title).toBe('Shipping & Delivery');
    expect((await page('do-not-sell-my-personal-information')).title).toBe('Your Privacy Choices');
  });

  it('shipping-info covers every section with the policy constants', async () => {
    const { html } = await page('shipping-info');
    const sections = [
      'Contactless delivery',
      'Free shipping',
      'International and bulky items',
      'Areas outside the standard service area',
      'Measuring your space',
      'Scheduling',
      'Delivery day',
      'Box removal',
      'Certificate of insurance',
      'Local partners',
      'Refused delivery',
      'Delivery windows',
      'Out of stock',
      'Customs support',
      'Order holds',
      'Delivery date requests',
      'Post-delivery assurance',
      'Split deliveries',
      'Cancellations',
    ];
    for (const section of sections) expect(html).toContain(`<h2>${section}</h2>`);
    const facts = [
      'for $0',
      '$49 return shipping fee',
      '5% cancellation fee',
      'within up to 10 business days',
      'reported within 48 hours',
      'up to 30 days',
      'within 30 days of purchase',
      'at least 10 days apart',
      '24 to 48 hours ahead',
      'about 30 minutes before arrival',
      '9am to 5pm, Monday to Friday',
      'in about 2 business days',
      'the longest among the items',
      'In-room delivery is available in the USA only',
      'We do not offer expedited shipping',
    ];
    for (const fact of facts) expect(html).toContain(fact);
  });

  it('promo terms end with a link to /contact-us; returns name the cancel button in My Account', async () => {
    expect((await page('promo-terms')).html).toMatch(/<a href="\/contact-us">Contact us<\/a>\.<\/p>$/);
    const returns = await page('shipping-return');
    expect(returns.title).toBe('Return & Exchanges');
    expect(returns.html).toContain('cancel button on the order in My Account');
  });
});
