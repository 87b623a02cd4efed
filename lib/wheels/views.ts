/**
 * The wheels as the API shows them: `wheels()` lists the five, `wheel(id)` gives one with its ring
 * colours and every dye's place on it. `wheelOf` reads a wheel id (trimmed, any case).
 */
import { round3 } from '../color/index.ts';
import { DYES } from '../dyes/database.ts';
import type { Locale, LocaleOption } from '../dyes/locale.ts';
import { preserialise } from '../json/stringify.ts';
import * as check from '../validate/rules.ts';
import { WHEEL_IDS, WHEELS, type Wheel, type WheelId } from './wheels.ts';

/** One wheel: `data` of `GET /v1/wheels` holds one per wheel. */
export interface WheelSummary {
  id: WheelId;
  tag: string;
  name: string;
  isDefault: boolean;
}

/** A dye's place on a wheel. */
export interface WheelDyePosition {
  stainID: number;
  itemID: number;
  name: string;
  localizedName?: string;
  hex: string;
  /** Degrees on this wheel, 3 decimals. */
  wheelHue: number;
}

/** `data` of `GET /v1/wheels/:id`. */
export interface WheelDetail extends WheelSummary {
  /** Upper-case hex colours at evenly spaced angles, from 0°. */
  ringStops: readonly string[];
  /** Shared between answers and frozen: copy it before changing it. */
  dyes: WheelDyePosition[];
}

export const RING_STOPS = { min: 3, max: 360, default: 72 } as const;

/** A wheel by id (`rgb` when absent); ids are read trimmed and lower-cased (`RYB` works). */
export function wheelOf(field: string, value: unknown): Wheel {
  if (check.isAbsent(value)) return WHEELS.rgb;
  const id = check.oneOf(field, value, WHEEL_IDS, {
    kind: 'wheel',
    normalise: (text) => text.trim().toLowerCase(),
    message: (shown) => `Invalid colour wheel "${shown}". Must be one of: ${WHEEL_IDS.join(', ')}`,
  });
  return WHEELS[id];
}

export const wheelSummary = (wheel: Wheel, locale: Locale): WheelSummary => ({
  id: wheel.id,
  tag: wheel.tag,
  name: wheel.names[locale],
  isDefault: wheel.isDefault,
});

// Every dye's position on every wheel never changes: built (and serialised) once per (wheel, locale).
const positions = new Map<string, WheelDyePosition[]>();
function dyePositions(wheel: Wheel, locale: Locale): WheelDyePosition[] {
  const key = `${wheel.id}/${locale}`;
  let list = positions.get(key);
  if (!list) {
    list = preserialise(
      Object.freeze(
        DYES.map((d) =>
          Object.freeze({
            stainID: d.stainID,
            itemID: d.itemID,
            name: d.name,
            ...(locale === 'en' ? {} : { localizedName: d.names[locale] }),
            hex: d.hex,
            wheelHue: round3(wheel.hueOf(d.rgb)),
          }),
        ),
      ) as WheelDyePosition[],
    );
    positions.set(key, list);
  }
  return list;
}

/** A checked wheel with `stops` ring colours in `locale`. */
export const wheelDetailOf = (wheel: Wheel, stops: number, locale: Locale): WheelDetail => ({
  ...wheelSummary(wheel, locale),
  ringStops: wheel.ringStops(stops),
  dyes: dyePositions(wheel, locale),
});

/** The five colour wheels, `rgb` (the default) first: the `data` of `GET /v1/wheels`. */
export function wheels(options?: LocaleOption): WheelSummary[] {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  return WHEEL_IDS.map((id) => wheelSummary(WHEELS[id], locale));
}

const WHEEL_OPTION_KEYS: check.OptionKeys<LocaleOption & { stops?: number }> = {
  ...check.LOCALE_OPTION_KEYS,
  stops: true,
};

/**
 * One wheel with `stops` ring colours (3–360, default 72) and every dye's place on it: the `data`
 * of `GET /v1/wheels/:id`.
 */
export function wheel(id: WheelId, options?: LocaleOption & { stops?: number }): WheelDetail {
  const o = check.options('options', options, WHEEL_OPTION_KEYS);
  const locale = check.locale('locale', o.locale);
  if (check.isAbsent(id)) check.missing('id');
  const found = wheelOf('id', id);
  const stops = o.stops === undefined ? RING_STOPS.default : check.integer('stops', o.stops, RING_STOPS);
  return wheelDetailOf(found, stops, locale);
}
