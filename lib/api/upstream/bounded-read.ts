/**
 * Reading a byte stream with a ceiling that is enforced while streaming: the count is checked on
 * every chunk and reading stops the moment it passes the limit, so neither a client body without
 * Content-Length nor an upstream answer of unbounded size can make us buffer more than `limit`.
 * Hand-written because the platform offers no bounded reader; `Response.arrayBuffer()` would
 * buffer everything first.
 */

export type BoundedResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };

type ByteSource = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

/**
 * A time limit as a promise that rejects once it passes. Per request it costs a timer and a
 * promise, where an AbortController costs an event target and a listener added and removed:
 * a measurable share of a cached `/v1/chara/resolve` answer.
 */
export class Deadline {
  readonly passed: Promise<never>;
  expired = false;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(ms: number) {
    let fail: (reason: Error) => void = () => {};
    this.passed = new Promise<never>((_, reject) => (fail = reject));
    this.passed.catch(() => {});
    this.timer = setTimeout(() => {
      this.expired = true;
      fail(new Error('deadline passed'));
    }, ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

type Stop = AbortSignal | Deadline;

const isWebStream = (source: ByteSource): source is ReadableStream<Uint8Array> =>
  typeof (source as ReadableStream).getReader === 'function';

/**
 * Reads at most `limit` bytes. Resolves `too-large` (and stops the source) as soon as one more
 * byte arrives; rejects when `stop` aborts or passes, or the source fails.
 */
export async function readBounded(
  source: ByteSource | null | undefined,
  limit: number,
  stop?: Stop,
): Promise<BoundedResult> {
  if (!source) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const take = (chunk: Uint8Array): boolean => {
    total += chunk.byteLength;
    if (total > limit) return false;
    chunks.push(chunk);
    return true;
  };

  if (isWebStream(source)) {
    const reader = source.getReader();
    // A pending read() does not notice an abort on every runtime, so the abort cancels the reader.
    const signal = stop instanceof Deadline ? undefined : stop;
    const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
    signal?.addEventListener('abort', onAbort, { once: true });
    if (stop instanceof Deadline) stop.passed.catch(onAbort);
    const reason = (): unknown =>
      stop instanceof Deadline ? new Error('deadline passed') : (stop?.reason ?? new Error('aborted'));
    try {
      for (;;) {
        if (isStopped(stop)) throw reason();
        const { done, value } = await reader.read();
        if (isStopped(stop)) throw reason();
        if (done) break;
        if (value && !take(value)) {
          void reader.cancel().catch(() => {});
          return { ok: false, reason: 'too-large' };
        }
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      try {
        reader.releaseLock();
      } catch {
        // already released by cancel
      }
    }
  } else {
    const iterator = source[Symbol.asyncIterator]();
    // An iterator's pending next() cannot be cancelled, so the abort is raced against it.
    const aborted =
      stop === undefined ? null : stop instanceof Deadline ? { promise: stop.passed, dispose: noop } : abortion(stop);
    try {
      for (;;) {
        const pending = iterator.next();
        if (aborted) pending.catch(() => {});
        const step: IteratorResult<Uint8Array | string> = await (aborted
          ? Promise.race([pending, aborted.promise])
          : pending);
        if (step.done) break;
        const value = step.value;
        if (!take(typeof value === 'string' ? new TextEncoder().encode(value) : value)) {
          // Stop pulling, but leave the source open: for a Node request, return() would destroy
          // the socket before the 413 is written. The adapter owns the connection and drops the
          // rest of the body after answering.
          return { ok: false, reason: 'too-large' };
        }
      }
    } catch (error) {
      // Timed out: left open for the same reason, so the adapter can still answer.
      if (!isStopped(stop)) void iterator.return?.()?.catch?.(() => {});
      throw error;
    } finally {
      aborted?.dispose();
    }
  }
  return { ok: true, bytes: concat(chunks, total) };
}

const noop = (): void => {};

const isStopped = (stop: Stop | undefined): boolean =>
  stop instanceof Deadline ? stop.expired : stop?.aborted === true;

/** A promise that rejects when `signal` aborts, and a way to stop listening. */
function abortion(signal: AbortSignal): { promise: Promise<never>; dispose(): void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, fail) => {
    onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {});
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

const utf8 = new TextDecoder();

/**
 * An upstream's JSON answer read within `limit` bytes (as `readBounded`): its value, or not ok
 * when the answer is too large or is not JSON. Each client then judges the value's shape.
 */
export async function readBoundedJson(
  source: ByteSource | null | undefined,
  limit: number,
  stop?: Stop,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const read = await readBounded(source, limit, stop);
  if (!read.ok) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(utf8.decode(read.bytes)) as unknown };
  } catch {
    return { ok: false };
  }
}
