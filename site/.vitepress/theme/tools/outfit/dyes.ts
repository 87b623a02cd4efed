/** Every dye in the current language, by stain ID (the number a `.chara` file stores), from the engine. */
import { shallowRef, watch, type ShallowRef } from 'vue';
import { api, apiPath } from '../../engine.ts';
import { locale } from '../../state.ts';

/** The API's Dye Object, as far as this tool reads it. */
export interface DyeObject {
  itemID: number;
  stainID: number;
  name: string;
  localizedName?: string;
  hex: string;
}

export const dyeName = (dye: DyeObject): string => dye.localizedName ?? dye.name;

let table: ShallowRef<Map<number, DyeObject>> | undefined;

/** A reactive map stainID → dye, reloaded when the language changes. */
export function useDyeTable(): ShallowRef<Map<number, DyeObject>> {
  if (table) return table;
  const current = shallowRef(new Map<number, DyeObject>());
  table = current;
  const load = async () => {
    try {
      const { data } = await api<DyeObject[]>(apiPath('/v1/dyes', { perPage: 200, locale: locale.value }));
      current.value = new Map(data.map((d) => [d.stainID, d]));
    } catch {
      // The engine runs on the device; if it fails, swatches show their numbers.
    }
  };
  watch(locale, load, { immediate: true });
  return current;
}
