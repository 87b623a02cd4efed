/**
 * The playground's controls and the engine call they make (`harmonyWithBands`), one function
 * from the page state to the call, so every change of a control is one question to the engine.
 */
import type { HarmonyOptions } from '../../../lib/index.ts';
import type { Locale } from '../shared/state.ts';
import { filterFlags } from '../shared/filters.ts';
import type { FilterState } from '../shared/options.ts';
import { TOOLS } from '../registry.ts';

/** The playground's first view: its harmony as the registry says (shared links' cards read it too). */
const first = TOOLS.find((tool) => tool.id === 'playground')!.harmonyDefaults!;
export const PLAYGROUND_DEFAULTS = {
  base: first.base,
  colour: '#3A5A8C',
  type: first.type,
  wheel: first.wheel,
  method: first.method,
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
