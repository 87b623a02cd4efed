/**
 * A small memo of answers that depend on their key alone, bounded by entries and evicting the
 * least recently used. Hand-written: a Map keeps insertion order, so re-inserting an entry makes
 * its first key the least recent.
 *
 * A hit re-inserts its entry only once it is capacity / 2 or more
 * insertions and refreshes old: re-inserting costs a Map delete and set, several times
 * a lookup, and a hot entry would pay it on every request. An entry read at least once every
 * capacity / 2 insertions and refreshes is still never evicted; only the order among recent
 * entries is coarser.
 */
interface Entry<V> {
  value: V;
  /** The clock when it was last (re)inserted. */
  stamp: number;
}

export class AnswerCache<V, K extends string | number = string> {
  private readonly map = new Map<K, Entry<V>>();
  private clock = 0;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    if (this.clock - entry.stamp >= this.capacity / 2) {
      this.map.delete(key);
      entry.stamp = ++this.clock;
      this.map.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, stamp: ++this.clock });
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  get size(): number {
    return this.map.size;
  }
}
