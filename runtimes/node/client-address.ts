/**
 * Which client a request to the Node server comes from, for the rate limit. Without TRUST_PROXY
 * it is the connecting address. Behind proxies you run, TRUST_PROXY=<hops> says how many there
 * are: each appends the address it received from to X-Forwarded-For, so the client is the entry
 * `hops` places from the right (`1`: the last entry, written by the nearest proxy). Entries further
 * left were written by the client itself and are never used, unless the list is shorter than
 * `hops`, when the left-most entry is the best there is. A chosen entry that is not an IP address
 * counts as the connecting address (the proxy), so malformed values share one bucket.
 */
import { isIP } from 'node:net';
import { normaliseIp } from '../../lib/api/client-ip.ts';

/** `TRUST_PROXY` as the server reads it: unset, `0`, `false` or `no` = off; `true`/`yes` = 1. */
function trustProxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'no' || text === 'off') return 0;
  if (text === 'true' || text === 'yes') return 1;
  if (/^[1-9]\d{0,1}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be a number of proxies (1–99) or off, got "${value}"`);
}

/** An address Node agrees is one, in its one canonical spelling; null otherwise. */
function clientAddress(text: string | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > 64) return null;
  const bare = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  return isIP(bare) ? normaliseIp(bare) : null;
}

export type ClientAddressResolver = (
  remoteAddress: string | undefined,
  forwarded: string | string[] | undefined,
) => string;

export function clientAddressResolver(trustProxy: string | undefined): ClientAddressResolver {
  const hops = trustProxyHops(trustProxy);
  return (remoteAddress: string | undefined, forwarded: string | string[] | undefined): string => {
    const socket = clientAddress(remoteAddress) ?? 'unknown';
    if (hops === 0 || forwarded === undefined) return socket;
    const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
    return clientAddress(entries[Math.max(0, entries.length - hops)]) ?? socket;
  };
}
