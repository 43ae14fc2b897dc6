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
      'our-story',
      'why-buy-from-us',
    ];
    for (const slug of slugs) {
      const res = await client.get(`/api/content/pages/${slug}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('public');
      expect(res.headers.get('etag')).toBeTruthy();
    }
    expect((await page('delivery')).title).toBe('Shipping & Delivery');
    expect((await page('our-story')).html).toContain('89% of our orders arrive within 5 to 7 days');
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
    expect((await page('promo-terms')).html).toMatch(
      /<a href="\/contact-us">Contact us<\/a>\.<\/p>$/,
    );
    const returns = await page('shipping-return');
    expect(returns.title).toBe('Return & Exchanges');
    expect(returns.html).toContain('cancel button on the order in My Account');
  });

  it('states the spec facts on returns, couriers and the sign-up reward in its words', async () => {
    const returns = (await page('shipping-return')).html;
    for (const fact of [
      'original condition, tags, packaging and proof of\npurchase',
      'must first be requested by e-mail',
      'Return shipping is not always covered',
    ]) {
      expect(returns).toContain(fact);
    }
    expect((await page('delivery')).html).toContain(
      'three courier partners, UPS, FedEx or DHL, is assigned to your order automatically at checkout',
    );
    expect((await page('sohnne-club-terms')).html).toContain(
      'Sign up: 250 points, and $35 off your first purchase.',
    );
  });

  it("every e-mail address in the content is on the shop's domain", async () => {
    const texts = await Promise.all([
      ...[
        'delivery',
        'shipping-return',
        'warranty',
        'privacy-policy',
        'about-us',
        'accessibility',
      ].map(async (slug) => (await page(slug)).html),
      ...['help', 'customer-care'].map(async (group) =>
        JSON.stringify((await client.get(`/api/content/faqs/${group}`)).body),
      ),
      client.get('/api/content/press').then((res) => JSON.stringify(res.body)),
    ]);
    const addresses = texts.join(' ').match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !address.endsWith('@sohnne.test'))).toEqual([]);
  });
});

describe('GET /api/content/faqs/:group', () => {
  it('answers the /help topics with the spec facts', async () => {
    const res = await client.get('/api/content/faqs/help');
    expect(res.status).toBe(200);
    expect(res.body.topics.map((topic: { topic: string }) => topic.topic)).toEqual([
      'Product Availability',
      'Warehouse and Fulfillment',
      'Payment Method',
      'Shipping Service',
      'Cancellation Policy',
      'Refund Policy',
      'Warranty',
      'financing plan',
    ]);
    const text = JSON.stringify(res.body);
    for (const fact of [
      'the USA, the UK and Germany',
      'three courier partners, UPS, FedEx or DHL, is assigned to your order automatically at checkout',
      'major cards (Visa, Mastercard and American Express), the pay-later service Klarna, the wallet services PayPal, Apple Pay and Google Pay, and an instalment financing plan',
      'Instalment financing is available only in the US',
      '1 to 5 business days after payment',
      'has not shipped yet',
      'A 5% cancellation fee',
      'original payment method',
      'Up to 10 business days',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('answers the six customer-care lists, the popular questions and the four financing questions', async () => {
    const care = await client.get('/api/content/faqs/customer-care');
    const returns = JSON.stringify(
      care.body.topics.find((topic: { topic: string }) => topic.topic === 'Returns & Refunds'),
    );
    for (const fact of [
      'requested by e-mail',
      'original condition, tags, packaging and proof of purchase',
      'Return shipping is not always covered',
    ]) {
      expect(returns).toContain(fact);
    }
    expect(care.body.topics.map((topic: { topic: string }) => topic.topic)).toEqual([
      'Delivery',
      'Returns & Refunds',
      'Order Issues',
      'Product & Stock',
      'Help & FAQ',
      'Technical',
    ]);
    expect(
      (await client.get('/api/content/faqs/customer-care-popular')).body.topics[0].items.length,
    ).toBeGreaterThan(2);
    const financing = await client.get('/api/content/faqs/financing');
    expect(financing.body.topics[0].items).toHaveLength(4);
    const text = JSON.stringify(financing.body);
    for (const fact of [
      '3, 6 or 12 monthly instalments',
      '0% APR',
      '10% to 36% APR',
      'USD 50',
      'United States and its territories',
      'online only',
      'subject to credit approval',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('400s an unknown group', async () => {
    expect((await client.get('/api/content/faqs/gossip')).status).toBe(400);
  });
});

describe('GET /api/content/showrooms/:slug', () => {
  it('answers each showroom with address, hours, map and directions', async () => {
    for (const slug of ['sohnne-berlin', 'sohnne-london', 'sohnne-san-francisco']) {
      const res = await client.get(`/api/content/showrooms/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        slug,
        map: { url: `/media/showrooms/${slug}.svg`, width: 1200, height: 675 },
      });
      expect(res.body.hours.length).toBeGreaterThan(0);
      expect(res.body.directionsUrl).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
    }
    expect((await client.get('/api/content/showrooms/sohnne-london')).body.address).toEqual({
      street: '42 Redchurch Street',
      city: 'London',
      postcode: 'E2 7DJ',
      country: 'United Kingdom',
    });
    const sf = (await client.get('/api/content/showrooms/sohnne-san-francisco')).body;
    expect(sf.address).toEqual({
      street: '1550 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94102',
      country: 'United States',
    });
    expect(decodeURIComponent(sf.directionsUrl)).toContain(
      '1550 Market Street, San Francisco, CA 94102, United States',
    );
  });

  it('404s an unknown showroom', async () => {
    expect((await client.get('/api/content/showrooms/sohnne-paris')).body).toMatchObject({
      statusCode: 404,
      message: 'Showroom not found',
    });
  });
});

describe('GET /api/content/reviews', () => {
  it('answers the star summary and pages of ten reviews', async () => {
    const res = await client.get('/api/content/reviews');
    expect(res.status).toBe(200);
    const ratings = (await service.db.collection('reviews').find().toArray()).map(
      (row) => row.rating as number,
    );
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<string, number>;
    for (const rating of ratings) distribution[String(rating)] += 1;
    expect(res.body.summary).toEqual({
      count: ratings.length,
      average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
      distribution,
    });
    expect(ratings.length).toBeGreaterThanOrEqual(40);
    expect(res.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(ratings.length / 10) });
    expect(res.body.reviews).toHaveLength(10);
    expect(Object.keys(res.body.reviews[0]).sort()).toEqual([
      'author',
      'body',
      'date',
      'id',
      'rating',
      'title',
      'verified',
    ]);
    expect((await client.get('/api/content/reviews?page=0')).status).toBe(400);
    expect((await client.get('/api/content/reviews?page=7.260402895283903e%2B307')).status).toBe(
      400,
    );
  });
});

describe('GET /api/content/press', () => {
  it('answers seven quotes and the media and partnership contacts', async () => {
    const res = await client.get('/api/content/press');
    expect(res.status).toBe(200);
    expect(res.body.quotes).toHaveLength(7);
    expect(res.body.quotes[0]).toEqual({ outlet: expect.any(String), quote: expect.any(String) });
    expect(res.body.contacts).toEqual({
      media: { label: 'Media enquiries', email: 'press@sohnne.test' },
      partnerships: { label: 'Partnerships', email: 'partners@sohnne.test' },
    });
  });
});

describe('GET /api/content/programs', () => {
  it('answers the affiliate and ambassador carousels with photos and handles', async () => {
    for (const name of ['affiliates', 'ambassadors']) {
      const res = await client.get(`/api/content/programs/carousels/${name}`);
      expect(res.status).toBe(200);
      expect(res.body.entries.length).toBeGreaterThanOrEqual(4);
      expect(res.body.entries[0]).toEqual({
        name: expect.any(String),
        handle: expect.stringMatching(/^@/),
        photo: {
          url: expect.stringMatching(/^\/media\/people\/.+\.svg$/),
          width: 400,
          height: 500,
        },
      });
    }
    expect((await client.get('/api/content/programs/carousels/celebrities')).status).toBe(400);
  });

  it('answers the professional services with icons, in order', async () => {
    const res = await client.get('/api/content/programs/professional-services');
    expect(res.status).toBe(200);
    expect(res.body.services[0]).toEqual({
      name: 'Trade pricing',
      icon: { url: '/media/icons/trade-pricing.svg', width: 64, height: 64 },
    });
    expect(res.body.services).toHaveLength(6);
  });
});

describe('the read-only content routes', () => {
  const routes = [
    '/api/content/pages/about-us',
    '/api/content/faqs/help',
    '/api/content/showrooms/sohnne-london',
    '/api/content/press',
    '/api/content/programs/carousels/affiliates',
    '/api/content/programs/professional-services',
  ];

  it('answer with an ETag, cacheable by shared caches', async () => {
    for (const path of routes) {
      const res = await client.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get('cache-control')]).toEqual([
        path,
        'public, max-age=60, stale-while-revalidate=300',
      ]);
      expect(res.headers.get('etag')).toBeTruthy();
    }
  });

  it('keep the home content out of every cache: it says nothing public, so it is no-store (the kit’s rule)', async () => {
    const res = await client.get('/api/content/home');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('400 unknown query parameters', async () => {
    for (const path of [...routes, '/api/content/home']) {
      expect([path, (await client.get(`${path}?lang=de`)).status]).toEqual([path, 400]);
    }
  });
});
