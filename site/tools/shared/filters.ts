/** The dye filters of a tool's page state, for FilterControls and for the engine. */
import { computed, type WritableComputedRef } from 'vue';
import type { DyeFilters } from '../../../lib/dyes/index.ts';
import { NO_FILTERS, OWNED_FILTER, type FilterState } from './options.ts';
import { ownedItemIds } from './palettes/owned.ts';

/** The filter keys of a page state as one FilterControls model (writes go back into the state). */
export function filterModel(state: Record<string, string>): WritableComputedRef<FilterState> {
  return computed<FilterState>({
    get: () => Object.fromEntries(Object.keys(NO_FILTERS).map((k) => [k, state[k] ?? ''])),
    set: (value) => Object.assign(state, value),
  });
}

/**
 * The filter controls' strings ('' any, 'true' only, 'false' none) as the engine's filter flags,
 * and "only dyes I own" as the owned itemIDs (`onlyIds`): every tool's engine call gets the owned
 * dyes this way, and asks again when a dye is marked (the owned set is reactive).
 */
export function filterFlags(state: FilterState): DyeFilters {
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(state))
    if (name !== OWNED_FILTER && (value === 'true' || value === 'false')) flags[name] = value === 'true';
  if (state[OWNED_FILTER] !== 'true') return flags;
  return { ...flags, onlyIds: [...ownedItemIds()].sort((a, b) => a - b) };
}
