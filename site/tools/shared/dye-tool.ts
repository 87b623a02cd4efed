/**
 * The page state of a tool that matches colours to dyes (gradient, mixer, vision): its own fields
 * with the distance method, plus the dye filters, all kept in the URL; and the options every
 * engine call of such a tool shares.
 */
import { computed } from 'vue';
import type { MethodId } from '../../../lib/color/index.ts';
import type { DyeFilters, Locale } from '../../../lib/dyes/index.ts';
import { NO_FILTERS } from './options.ts';
import { filterFlags, filterModel } from './filters.ts';
import { locale, usePageState } from './state.ts';

/** What the engine's tool functions take besides their own request: how to match, which dyes, which language. */
export interface MatchOptions {
  method: MethodId;
  filters: DyeFilters;
  locale: Locale;
}

export function useDyeToolState<T extends Record<string, string> & { method: string }>(key: string, defaults: T) {
  const { state, ready } = usePageState(key, { ...defaults, ...NO_FILTERS });
  /** The filter controls' model (writes go back into the page state). */
  const filters = filterModel(state);
  const matchOptions = computed<MatchOptions>(() => ({
    method: state.method as MethodId,
    filters: filterFlags(filters.value),
    locale: locale.value,
  }));
  return { state, ready, filters, matchOptions };
}
