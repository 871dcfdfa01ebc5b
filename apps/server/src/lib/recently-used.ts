/**
 * A Map used as a cache of what was used most recently (compiled statements, font files, trigram
 * counts): a value read or kept moves to the end, and past the limit the least recently used, at the
 * front, goes.
 */

/** The value kept for `key`, now the most recently used; undefined when none is kept. */
export function takeRecent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

/** Keeps `value` for `key` as the most recently used, and at most `limit` values in all. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
