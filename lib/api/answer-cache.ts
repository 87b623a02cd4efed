/**
 * A small memo of answers that depend on their key alone, bounded by entries and evicting the
 * least recently used. Hand-written: a Map keeps insertion order, so re-inserting on a hit makes
 * its first key the least recent.
 */
export class AnswerCache<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  get size(): number {
    return this.map.size;
  }
}
