/**
 * What every upstream client reports when its upstream fails (a status, a timeout, a redirect, a
 * body too large or not the expected document), and the API's answer for it: a 503
 * UPSTREAM_UNAVAILABLE naming the upstream status (0 when it never answered).
 */
import { ApiError } from '../errors.ts';

export class UpstreamError extends Error {
  constructor(
    /** HTTP status the upstream answered; 0 when it never answered (network, timeout). */
    readonly upstreamStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Every upstream fault a client reports becomes the API's 503 with the upstream status. */
export function upstreamUnavailable(error: UpstreamError): ApiError {
  return new ApiError('UPSTREAM_UNAVAILABLE', error.message, { upstreamStatus: error.upstreamStatus });
}
