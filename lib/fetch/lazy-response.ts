/**
 * A real `Response` whose headers are written into it the first time anything reads them.
 *
 * Building a `Response` with headers makes the runtime validate and copy every name and value, and
 * for a small JSON answer that costs as much as the rest of the request (Node 24: about half of what
 * a bare `new Request` + `new Response` + `text()` costs). Most callers of an in-process fetch read
 * only the body, so the headers wait until `headers`, `clone()`, `blob()` or `formData()` needs them;
 * every reader sees the same headers, status and body a plain `Response` would have.
 *
 * Only `createFetch`'s own answers use it: a platform that reads a response's header list natively
 * (a service worker's `respondWith`, `Cache.put`) gets a plain `Response` (see `toResponse`).
 */
import type { ApiResponse } from '../api/types.ts';

export class LazyHeadersResponse extends Response {
  #pending: Record<string, string> | null;

  constructor(answer: ApiResponse) {
    const { status } = answer;
    const body = status === 204 || status === 304 || answer.body === null ? null : (answer.body as BodyInit);
    // A 200 is the default: without an init object the runtime skips converting the ResponseInit
    // dictionary (Node 24: about a tenth of an in-process answer's time).
    if (status === 200) super(body);
    else super(body, { status });
    this.#pending = answer.headers;
  }

  override get headers(): Headers {
    const headers = super.headers;
    const pending = this.#pending;
    if (pending !== null) {
      this.#pending = null;
      // `set`, not `append`: a string body gave the response a text/plain Content-Type of its own.
      for (const name in pending) headers.set(name, pending[name]!);
    }
    return headers;
  }

  override clone(): Response {
    void this.headers;
    return super.clone();
  }

  override blob(): Promise<Blob> {
    void this.headers; // the blob's type is the Content-Type
    return super.blob();
  }

  override formData(): Promise<FormData> {
    void this.headers;
    return super.formData();
  }
}
