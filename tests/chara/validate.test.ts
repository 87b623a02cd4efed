/**
 * Body reading and validation of `POST /v1/chara/resolve`, against the order and wording of
 * the reference implementation and the project's choice (`details.parameter` names the field).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { parseResolveBody, readResolveBody } from '../../lib/api/chara/body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (body: unknown) => parseResolveBody(bytes(typeof body === 'string' ? body : JSON.stringify(body)));

function failure(body: unknown): ApiError {
  try {
    parse(body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

const SLOT_LIST = 'MainHand, OffHand, HeadGear, Body, Hands, Legs, Feet, Ears, Neck, Wrists, LeftRing, RightRing';
const piece = (extra: object) => ({ slot: 'Body', base: 10, ...extra });

describe('resolve body: parsing', () => {
  it.each([
    ['', 'Body is not valid JSON'],
    ['{gear: []}', 'Body is not valid JSON'],
    ['[]', 'Body must be a JSON object with a `gear` array'],
    ['null', 'Body must be a JSON object with a `gear` array'],
    ['42', 'Body must be a JSON object with a `gear` array'],
    ['"gear"', 'Body must be a JSON object with a `gear` array'],
  ])('%j → 400 INVALID_BODY', (body, message) => {
    const error = failure(body);
    expect([error.code, error.status, error.message]).toEqual(['INVALID_BODY', 400, message]);
  });

  it('refuses bytes that are not UTF-8 as not JSON', () => {
    expect(() => parseResolveBody(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow('Body is not valid JSON');
  });
});

describe('resolve body: validation, first failure wins', () => {
  const cases: [string, unknown, string, string][] = [
    ['gear missing', {}, '`gear` must be an array of worn pieces', 'gear'],
    ['gear not an array', { gear: {} }, '`gear` must be an array of worn pieces', 'gear'],
    [
      'thirteen entries',
      { gear: Array.from({ length: 13 }, () => ({ slot: 'Body', base: 1 })) },
      '`gear` carries 13 entries; a character has 12 slots',
      'gear',
    ],
    ['entry not an object', { gear: [5] }, 'gear[0] must be an object', 'gear[0]'],
    ['entry null', { gear: [null] }, 'gear[0] must be an object', 'gear[0]'],
    ['an array entry fails on its slot', { gear: [[]] }, `gear[0].slot must be one of: ${SLOT_LIST}`, 'gear[0].slot'],
    ['unknown slot', { gear: [{ slot: 'Hat', base: 1 }] }, `gear[0].slot must be one of: ${SLOT_LIST}`, 'gear[0].slot'],
    [
      'slot not a string',
      { gear: [{ slot: 3, base: 1 }] },
      `gear[0].slot must be one of: ${SLOT_LIST}`,
      'gear[0].slot',
    ],
    [
      'case matters',
      { gear: [{ slot: 'body', base: 1 }] },
      `gear[0].slot must be one of: ${SLOT_LIST}`,
      'gear[0].slot',
    ],
    ['duplicate slot', { gear: [piece({}), piece({})] }, 'gear[1].slot "Body" appears twice', 'gear[1].slot'],
    [
      'weapon set out of range',
      { gear: [{ slot: 'MainHand', set: 65536, base: 1 }] },
      'gear[0].set must be an integer between 0 and 65535',
      'gear[0].set',
    ],
    ['base missing', { gear: [{ slot: 'Body' }] }, 'gear[0].base is required', 'gear[0].base'],
    ['base null', { gear: [{ slot: 'Body', base: null }] }, 'gear[0].base is required', 'gear[0].base'],
    [
      'base negative',
      { gear: [piece({ base: -1 })] },
      'gear[0].base must be an integer between 0 and 65535',
      'gear[0].base',
    ],
    [
      'base 1.5',
      { gear: [piece({ base: 1.5 })] },
      'gear[0].base must be an integer between 0 and 65535',
      'gear[0].base',
    ],
    [
      'base as text',
      { gear: [piece({ base: '1' })] },
      'gear[0].base must be an integer between 0 and 65535',
      'gear[0].base',
    ],
    [
      'base true',
      { gear: [piece({ base: true })] },
      'gear[0].base must be an integer between 0 and 65535',
      'gear[0].base',
    ],
    [
      'variant 65536',
      { gear: [piece({ variant: 65536 })] },
      'gear[0].variant must be an integer between 0 and 65535',
      'gear[0].variant',
    ],
    [
      'empty armour piece',
      { gear: [piece({ base: 0, variant: 3 })] },
      'gear[0] describes an empty slot (base 0) — send worn pieces only',
      'gear[0].base',
    ],
    [
      'empty weapon (set 0, base 0)',
      { gear: [{ slot: 'OffHand', set: 0, base: 0, variant: 1 }] },
      'gear[0] describes an empty slot (base 0) — send worn pieces only',
      'gear[0].base',
    ],
    [
      'slot checked before base',
      { gear: [{ slot: 'Nope' }] },
      `gear[0].slot must be one of: ${SLOT_LIST}`,
      'gear[0].slot',
    ],
    ['glasses as text', { gear: [], glasses: '40' }, '`glasses` must be a Glasses sheet row id (1–65535)', 'glasses'],
    ['glasses negative', { gear: [], glasses: -1 }, '`glasses` must be a Glasses sheet row id (1–65535)', 'glasses'],
    ['glasses 65536', { gear: [], glasses: 65536 }, '`glasses` must be a Glasses sheet row id (1–65535)', 'glasses'],
    ['glasses 1.5', { gear: [], glasses: 1.5 }, '`glasses` must be a Glasses sheet row id (1–65535)', 'glasses'],
    ['glasses true', { gear: [], glasses: true }, '`glasses` must be a Glasses sheet row id (1–65535)', 'glasses'],
    [
      'gear is checked before glasses',
      { gear: [{ slot: 'Hat', base: 1 }], glasses: 'x' },
      `gear[0].slot must be one of: ${SLOT_LIST}`,
      'gear[0].slot',
    ],
  ];

  it.each(cases)('%s', (_name, body, message, parameter) => {
    const error = failure(body);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
    expect(error.details?.parameter).toBe(parameter);
    expect(error.details).toHaveProperty('received');
    expect(error.details).toHaveProperty('expected');
  });

  it('reports what it received', () => {
    expect(failure({ gear: [piece({ base: 70000 })] }).details?.received).toBe(70000);
    expect(failure({ gear: [{ slot: 'Hat', base: 1 }] }).details?.received).toBe('Hat');
    expect(failure({ gear: [], glasses: '40' }).details?.received).toBe('40');
  });
});

describe('resolve body: what passes', () => {
  it('normalises pieces and ignores what does not apply', () => {
    const request = parse({
      gear: [
        { slot: 'MainHand', set: 634, base: 19, variant: 1 },
        { slot: 'OffHand', set: 300, base: 0 }, // a set with base 0 is a real weapon
        { slot: 'HeadGear', base: 361, variant: 5, set: 'ignored on armour', extra: true },
        { slot: 'Body', base: 1.0, variant: null }, // 1.0 is the integer 1; null is absent
      ],
      glasses: 0,
      unknown: 'ignored',
    });
    expect(request).toEqual({
      gear: [
        { slot: 'MainHand', set: 634, base: 19, variant: 1 },
        { slot: 'OffHand', set: 300, base: 0, variant: 0 },
        { slot: 'HeadGear', set: 0, base: 361, variant: 5 },
        { slot: 'Body', set: 0, base: 1, variant: 0 },
      ],
      glasses: null,
    });
  });

  it('takes glasses 1–65535, and 0 or null as none', () => {
    expect(parse({ gear: [], glasses: 40 }).glasses).toBe(40);
    expect(parse({ gear: [], glasses: 65535 }).glasses).toBe(65535);
    expect(parse({ gear: [], glasses: null }).glasses).toBeNull();
    expect(parse({ gear: [] }).glasses).toBeNull();
  });

  it('accepts all twelve slots once each', () => {
    const slots = SLOT_LIST.split(', ');
    expect(parse({ gear: slots.map((slot) => ({ slot, base: 1 })) }).gear).toHaveLength(12);
  });
});

describe('resolve body: 8 KB ceiling while streaming', () => {
  async function* chunks(sizes: number[], pulled: { count: number }) {
    for (const size of sizes) {
      pulled.count++;
      yield new Uint8Array(size).fill(0x20);
    }
  }

  it('accepts exactly 8192 bytes without Content-Length', async () => {
    const pulled = { count: 0 };
    const body = await readResolveBody(chunks([4096, 4096], pulled), null);
    expect(body.byteLength).toBe(8192);
  });

  it('refuses 8193 bytes with 413 and stops pulling at the chunk that crosses the line', async () => {
    const pulled = { count: 0 };
    const error = await readResolveBody(chunks(Array(100).fill(1000), pulled), null).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message]).toEqual(['INVALID_BODY', 413, 'Body exceeds 8192 bytes']);
    expect(pulled.count).toBe(9); // 9 × 1000 > 8192, 8 × 1000 is not
  });

  it('counts UTF-8 bytes, not characters', async () => {
    const pulled = { count: 0 };
    const text = bytes('"' + 'é'.repeat(4096) + '"'); // 8194 bytes, 4098 characters
    async function* one() {
      pulled.count++;
      yield text;
    }
    await expect(readResolveBody(one(), null)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const pulled = { count: 0 };
    await expect(readResolveBody(chunks([10], pulled), '8193')).rejects.toMatchObject({
      code: 'INVALID_BODY',
      status: 413,
    });
    expect(pulled.count).toBe(0);
    await expect(readResolveBody(chunks([10], pulled), '8192')).resolves.toHaveLength(10);
  });
});
