/**
 * The body of `POST /v1/chara/resolve`: read under the 8 KB ceiling, parse, validate. Every failure
 * is a VALIDATION_ERROR naming the field, with `details { parameter, received, expected }`.
 * Validation stops at the first failure.
 */
import { ApiError, invalid } from '../errors.ts';
import { Deadline, readBounded } from '../upstream/bounded-read.ts';
import { SLOTS, isSlot, isWeaponSlot, type GearPiece, type Slot } from '../../items/slots.ts';

export const MAX_BODY_BYTES = 8192;
/** How long a client may take to send the whole body (BODY_TIMEOUT_MS); 8 KB needs far less. */
export const BODY_TIMEOUT_MS = 10_000;
export const MAX_GEAR = 12;
const LANE_MAX = 65535;

export interface ResolveRequest {
  /** Worn pieces in request order. */
  gear: GearPiece[];
  /** Glasses sheet row id, or null when absent (0 and null count as absent). */
  glasses: number | null;
}

const tooLarge = () =>
  new ApiError(
    'INVALID_BODY',
    `Body exceeds ${MAX_BODY_BYTES} bytes`,
    { parameter: 'body', received: `more than ${MAX_BODY_BYTES} bytes`, expected: `at most ${MAX_BODY_BYTES} bytes` },
    413,
  );

/**
 * Reads the request body, refusing it as soon as it passes 8 KB or takes longer than `timeoutMs`.
 * A declared Content-Length over the limit is refused before reading a byte; without one the
 * count is kept while streaming.
 */
export async function readResolveBody(
  body: AsyncIterable<Uint8Array> | null | undefined,
  contentLength: string | null,
  timeoutMs = BODY_TIMEOUT_MS,
): Promise<Uint8Array> {
  if (contentLength !== null && /^\d+$/.test(contentLength.trim()) && Number(contentLength) > MAX_BODY_BYTES) {
    throw tooLarge();
  }
  const deadline = new Deadline(timeoutMs);
  let result;
  try {
    result = await readBounded(body, MAX_BODY_BYTES, deadline);
  } catch {
    throw deadline.expired
      ? new ApiError(
          'INVALID_BODY',
          `Body not received within ${timeoutMs / 1000} s`,
          { parameter: 'body', received: 'an incomplete body', expected: `the whole body within ${timeoutMs} ms` },
          408,
        )
      : new ApiError('INVALID_BODY', 'Body could not be read', {
          parameter: 'body',
          received: 'a broken stream',
          expected: 'a complete body',
        });
  } finally {
    deadline.clear();
  }
  if (!result.ok) throw tooLarge();
  return result.bytes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes to a validated request; throws the API's ApiError on the first problem. */
export function parseResolveBody(bytes: Uint8Array): ResolveRequest {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new ApiError('INVALID_BODY', 'Body is not valid JSON', {
      parameter: 'body',
      received: 'text that does not parse as JSON',
      expected: 'a JSON object with a `gear` array',
    });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ApiError('INVALID_BODY', 'Body must be a JSON object with a `gear` array', {
      parameter: 'body',
      received: json === null ? 'null' : Array.isArray(json) ? 'array' : typeof json,
      expected: 'a JSON object with a `gear` array',
    });
  }
  return validateResolveRequest(json as Record<string, unknown>);
}

const LANE_EXPECTED = 'integer 0–65535';
const isLane = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= LANE_MAX;
const laneError = (field: string, received: unknown) =>
  invalid('VALIDATION_ERROR', `${field} must be an integer between 0 and ${LANE_MAX}`, field, received, LANE_EXPECTED);

export function validateResolveRequest(body: Record<string, unknown>): ResolveRequest {
  const gear = body.gear;
  if (!Array.isArray(gear)) {
    throw invalid(
      'VALIDATION_ERROR',
      '`gear` must be an array of worn pieces',
      'gear',
      gear ?? null,
      `array of at most ${MAX_GEAR} worn pieces`,
    );
  }
  if (gear.length > MAX_GEAR) {
    throw invalid(
      'VALIDATION_ERROR',
      `\`gear\` carries ${gear.length} entries; a character has ${MAX_GEAR} slots`,
      'gear',
      gear.length,
      `at most ${MAX_GEAR} entries`,
    );
  }

  const pieces: GearPiece[] = [];
  const seen = new Set<Slot>();
  for (let i = 0; i < gear.length; i++) {
    pieces.push(validatePiece(gear[i], `gear[${i}]`, seen));
  }
  return { gear: pieces, glasses: validateGlasses(body.glasses) };
}

function validatePiece(entry: unknown, at: string, seen: Set<Slot>): GearPiece {
  if (entry === null || typeof entry !== 'object') {
    throw invalid(
      'VALIDATION_ERROR',
      `${at} must be an object`,
      at,
      entry ?? null,
      'object { slot, base, variant?, set? }',
    );
  }
  const e = entry as Record<string, unknown>;
  const slot = e.slot;
  if (!isSlot(slot)) {
    throw invalid('VALIDATION_ERROR', `${at}.slot must be one of: ${SLOTS.join(', ')}`, `${at}.slot`, slot ?? null, [
      ...SLOTS,
    ]);
  }
  if (seen.has(slot)) {
    throw invalid(
      'VALIDATION_ERROR',
      `${at}.slot "${slot}" appears twice`,
      `${at}.slot`,
      slot,
      'each slot at most once',
    );
  }
  seen.add(slot);

  const weapon = isWeaponSlot(slot);
  // `set` only exists on weapons; on armour it is ignored, not validated.
  let set = 0;
  if (weapon && e.set !== undefined && e.set !== null) {
    if (!isLane(e.set)) throw laneError(`${at}.set`, e.set);
    set = e.set;
  }
  if (e.base === undefined || e.base === null) {
    throw invalid('VALIDATION_ERROR', `${at}.base is required`, `${at}.base`, null, LANE_EXPECTED);
  }
  if (!isLane(e.base)) throw laneError(`${at}.base`, e.base);
  const base = e.base;
  let variant = 0;
  if (e.variant !== undefined && e.variant !== null) {
    if (!isLane(e.variant)) throw laneError(`${at}.variant`, e.variant);
    variant = e.variant;
  }
  // A weapon with a set but base 0 is a real model; only all-zero lanes mean "nothing worn".
  if (base === 0 && (!weapon || set === 0)) {
    throw invalid(
      'VALIDATION_ERROR',
      `${at} describes an empty slot (base 0) — send worn pieces only`,
      `${at}.base`,
      0,
      weapon ? 'set or base above 0' : 'base above 0',
    );
  }
  return { slot, set, base, variant };
}

function validateGlasses(value: unknown): number | null {
  if (value === undefined || value === null || value === 0) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LANE_MAX) return value;
  throw invalid(
    'VALIDATION_ERROR',
    '`glasses` must be a Glasses sheet row id (1–65535)',
    'glasses',
    value,
    'integer 1–65535, or 0/absent for none',
  );
}
