/**
 * Identical concurrent work done once: while a call for a key is in flight, callers with the same
 * key get its promise instead of starting another. Nothing is kept once it settles (that is the
 * caches' job), so the map holds at most the calls in flight.
 */
export class Singleflight<T> {
  private readonly inflight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const started = work().finally(() => this.inflight.delete(key));
    this.inflight.set(key, started);
    return started;
  }
}
