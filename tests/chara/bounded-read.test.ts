/** The streaming ceiling itself: how many chunks it pulls, and that it lets go of the source. */
import { describe, expect, it } from 'vitest';
import { Deadline, readBounded } from '../../lib/api/upstream/bounded-read.ts';

const CHUNK = 64 * 1024;

function endless(counter: { pulls: number; cancelled: boolean }) {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulls++;
        controller.enqueue(new Uint8Array(CHUNK));
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}

describe('readBounded', () => {
  it('stops an endless stream right after the chunk that passes the limit, and cancels it', async () => {
    const counter = { pulls: 0, cancelled: false };
    const result = await readBounded(endless(counter), 1024 * 1024);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    // 16 chunks are exactly 1 MiB (allowed); the 17th crosses it. One more may be in flight.
    expect(counter.pulls).toBeGreaterThanOrEqual(17);
    expect(counter.pulls).toBeLessThanOrEqual(18);
    expect(counter.cancelled).toBe(true);
  });

  it('returns everything up to and including the limit', async () => {
    const stream = new Response(new Uint8Array(1000)).body!;
    const result = await readBounded(stream, 1000);
    expect(result.ok && result.bytes.byteLength).toBe(1000);
  });

  it('gives up when the signal aborts a stalled stream', async () => {
    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('deadline')), 50);
    await expect(readBounded(stalled, 10, controller.signal)).rejects.toThrow('deadline');
  });

  it('gives up at a deadline on a stalled stream (cancelling it) and a stalled iterable', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      pull: () => new Promise(() => {}),
      cancel: () => void (cancelled = true),
    });
    const started = performance.now();
    await expect(readBounded(stalled, 10, new Deadline(50))).rejects.toThrow('deadline');
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(cancelled).toBe(true);

    const silent: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => {}) }) };
    const deadline = new Deadline(50);
    await expect(readBounded(silent, 10, deadline)).rejects.toThrow('deadline');
    expect(deadline.expired).toBe(true);
  });

  it('a deadline cleared in time never interrupts the read', async () => {
    const deadline = new Deadline(20);
    const result = await readBounded(new Response(new Uint8Array(5)).body, 10, deadline);
    deadline.clear();
    await new Promise((r) => setTimeout(r, 40));
    expect(result.ok && result.bytes.byteLength).toBe(5);
    expect(deadline.expired).toBe(false);
  });

  it('reads async iterables (a Node request) and treats no body as empty', async () => {
    async function* parts() {
      yield new Uint8Array([1, 2]);
      yield new Uint8Array([3]);
    }
    const result = await readBounded(parts(), 3);
    expect(result.ok && [...result.bytes]).toEqual([1, 2, 3]);
    expect(await readBounded(null, 3)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });
});
