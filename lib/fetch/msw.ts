/**
 * MSW request handlers that answer `/v1` exactly like the public API, computed in-process:
 * `handlers` for any origin, `createHandlers(baseUrl)` for one.
 */
import { http, type HttpHandler } from 'msw';
import { localApp } from './create-fetch.ts';

const answer = ({ request }: { request: Request }) => localApp().fetch(request);

/** Handlers for one origin, e.g. `createHandlers('https://api.example.com')`. */
export function createHandlers(baseUrl: string): HttpHandler[] {
  const origin = new URL(baseUrl).origin;
  return [http.all(`${origin}/v1/*`, answer)];
}

/** Handlers that answer `/v1/*` on any origin. */
export const handlers: HttpHandler[] = [http.all('*/v1/*', answer)];
