/**
 * The runtime-neutral request and response the engine speaks. Each runtime adapter (Node http,
 * fetch/Request, service worker, MSW) converts to and from these, so the engine never touches a
 * runtime's own objects and every runtime gets byte-identical answers.
 */
export interface ApiRequest {
  method: string;
  /** Absolute URL, or a path and query (`/v1/dyes?page=2`); only the path and query are read. */
  url: string;
  /** Lower-case header lookup. */
  header(name: string): string | null;
  /** Request body, if any: a web ReadableStream and a Node stream are both async iterables. */
  body?: AsyncIterable<Uint8Array> | null;
  /** Client address, already decided by the adapter (the Node server reads it from the socket, or `X-Forwarded-For` under TRUST_PROXY). */
  clientIp?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text, binary (icons) or nothing (204). */
  body: string | Uint8Array | null;
}
