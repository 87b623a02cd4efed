/**
 * Client addresses as rate-limit keys: one spelling per address, so `2001:DB8::1` and
 * `2001:db8:0::1` are one client, and an IPv4 client seen through an IPv6 socket
 * (`::ffff:192.0.2.1`) is the same client as `192.0.2.1`. Anything that is not an IP address gives
 * null. Runtime-neutral: the canonical IPv6 text comes from the WHATWG URL host serialiser
 * (lower case, longest zero run compressed), which every runtime has.
 */

/** Longer than any IP address text (45 characters plus a zone); checked before any parsing. */
const MAX_TEXT = 64;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_TEXT = /^[0-9a-f:.]+$/i;

export function normaliseIp(text: string | null | undefined): string | null {
  if (!text || text.length > MAX_TEXT) return null;
  let ip = text.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  if (IPV4.test(ip)) return ip;
  // A zone (`fe80::1%eth0`) names an interface of the receiving host, not a different client.
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (!ip.includes(':') || !IPV6_TEXT.test(ip)) return null;
  let host: string;
  try {
    host = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return host;
}
