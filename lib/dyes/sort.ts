/** Sort keys of `GET /v1/dyes`: stable, so ties keep database order both ways. */
import type { Dye } from './database.ts';

export const SORT_KEYS = ['name', 'brightness', 'saturation', 'hue', 'cost'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const compare: Record<SortKey, (a: Dye, b: Dye) => number> = {
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  brightness: (a, b) => a.hsv.v - b.hsv.v,
  saturation: (a, b) => a.hsv.s - b.hsv.s,
  hue: (a, b) => a.hsv.h - b.hsv.h,
  cost: (a, b) => a.cost - b.cost,
};

export function sortDyes(dyes: Dye[], key: SortKey, order: SortOrder): Dye[] {
  const cmp = compare[key];
  // `desc` negates the comparison rather than reversing, so equal keys stay in stainID order.
  return dyes.sort(order === 'desc' ? (a, b) => cmp(b, a) : cmp);
}
