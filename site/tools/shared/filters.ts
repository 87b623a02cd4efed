/** The dye filters of a tool's page state, for FilterControls and for the engine. */
import { computed, type WritableComputedRef } from 'vue';
import type { DyeFilters } from '../../../lib/dyes/index.ts';
import { NO_FILTERS, type FilterState } from './options.ts';

/** The filter keys of a page state as one FilterControls model (writes go back into the state). */
export function filterModel(state: Record<string, string>): WritableComputedRef<FilterState> {
  return computed<FilterState>({
    get: () => Object.fromEntries(Object.keys(NO_FILTERS).map((k) => [k, state[k] ?? ''])),
    set: (value) => Object.assign(state, value),
  });
}

/** The filter controls' strings ('' any, 'true' only, 'false' none) as the engine's filter flags. */
export function filterFlags(state: FilterState): DyeFilters {
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(state))
    if (value === 'true' || value === 'false') flags[name] = value === 'true';
  return flags;
}
