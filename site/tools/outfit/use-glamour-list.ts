/**
 * The outfit's glamour list in the page's language: per piece the twin worn (the player's choice,
 * else the pick), its dyes per channel and acquisition line, written as text and as Markdown by
 * the domain's list writer (which writes two identical rings once).
 */
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import {
  glamourListMarkdown,
  glamourListText,
  restyleChannels,
  type CharaPiece,
  type GlamourEntry,
} from '../../../lib/chara-file/index.ts';
import { modelKey, type GlassesEntry, type Slot } from '../../../lib/items/index.ts';
import { locale } from '../shared/state.ts';
import { dyeName } from '../shared/dye-table.ts';
import { localName } from './names.ts';
import type { useOutfit } from './use-outfit.ts';

export function useGlamourList(
  outfit: ReturnType<typeof useOutfit>,
  glasses: ComputedRef<GlassesEntry | null | undefined>,
  modelText: (piece: CharaPiece) => string,
) {
  const { t } = useI18n();
  const { pieces, itemOf, verdicts, dyesOf, wornDyeCount, dyeTable, glassesId, file } = outfit;

  const entries = computed<GlamourEntry[]>(() => {
    const list: GlamourEntry[] = pieces.value.map((p) => {
      const item = itemOf(p.slot);
      const worn = verdicts.value[p.slot]?.worn ?? item?.itemId;
      const alt = item?.alternates.find((a) => a.itemId === worn);
      const names = alt?.names ?? item?.names;
      const dyes = dyesOf(p);
      // The item's channels, and any channel the file dyes beyond them (the verdict says so).
      const { dyeCount } = restyleChannels(dyes, wornDyeCount(p.slot));
      const shown = Math.max(dyeCount, dyes[1] ? 2 : dyes[0] ? 1 : 0);
      return {
        slot: p.slot,
        look: worn !== undefined ? String(worn) : modelKey(p),
        item: names ? localName(names, locale.value).text : t('outfit.card.model', { model: modelText(p) }),
        dyes: dyes.slice(0, shown).map((d) => {
          if (!d) return '';
          const dye = dyeTable.value.get(d);
          return dye ? dyeName(dye) : t('outfit.dye.unknown', { id: d });
        }),
        acquisition: (alt ? alt.acquisition : item?.acquisition) ?? null,
      };
    });
    if (glassesId.value !== null) {
      const entry = glasses.value;
      list.push({
        slot: 'Glasses',
        look: String(glassesId.value),
        item: entry
          ? localName(entry.names, locale.value).text
          : t('outfit.card.model', { model: String(glassesId.value) }),
        dyes: [],
        acquisition: entry?.acquisition ?? null,
      });
    }
    return list;
  });
  const words = computed(() => ({
    slot: (slot: Slot | 'Glasses' | 'Rings') => t(`outfit.slot.${slot}`),
    undyed: t('outfit.dye.undyed'),
    dyeSeparator: ' / ',
    acquisition: (text: string) => t('outfit.list.obtained', { text }),
  }));
  const title = computed(() => file.value?.nickname ?? t('outfit.outfitTitle'));
  return {
    entries,
    words,
    title,
    text: computed(() => glamourListText(title.value, entries.value, words.value)),
    markdown: computed(() => glamourListMarkdown(title.value, entries.value, words.value)),
    fileStem: computed(() => (file.value?.nickname ?? 'outfit').replace(/[^\p{L}\p{N}_-]+/gu, '-')),
  };
}
