/** Every dye in the current language, by stain ID (the number a `.chara` file stores), from the engine. */
import { effectScope, shallowRef, watch, type ShallowRef } from 'vue';
import { engine } from './engine.ts';
import { locale } from './state.ts';
import { displayName, type DyeObject } from './palettes/types.ts';

export type { DyeObject };

/** A dye's name in the page's language (the English name when the answer is English). */
export const dyeName = displayName;

let table: ShallowRef<Map<number, DyeObject>> | undefined;

/** A reactive map stainID → dye, reloaded when the language changes. */
export function useDyeTable(): ShallowRef<Map<number, DyeObject>> {
  if (table) return table;
  const current = shallowRef(new Map<number, DyeObject>());
  table = current;
  const load = async () => {
    try {
      const { dyes } = await engine.listDyes({ perPage: 200, locale: locale.value });
      current.value = new Map(dyes.map((d) => [d.stainID, d]));
    } catch {
      // The engine runs on the device; if it fails, swatches show their numbers.
    }
  };
  // Shared by every component of the page, so its watcher must outlive the one that created it.
  if (typeof window !== 'undefined') effectScope(true).run(() => watch(locale, load, { immediate: true }));
  return current;
}
