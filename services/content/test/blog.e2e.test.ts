import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

const contentSeed = seedPart('content') as ReturnType<typeof seedPart> & {
  POSTS: { slug: string; title: string }[];
};

let service: TestService;
let client: TestClient;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule);
  client = new TestClient(service.url);
});

afterAll(async () => {
  await service?.stop();
});

const WP_KEYS = [
  'author_details',
  'categories_name',
  'content',
  'date',
  'date_gmt',
  'excerpt',
  'featured_image_src',
  'id',
  'jetpack_featured_media_url',
  'slug',
  'title',
  'uagb_featured_image_src',
];

describe('blog', () => {
  beforeAll(() => contentSeed.seed(service.db));

  const total = () => contentSeed.POSTS.length;

  it('seeds at least 30 posts with h1-h3 headings', async () => {
    expect(await service.db.collection('posts').countDocuments()).toBe(total());
    expect(total()).toBeGreaterThanOrEqual(30);
  });

  it('pages posts nine at a time, newest first, with totalPages and currentPage', async () => {
    const first = await client.get('/api/content/posts');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(total() / 9) });
    expect(first.body.posts).toHaveLength(9);
    const dates = first.body.posts.map((post: { date: string }) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.headers.get('cache-control')).toContain('public');
    expect(first.headers.get('etag')).toBeTruthy();

    const lastPage = Math.ceil(total() / 9);
    const last = await client.get(`/api/content/posts?page=${lastPage}`);
    expect(last.body.currentPage).toBe(lastPage);
    expect(last.body.posts).toHaveLength(total() - 9 * (lastPage - 1));
    const beyond = await client.get(`/api/content/posts?page=${lastPage + 1}`);
    expect(beyond.body).toMatchObject({ posts: [], currentPage: lastPage + 1 });
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await client.get('/api/content/posts?page=2');
    const again = await client.request('GET', '/api/content/posts?page=2', undefined, {
      // A conditional fetch() adds `Cache-Control: no-cache` unless the request names its own, as browsers' revalidations do.
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('refuses a bad page with 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      'limit=3',
      'page=3.87454824580967e%2B307',
    ]) {
      expect((await client.get(`/api/content/posts?${query}`)).status).toBe(400);
    }
  });

  it('returns a post by slug with the WordPress field names', async () => {
    const res = await client.get('/api/content/posts/the-lounge-chair-at-seventy');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(WP_KEYS);
    expect(res.body).toMatchObject({
      slug: 'the-lounge-chair-at-seventy',
      date: '2023-03-18T09:00:00',
      date_gmt: '2023-03-18T09:00:00',
      title: { rendered: 'The Lounge Chair at Seventy' },
      jetpack_featured_media_url: '/media/blog/the-lounge-chair-at-seventy.svg',
      featured_image_src: '/media/blog/the-lounge-chair-at-seventy.svg',
      categories_name: ['Icons'],
      author_details: {
        name: 'Theo Okafor',
        avatar_urls: { '96': '/media/blog/authors/theo-okafor.svg' },
      },
    });
    expect(res.body.uagb_featured_image_src.full[0]).toBe(
      '/media/blog/the-lounge-chair-at-seventy.svg',
    );
    for (const tag of ['<h1>', '<h2>', '<h3>']) expect(res.body.content.rendered).toContain(tag);
  });

  it('404s an unknown slug and 400s a malformed one', async () => {
    expect((await client.get('/api/content/posts/no-such-post')).body).toMatchObject({
      statusCode: 404,
      message: 'Post not found',
    });
    expect((await client.get('/api/content/posts/Not_A_Slug')).status).toBe(400);
  });

  it('sanitizes a stored body: scripts and event handlers never reach the page', async () => {
    await service.db.collection('posts').insertOne({
      wpId: 99999,
      slug: 'tampered-post',
      title: 'Tampered<script>x()</script>',
      excerpt: '<p onmouseover="x()">Bad</p>',
      html: '<h2 onclick="x()">Safe heading</h2><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      date: new Date('2020-01-01T00:00:00Z'),
      categories: [],
      author: { name: 'X', avatar: '' },
      image: '',
    });
    const res = await client.get('/api/content/posts/tampered-post');
    expect(res.body.content.rendered).toBe(
      '<h2>Safe heading</h2><img src="https://x.test/a.png" /><a>x</a>',
    );
    expect(res.body.title.rendered).toBe('Tampered');
    expect(res.body.excerpt.rendered).toBe('<p>Bad</p>');
    await service.db.collection('posts').deleteOne({ slug: 'tampered-post' });
  });

  it('lists posts for the sitemap by offset, 50 a page', async () => {
    const first = await client.get('/api/pages/blogs/all?offset=0&perPage=50');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(Math.min(50, total()));
    expect(first.body.results[0]).toEqual({
      url: expect.stringMatching(/^\/[a-z0-9-]+$/),
      title: expect.any(String),
    });
    const small = await client.get('/api/pages/blogs/all?offset=10&perPage=5');
    expect(small.body.results).toEqual(first.body.results.slice(10, 15));
    expect(
      (await client.get('/api/pages/blogs/all?offset=50&perPage=50')).body.results,
    ).toHaveLength(Math.max(0, total() - 50));
    for (const query of ['offset=-1', 'perPage=0', 'perPage=101', 'offset=x']) {
      expect((await client.get(`/api/pages/blogs/all?${query}`)).status).toBe(400);
    }
  });
});
