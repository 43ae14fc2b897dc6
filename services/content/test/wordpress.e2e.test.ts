import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

const FIXTURE = path.join(__dirname, 'fixtures', 'wordpress-posts.json');
const fixture = readFileSync(FIXTURE, 'utf8');

/** A WordPress-shaped server: /wp-json/wp/v2/posts?_embed, one post a page to exercise paging. */
let wordpress: Server;
const requests: string[] = [];

beforeAll(async () => {
  const posts = JSON.parse(fixture) as unknown[];
  wordpress = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname !== '/wp-json/wp/v2/posts' || !url.searchParams.has('_embed')) {
      res.writeHead(404).end();
      return;
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-wp-total': String(posts.length),
      'x-wp-totalpages': String(posts.length),
    });
    res.end(JSON.stringify([posts[page - 1]]));
  });
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => wordpress.close(resolve));
});

const expectCoffeeTable = (body: Record<string, unknown>) =>
  expect(body).toMatchObject({
    id: 501,
    slug: 'choosing-a-coffee-table',
    date: '2024-05-02T09:30:00',
    date_gmt: '2024-05-02T09:30:00',
    title: { rendered: 'Choosing a Coffee Table' },
    excerpt: { rendered: '<p>Height, shape and material.</p>\n' },
    content: {
      rendered:
        '<h2>Height</h2><p>Keep it level with the seat.</p><h3>Shape</h3><p>Round tops ease tight rooms.</p>',
    },
    jetpack_featured_media_url: 'https://blog.example.test/wp-content/uploads/coffee-table.jpg',
    featured_image_src: 'https://blog.example.test/wp-content/uploads/coffee-table.jpg',
    uagb_featured_image_src: {
      full: ['https://blog.example.test/wp-content/uploads/coffee-table.jpg', 1200, 750, false],
    },
    categories_name: ['Buying Guides'],
    author_details: {
      name: 'Ada Wren',
      avatar_urls: { '96': 'https://blog.example.test/a96.png' },
    },
  });

describe('posts from a WordPress site (WORDPRESS_URL)', () => {
  let service: TestService;
  let client: TestClient;

  beforeAll(async () => {
    const { port } = wordpress.address() as AddressInfo;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    service = await startTestService(() => require('../src/app.module').AppModule, {
      WORDPRESS_URL: `http://127.0.0.1:${port}`,
    });
    client = new TestClient(service.url);
  });

  afterAll(async () => {
    await service?.stop();
    delete process.env.WORDPRESS_URL;
  });

  it('maps embedded author, featured media and category names, newest first, and caches', async () => {
    const list = await client.get('/api/content/posts');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalPages: 1, currentPage: 1 });
    expect(list.body.posts.map((post: { slug: string }) => post.slug)).toEqual([
      'oiling-teak',
      'choosing-a-coffee-table',
    ]);
    expect(list.body.posts[0]).toMatchObject({
      jetpack_featured_media_url: 'https://blog.example.test/wp-content/uploads/teak.jpg',
      categories_name: ['Care Guides', 'Materials'],
    });
    expectCoffeeTable((await client.get('/api/content/posts/choosing-a-coffee-table')).body);
    expect((await client.get('/api/content/posts/not-there')).status).toBe(404);
    expect((await client.get('/api/pages/blogs/all?offset=0&perPage=50')).body.results).toEqual([
      { url: '/oiling-teak', title: 'Oiling Teak' },
      { url: '/choosing-a-coffee-table', title: 'Choosing a Coffee Table' },
    ]);
    // Two pages fetched once; everything after came from the cache.
    expect(requests).toEqual([
      '/wp-json/wp/v2/posts?_embed=1&per_page=100&page=1',
      '/wp-json/wp/v2/posts?_embed=1&per_page=100&page=2',
    ]);
  });
});
