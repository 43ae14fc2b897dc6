import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

let service: TestService;
let client: TestClient;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule, {
    FORM_RATE_LIMIT: '8',
    CONTACT_MESSAGE_NUMBER: '442079460125',
  });
  client = new TestClient(service.url);
});

afterAll(async () => {
  await service?.stop();
});

/** Each test gets a fresh rate-limit window by coming from its own client IP. */
let ip = 0;
const from = () => {
  ip += 1;
  const headers = { 'x-forwarded-for': `203.0.113.${ip}` };
  return {
    post: (path: string, body: unknown) => client.request('POST', path, body, { headers }),
    get: (path: string) => client.request('GET', path, undefined, { headers }),
  };
};
const count = (collection: string) => service.db.collection(collection).countDocuments();

describe('POST /api/content/newsletter', () => {
  it('subscribes once per e-mail (a repeat is idempotent)', async () => {
    const visitor = from();
    const first = await visitor.post('/api/content/newsletter', {
      email: '  Ada@Example.com ',
      name: 'Ada',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email: 'ada@example.com', subscribed: true });
    expect(
      (await visitor.post('/api/content/newsletter', { email: 'ada@example.com' })).status,
    ).toBe(201);
    const stored = await service.db
      .collection('newsletter_signups')
      .find({ email: 'ada@example.com' })
      .toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ada', source: 'blog' });
  });

  it('records the /professionals page as the source of its sign-ups', async () => {
    const res = await from().post('/api/content/newsletter', {
      email: 'studio@example.com',
      source: 'professionals',
    });
    expect(res.status).toBe(201);
    const stored = await service.db
      .collection('newsletter_signups')
      .findOne({ email: 'studio@example.com' });
    expect(stored).toMatchObject({ source: 'professionals' });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const visitor = from();
    const before = await count('newsletter_signups');
    const cases: [unknown, string][] = [
      [{}, 'Please enter a valid email address'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 'b@example.com', name: '' }, 'name must be 1 to 80 characters'],
      [
        { email: 'b@example.com', source: 'spam' },
        'source must be one of: blog, footer, home, professionals',
      ],
      [{ email: 'b@example.com', admin: true }, 'property admin should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await visitor.post('/api/content/newsletter', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    expect(await count('newsletter_signups')).toBe(before);
  });

  it('rate-limits a client with 429', async () => {
    const visitor = from();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push(
        (await visitor.post('/api/content/newsletter', { email: `r${i}@example.com` })).status,
      );
    expect(statuses.slice(0, 8).every((status) => status === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect(
      await service.db.collection('newsletter_signups').countDocuments({ email: 'r8@example.com' }),
    ).toBe(0);
  });
});

describe('POST /api/content/contact', () => {
  const valid = {
    name: 'Ada Wren',
    email: 'ada@example.com',
    topic: 'Delivery',
    message: 'When will my sofa arrive, please?',
  };

  it('stores a valid message', async () => {
    const res = await from().post('/api/content/contact', valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });
    expect(
      await service.db.collection('contact_messages').findOne({ email: 'ada@example.com' }),
    ).toMatchObject(valid);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const visitor = from();
    const before = await count('contact_messages');
    const cases: [unknown, string][] = [
      [{ ...valid, name: '   ' }, 'Please enter your name'],
      [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...valid, topic: 'Gossip' }, 'topic must be one of'],
      [{ ...valid, message: 'short' }, 'Please enter a message of 10 to 5000 characters'],
      [{ name: 'x' }, 'Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await visitor.post('/api/content/contact', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    expect(await count('contact_messages')).toBe(before);
  });

  it('refuses a submission without the CSRF token', async () => {
    const res = await client.request('POST', '/api/content/contact', valid, {
      csrf: false,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the privacy choice (Do Not Sell or Share)', () => {
  it('is false until made, then remembered through the cookie and recorded', async () => {
    const visitor = new TestClient(service.url);
    expect((await visitor.get('/api/content/privacy-choice')).body).toEqual({ optOut: false });
    const set = await visitor.post('/api/content/privacy-choice', {
      optOut: true,
      email: 'Ada@Example.com',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ optOut: true });
    const cookie = set.headers
      .getSetCookie()
      .find((line) => line.startsWith('sohnne_privacy_choice='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect((await visitor.get('/api/content/privacy-choice')).body).toEqual({ optOut: true });
    const visitorId = visitor.cookie('sohnne_privacy_choice');
    expect(await service.db.collection('privacy_choices').findOne({ visitorId })).toMatchObject({
      optOut: true,
      email: 'ada@example.com',
    });

    // Changing one's mind updates the same record.
    expect((await visitor.post('/api/content/privacy-choice', { optOut: false })).body).toEqual({
      optOut: false,
    });
    expect(await service.db.collection('privacy_choices').countDocuments({ visitorId })).toBe(1);
    expect((await visitor.get('/api/content/privacy-choice')).body).toEqual({ optOut: false });
  });

  it('refuses a choice that is not a boolean and stores nothing', async () => {
    const visitor = new TestClient(service.url);
    const before = await count('privacy_choices');
    const res = await visitor.post('/api/content/privacy-choice', { optOut: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('optOut must be true or false');
    expect(await count('privacy_choices')).toBe(before);
  });
});

describe('GET /api/content/contact-channels', () => {
  it('gives the WhatsApp and SMS links of the configured number', async () => {
    const response = await from().get('/api/content/contact-channels');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      whatsapp: 'https://wa.me/442079460125',
      sms: 'sms:+442079460125',
      number: '+442079460125',
    });
  });

  it('refuses unknown query parameters', async () => {
    expect((await from().get('/api/content/contact-channels?x=1')).status).toBe(400);
  });
});
