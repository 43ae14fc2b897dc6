import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a loaded value until it expires, and never caches a miss', async () => {
    const cache = new TtlCache<string>(50);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', load)).toBe('v2');
    expect(await cache.get('missing', async () => null)).toBeNull();
    expect(await cache.get('missing', async () => 'found')).toBe('found');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new TtlCache<number>(10_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
