export interface TtlLruCacheOptions {
  /** At most this many entries; the least recently used one goes first. */
  maxEntries: number;
  /** No entry lives longer than this, whatever expiry it was given. */
  ttlMs: number;
  /** Milliseconds since the epoch; replaceable in tests. */
  now?: () => number;
}

/**
 * A bounded in-process map whose entries expire. Meant for facts that are costly to establish on every
 * request but cheap to establish again on a miss (a verified token, the user id of a subject): a bound
 * on memory and on staleness is all such a cache needs, so there is no explicit invalidation protocol.
 * A Map keeps insertion order, so re-inserting on every read keeps the least recently used entry first.
 */
export class TtlLruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlLruCacheOptions) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
    if (!(options.ttlMs > 0)) throw new RangeError('ttlMs must be positive');
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` until `expiresAt` (epoch ms) or for ttlMs, whichever comes first. */
  set(key: K, value: V, expiresAt = Number.POSITIVE_INFINITY): void {
    const now = this.now();
    const until = Math.min(expiresAt, now + this.options.ttlMs);
    this.entries.delete(key);
    if (until <= now) return;
    this.entries.set(key, { value, expiresAt: until });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
