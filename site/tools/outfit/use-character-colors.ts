/**
 * The character's own colours as part of the outfit: hair, highlights, skin, both eyes, limbal
 * ring, lips and face paint — those the file has and the game shows — kept in the page state
 * (`c`), so the palette, its exports, the saved palette and the share link carry them, and a
 * link opened on another device shows them without the file.
 */
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import type { CharaAppearance } from '../../../lib/chara-file/index.ts';
import type { NamedColor } from '../shared/palettes/colors.ts';
import { decodePartColors, encodePartColors, type PartColor } from './outfit-link.ts';

/**
 * The colours the game shows on the character: the file's own colour where it carries one (its
 * extended appearance), else the creator's; a part the file turns off (no face paint, lip colour
 * off, highlights disabled) or whose colour is unknown is left out.
 */
export const shownColors = (appearance: CharaAppearance | null | undefined): PartColor[] =>
  (appearance?.colors ?? []).flatMap((c) => {
    const hex = c.extended?.hex ?? c.hex;
    return hex && c.worn !== false ? [{ part: c.part, hex }] : [];
  });

export function useCharacterColors(state: { c: string }) {
  const { t } = useI18n();
  /** The colours with their names in the interface language. */
  const colors = computed<NamedColor[]>(() =>
    decodePartColors(state.c).map((c) => ({ key: c.part, name: t(`character.parts.${c.part}`), hex: c.hex })),
  );
  /** Takes the character of an opened file (none: a file saved with gear only). */
  const adopt = (appearance: CharaAppearance | null | undefined) => {
    state.c = encodePartColors(shownColors(appearance));
  };
  return { colors, adopt };
}
