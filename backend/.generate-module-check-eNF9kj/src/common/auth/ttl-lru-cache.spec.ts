import { TtlLruCache } from './ttl-lru-cache';

describe('TtlLruCache', () => {
  let now: number;
  const cache = (maxEntries = 3, ttlMs = 1_000) => new TtlLruCache<string, number>({ maxEntries, ttlMs, now: () => now });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('returns what was stored until the ttl has passed', () => {
    const c = cache();
    c.set('a', 1);
    now += 999;
    expect(c.get('a')).toBe(1);
    now += 1;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('honours an expiry earlier than the ttl, and never keeps an entry beyond the ttl', () => {
    const c = cache();
    c.set('early', 1, now + 10);
    c.set('late', 2, now + 60_000);
    now += 10;
    expect(c.get('early')).toBeUndefined();
    now += 989;
    expect(c.get('late')).toBe(2);
    now += 1;
    expect(c.get('late')).toBeUndefined();
  });

  it('does not store what has already expired', () => {
    const c = cache();
    c.set('a', 1);
    c.set('a', 2, now);
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const c = cache(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });

  it('forgets an entry on delete', () => {
    const c = cache();
    c.set('a', 1);
    c.delete('a');
    expect(c.get('a')).toBeUndefined();
  });

  it('refuses meaningless bounds', () => {
    expect(() => cache(0)).toThrow(RangeError);
    expect(() => cache(1, 0)).toThrow(RangeError);
  });
});
