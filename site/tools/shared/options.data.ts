/**
 * Build-time data: the engine's own option lists (harmony types, wheels, distance methods, dye
 * filters, sort keys, locales), reduced to JSON. Controls are built from these rather than typed
 * again here, and the page bundle gets the lists without the engine (lib/ modules compute tables
 * at load, which a bundler cannot drop).
 */
import { HARMONY_TYPES } from '../../../lib/harmony/index.ts';
import { WHEEL_NAMES } from '../../../lib/wheels/index.ts';
import { METHOD_IDS, METHODS } from '../../../lib/color/index.ts';
import { FILTER_DESCRIPTIONS, FILTER_NAMES } from '../../../lib/dyes/index.ts';
import { SORT_KEYS, SORT_ORDERS } from '../../../lib/dyes/index.ts';
import { LOCALES, type Locale } from '../../../lib/dyes/index.ts';

export interface EngineOptions {
  locales: Locale[];
  harmonyTypes: { id: string; offsets: number[]; names: Record<Locale, string> }[];
  /** In display order, rgb first (the order of `GET /v1/wheels`). */
  wheels: { id: string; names: Record<Locale, string> }[];
  methods: { id: string; tag: string; scale: string }[];
  filters: { name: string; description: string }[];
  sortKeys: string[];
  sortOrders: string[];
}

declare const data: EngineOptions;
export { data };

export default {
  load(): EngineOptions {
    return {
      locales: [...LOCALES],
      harmonyTypes: HARMONY_TYPES.map((t) => ({ id: t.id, offsets: [...t.offsets], names: { ...t.names } })),
      wheels: Object.entries(WHEEL_NAMES).map(([id, names]) => ({ id, names: { ...names } })),
      methods: METHOD_IDS.map((id) => ({ id, tag: METHODS[id].tag, scale: METHODS[id].scale })),
      filters: FILTER_NAMES.map((name) => ({ name, description: FILTER_DESCRIPTIONS[name] })),
      sortKeys: [...SORT_KEYS],
      sortOrders: [...SORT_ORDERS],
    };
  },
};
