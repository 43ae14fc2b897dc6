import path from 'node:path';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { importWordPressExport } from '../src/cli/import-wordpress';

const FIXTURE = path.join(__dirname, 'fixtures', 'wordpress-posts.json');

describe('the import command', () => {
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

  it('imports a WordPress export into the store, idempotently', async () => {
    const uri = new URL(process.env.MONGODB_URI!);
    uri.pathname = `/${service.db.databaseName}`;
    expect(await importWordPressExport(FIXTURE, uri.toString())).toBe(2);
    expect(await importWordPressExport(FIXTURE, uri.toString())).toBe(2);
    expect(await service.db.collection('posts').countDocuments()).toBe(2);
    const post = (await client.get('/api/content/posts/choosing-a-coffee-table')).body;
    expect(post).toMatchObject({
      id: 501,
      date_gmt: '2024-05-02T09:30:00',
      content: {
        rendered:
          '<h2>Height</h2><p>Keep it level with the seat.</p><h3>Shape</h3><p>Round tops ease tight rooms.</p>',
      },
      categories_name: ['Buying Guides'],
      author_details: {
        name: 'Ada Wren',
        avatar_urls: { '96': 'https://blog.example.test/a96.png' },
      },
    });
  });

  it('refuses a file that is not a list of posts and stores nothing', async () => {
    const bad = path.join(__dirname, 'fixtures', 'not-posts.json');
    await expect(importWordPressExport(bad, process.env.MONGODB_URI!)).rejects.toThrow(
      'Entry 1 is not a WordPress post',
    );
    expect(await service.db.collection('posts').countDocuments()).toBe(2);
  });
});
