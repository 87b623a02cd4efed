/** Every dye, from the engine, by stainID: what palettes show and what an import is checked against. */
import { shallowRef, watch } from 'vue';
import { engine } from '../shared/engine.ts';
import { locale } from '../shared/state.ts';
import type { DyeObject } from '../../../lib/index.ts';
import type { PaletteDye } from '../shared/palettes/types.ts';

export function useDyeList() {
  const dyes = shallowRef<ReadonlyMap<number, DyeObject>>(new Map());
  const load = async () => {
    const lang = locale.value;
    const answer = await engine.listDyes({ perPage: 200, locale: lang });
    if (lang === locale.value) dyes.value = new Map(answer.dyes.map((d) => [d.stainID, d]));
  };
  watch(locale, () => void load().catch(() => {}));
  /** The canonical dye records an import is checked against (names in English, as saved). */
  const canonical = (): ReadonlyMap<number, PaletteDye> =>
    new Map(
      [...dyes.value.values()].map((d) => [
        d.stainID,
        { itemID: d.itemID, stainID: d.stainID, name: d.name, hex: d.hex },
      ]),
    );
  return { dyes, load, canonical };
}
