import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

const contentSeed = seedPart('content');

let service: TestService;
let client: TestClient;

beforeAll(async () => {
  // The module is loaded after startTestService has pointed the environment at the test database.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule);
  client = new TestClient(service.url);
});

afterAll(async () => {
  await service?.stop();
});

describe('before seeding', () => {
  it('404s for the home content and pages', async () => {
    expect((await client.get('/api/content/home')).body).toMatchObject({
      statusCode: 404,
      message: 'Home content not found',
    });
    expect((await client.get('/api/content/pages/about-us')).status).toBe(404);
  });
});

describe('seeded', () => {
  beforeAll(() => contentSeed.seed(service.db));

  it('reports the database up on /health', async () => {
    const res = await client.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.info.database.status).toBe('up');
  });

  it('seeds idempotently', async () => {
    const snapshot = async () => ({
      pages: await service.db.collection('pages').find().sort({ slug: 1 }).toArray(),
      home: await service.db.collection('home').find().toArray(),
    });
    const before = await snapshot();
    await contentSeed.seed(service.db);
    expect(await snapshot()).toEqual(before);
    expect(before.home).toHaveLength(1);
  });

  describe('GET /api/content/pages/:slug', () => {
    it('returns the about-us page with story, mission, quality, disclaimer and contact', async () => {
      const res = await client.get('/api/content/pages/about-us');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['html', 'slug', 'title']);
      expect(res.body).toMatchObject({ slug: 'about-us', title: 'About Us' });
      for (const text of [
        'Our story',
        'Our mission',
        'commitment to quality',
        'not affiliated with',
        '+1 (555) 013-2025',
        'hello@sohnne.test',
      ]) {
        expect(res.body.html).toContain(text);
      }
      expect(res.body.html).toContain('href="tel:+15550132025"');
    });

    it('sanitizes stored HTML when it is read', async () => {
      await service.db.collection('pages').insertOne({
        slug: 'tampered',
        title: 'Tampered',
        html: '<h2>Hello</h2><script>alert(1)</script><img src=x onerror="alert(2)"><p onmouseover="x()">Text <a href="javascript:alert(3)">link</a></p>',
      });
      const res = await client.get('/api/content/pages/tampered');
      expect(res.status).toBe(200);
      expect(res.body.html).toBe('<h2>Hello</h2><p>Text <a>link</a></p>');
      for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<img'])
        expect(res.body.html).not.toContain(bad);
    });

    it('404s for an unknown page', async () => {
      const res = await client.get('/api/content/pages/no-such-page');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        statusCode: 404,
        error: 'Not Found',
        message: 'Page not found',
      });
    });

    it('400s for a malformed slug or unknown query parameters', async () => {
      const malformed = await client.get('/api/content/pages/About%20Us');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('slug must be lowercase words joined by hyphens');
      const extra = await client.get('/api/content/pages/about-us?preview=true');
      expect(extra.status).toBe(400);
      expect(extra.body.message).toContain('property preview should not exist');
    });
  });

  describe('GET /api/content/home', () => {
    it('returns the hero and the carousel title', async () => {
      const res = await client.get('/api/content/home');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        hero: {
          title: expect.any(String),
          subtitle: expect.any(String),
          image: {
            url: '/media/hero.svg',
            alternativeText: expect.any(String),
            width: 1600,
            height: 900,
          },
          cta: { label: 'Shop Collections', href: '/collections' },
        },
        carousel: { title: expect.any(String) },
      });
    });

    it('400s for unknown query parameters', async () => {
      const res = await client.get('/api/content/home?lang=de');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: ['property lang should not exist'],
      });
    });
  });
});
