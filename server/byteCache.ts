import { LRUCache } from 'lru-cache';

/**
 * The server's in-memory caches are bounded by bytes (CONVENTIONS.md: "Caches are bounded by bytes (an LRU library)"),
 * not by a count of entries whose sizes nobody bounds (a level's catalogue is kilobytes or megabytes). Each cache's
 * budget is written beside it, and docs/performance.md lists them all with what each buys.
 *
 * Sizes are estimates made once, when a value is kept: V8 holds a value parsed from JSON (the database's rows) in 1.3
 * to 2.1 bytes per character of its JSON (bench/caches.ts: a level's catalogue 1.7, a provider 2.1, a dataset's
 * averages 1.3–1.6), so a value counts as HEAP_BYTES_PER_JSON_CHAR times its JSON's length, rounding that up. A Buffer
 * counts its own bytes. The cache's own bookkeeping (key, slots, the entry's wrapper) is ENTRY_BYTES more. All four
 * caches filled past their budgets counted 30.8 MB and grew the heap and buffers by 21.8 MB (bench/caches.ts).
 */
export const HEAP_BYTES_PER_JSON_CHAR = 2.5;
export const ENTRY_BYTES = 100;

/** `value`'s estimated size in V8's heap: see above. Maps count as their entries. */
export const jsonBytes = (value: unknown): number =>
  Math.ceil(HEAP_BYTES_PER_JSON_CHAR * (JSON.stringify(value, (_key, part: unknown) => (part instanceof Map ? [...part] : part))?.length ?? 0));

export interface ByteCacheOptions<K, V> {
  /** The budget: the sum of the kept entries' sizes never exceeds it; the least recently used go first. */
  maxBytes: number;
  /** An entry's size in bytes (ENTRY_BYTES is added). A value bigger than the whole budget is not kept. */
  sizeOf: (value: V, key: K) => number;
  /**
   * For a cache whose entries expire: lru-cache forgets an entry `ttlMs` after it was set, on `now`'s clock (the
   * factory's injected one, so tests move it). The callers keep deciding freshness by their own `until`, as before:
   * lru-cache counts an entry fresh for one millisecond more (stale when older than `ttlMs`, not at it), and an entry
   * set at time 0 as never stale.
   */
  expiry?: { ttlMs: number; now: () => number };
}

/** An LRU cache bounded by bytes (lru-cache's `maxSize`), with an optional expiry on an injected clock. */
export function byteCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({ maxBytes, sizeOf, expiry }: ByteCacheOptions<K, V>) {
  return new LRUCache<K, V>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key) + ENTRY_BYTES)),
    // `ttlResolution: 0`: lru-cache would otherwise reuse a clock reading for a millisecond of real time, so a test
    // that moves the injected clock and asks at once would be answered from the reading before the move.
    ...(expiry ? { ttl: expiry.ttlMs, ttlResolution: 0, perf: { now: expiry.now } } : {}),
  });
}
