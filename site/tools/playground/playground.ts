/**
 * The playground's controls and the engine call they make (`harmonyWithBands`), one function
 * from the page state to the call, so every change of a control is one question to the engine.
 */
import type { HarmonyOptions } from '../../../lib/index.ts';
import type { Locale } from '../shared/state.ts';
import { filterFlags } from '../shared/filters.ts';
import type { FilterState } from '../shared/options.ts';

/** The playground's first view: Dalamud Red, triadic, on the RGB wheel, by CIEDE2000. */
export const PLAYGROUND_DEFAULTS = {
  base: '10',
  colour: '#3a5a8c',
  type: 'triadic',
  wheel: 'rgb',
  method: 'ciede2000',
  strict: 'true',
  companions: '0',
  preventDuplicates: 'false',
} as const;

export type PlaygroundControls = { -readonly [K in keyof typeof PLAYGROUND_DEFAULTS]: string };

/** The harmony the controls ask for; `filters` maps each dye filter to '', 'true' or 'false'. */
export function harmonyOptions(controls: PlaygroundControls, filters: FilterState, locale: Locale): HarmonyOptions {
  const companions = Number.parseInt(controls.companions, 10);
  return {
    ...(controls.base === 'hex' ? { hex: controls.colour } : { dye: Number(controls.base) }),
    type: controls.type as HarmonyOptions['type'],
    wheel: controls.wheel as HarmonyOptions['wheel'],
    method: controls.method as HarmonyOptions['method'],
    strict: controls.strict !== 'false',
    companions: Number.isInteger(companions) ? companions : 0,
    preventDuplicates: controls.preventDuplicates === 'true',
    ...filterFlags(filters),
    locale,
  };
}
