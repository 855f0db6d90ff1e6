/**
 * A Map that keeps at most `max` entries, dropping the one set longest ago. For what an isolate
 * remembers between requests only as a hint (a guess each request checks), so losing an entry costs
 * a little work, never a wrong answer. Hand-written: a Map's insertion order already is the age
 * order, so this is a few lines where a cache library would bring policies and timers not needed.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  set(key: K, value: V) {
    // Deleted first, so a refreshed entry moves to the newest end of the order.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K) {
    this.#entries.delete(key);
  }

  get size() {
    return this.#entries.size;
  }
}
