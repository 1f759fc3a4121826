/**
 * A map of at most `kept` entries for the service's in-memory caches: a write makes its entry the
 * newest, and past the bound the oldest is dropped. With `touch`, a read makes its entry the newest
 * too (least recently used first out); without, entries leave in the order they were written.
 * Made by whoever owns the cache (the composition root, src/app.ts, for the service's), never at
 * module level, so that each app, test or tool has its own.
 */
export interface BoundedMap<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): void;
  readonly size: number;
}

export function boundedMap<K, V>(kept: number, opts: { touch?: boolean } = {}): BoundedMap<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit !== undefined && opts.touch) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    has: (key) => entries.has(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > kept) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
