/**
 * A small in-memory cache for what every visitor reads (posts, pages): entries live `ttlMs`, the oldest
 * goes first beyond `maxEntries`. Misses (null) are not cached, so a page seeded a moment ago appears at once.
 */
export class TtlCache<T> {
  // in-memory-ok: public reads kept ttlMs; a miss reads the database (or WordPress) again, nothing is decided here
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await load();
    if (value !== null) {
      this.entries.delete(key);
      this.entries.set(key, { value, until: Date.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
