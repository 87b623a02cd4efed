/**
 * JSON text assembly that can splice in pre-serialised fragments. Node 20 has no JSON.rawJSON, and
 * serialising 125 Dye Objects from scratch costs ~20× more than joining cached strings
 * (notes/performance.md), so dyes are serialised once per locale and spliced in as RawJson.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

export function stringify(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      const item = value[i];
      out += item === undefined || typeof item === 'function' ? 'null' : stringify(item);
    }
    return out + ']';
  }
  let out = '{';
  let first = true;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function') continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + stringify(item);
    first = false;
  }
  return out + '}';
}
