import type { FastRead } from '@sohnne/service-kit';
import type { CatalogStore } from '../store';
import { ResponseCache } from './response-cache';

const answer = (text: string): FastRead => ({
  body: Buffer.from(text),
  etag: `W/"${text}"`,
  route: '/api/products',
  headers: {},
});

class SmallCache extends ResponseCache {
  protected override readonly maxBytes = 10;
}

describe('ResponseCache', () => {
  const store = { version: 'v1' } as { version: string | null };
  const cache = () => new SmallCache(store as CatalogStore);

  beforeEach(() => {
    store.version = 'v1';
  });

  it('keeps an answer for the snapshot it was made from, and none for another', () => {
    const kept = cache();
    kept.set('/api/products?page=1', 'v1', answer('one'));
    expect(kept.lookup('/api/products?page=1')?.body.toString()).toBe('one');
    expect(kept.lookup('/api/products?page=2')).toBeUndefined();
    store.version = 'v2';
    expect(kept.lookup('/api/products?page=1')).toBeUndefined();
    kept.set('/api/products?page=2', 'v2', answer('two'));
    store.version = 'v1';
    expect(kept.lookup('/api/products?page=1')).toBeUndefined();
  });

  it('drops the oldest answers past its memory, however many URLs are asked', () => {
    const kept = cache();
    kept.set('/a', 'v1', answer('aaaa'));
    kept.set('/b', 'v1', answer('bbbb'));
    kept.set('/a', 'v1', answer('AAAA')); // a refreshed answer counts once, as the newest
    kept.set('/c', 'v1', answer('cccc'));
    expect(kept.lookup('/b')).toBeUndefined();
    expect(kept.lookup('/a')?.body.toString()).toBe('AAAA');
    expect(kept.lookup('/c')?.body.toString()).toBe('cccc');
  });

  it('keeps the answers read most recently, not the ones written last', () => {
    const kept = cache();
    kept.set('/a', 'v1', answer('aaaa'));
    kept.set('/b', 'v1', answer('bbbb'));
    expect(kept.lookup('/a')?.body.toString()).toBe('aaaa');
    kept.set('/c', 'v1', answer('cccc'));
    expect(kept.lookup('/b')).toBeUndefined();
    expect(kept.lookup('/a')?.body.toString()).toBe('aaaa');
  });
});
