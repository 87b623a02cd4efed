/**
 * The checks a mix request and a mix search share (own file: index.ts and inverse.ts both use them,
 * and index.ts re-exports inverse.ts).
 */
import * as check from '../validate/rules.ts';
import { checkedFilters } from '../dyes/candidates.ts';
import { allowedMask, type DyeFilters } from '../dyes/filters.ts';
import { MIX_MODES, type MixMode } from './models.ts';

/** The mixing model (default `spectral`). */
export const checkMode = (mode: unknown): MixMode =>
  mode === undefined ? 'spectral' : check.oneOf('mode', mode, MIX_MODES);

/** Dye filters of a request, checked, as a candidate mask with `excluded` left out too. */
export function filterMask(filters: unknown, excluded?: ReadonlySet<number>): Uint8Array | undefined {
  const given = filters === undefined ? {} : check.object<DyeFilters>('filters', filters, 'dye filters');
  return allowedMask(checkedFilters(given), excluded);
}
