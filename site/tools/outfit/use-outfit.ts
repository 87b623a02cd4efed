/**
 * The Outfit page's state and actions: the opened file (kept on the device, in memory and in
 * IndexedDB), the outfit in the URL (pieces, glasses, restyled dyes, restyle controls), the
 * names resolved for it, and restyling and writing the file in the engine worker.
 */
import { computed, ref, shallowRef, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { get, set } from 'idb-keyval';
import { decodeOutfitPieces, encodeOutfitPieces } from '../../../lib/chara-file/index.ts';
import type { CharaFile, CharaPiece } from '../../../lib/chara-file/index.ts';
import type { Slot } from '../../../lib/items/index.ts';
import type { HarmonyTypeId } from '../../../lib/harmony/index.ts';
import type { WheelId } from '../../../lib/wheels/index.ts';
import type { OutfitFileProblem } from '../../../lib/worker/index.ts';
import { engineApi, latestOnly } from '../shared/engine.ts';
import { usePageState } from '../shared/state.ts';
import { resolveOutfit, type ResolvedOutfit } from './chara-client.ts';
import { useDyeTable, type DyeObject } from './dyes.ts';
import { decodeDyes, encodeDyes, type DyePair } from './outfit-link.ts';
import { dyeCountOf, type RestyleRow } from './rules.ts';

export function useOutfit() {
  const { t } = useI18n();
  const { state, ready } = usePageState('outfit', { o: '', g: '', r: '', anchor: '', type: 'triadic', wheel: 'rgb' });
  const dyeTable = useDyeTable();

  /** The opened file (kept on the device), its name, and a problem reading it. */
  const file = shallowRef<CharaFile | null>(null);
  const fileName = ref('outfit.chara');
  const fileProblem = ref<OutfitFileProblem | null>(null);
  const resolved = shallowRef<ResolvedOutfit | null>(null);
  const resolving = ref(false);
  const busy = ref(false);
  const notice = ref('');
  const STORED_FILE = 'outfit:file';

  const pieces = computed<CharaPiece[]>(() => decodeOutfitPieces(state.o) ?? []);
  const glassesId = computed(() =>
    /^[1-9]\d{0,4}$/.test(state.g) && Number(state.g) <= 65535 ? Number(state.g) : null,
  );
  const restyled = computed(() => decodeDyes(state.r, pieces.value));
  const dyesOf = (piece: CharaPiece): DyePair => restyled.value?.[piece.slot] ?? piece.dyes;
  const hasOutfit = computed(() => pieces.value.length > 0 || glassesId.value !== null);

  /** Default anchor: the body's first dye, else the first dye the outfit wears, else Snow White. */
  const defaultAnchor = (list: readonly CharaPiece[]): number =>
    list.find((p) => p.slot === 'Body' && p.dyes[0])?.dyes[0] ?? list.flatMap((p) => p.dyes).find((d) => d > 0) ?? 1;

  async function open(input: Uint8Array | string, name: string) {
    busy.value = true;
    try {
      const result = await (await engineApi()).readOutfit(input);
      if (!result.ok) {
        fileProblem.value = result.problem;
        return;
      }
      fileProblem.value = null;
      adopt(result.value, name);
      await set(STORED_FILE, { o: state.o, g: state.g, text: result.value.source.text, name }).catch(() => undefined);
    } finally {
      busy.value = false;
    }
  }

  function adopt(opened: CharaFile, name: string) {
    file.value = opened;
    fileName.value = name;
    state.o = encodeOutfitPieces(opened.pieces);
    state.g = opened.glasses === null ? '' : String(opened.glasses);
    state.r = '';
    state.anchor = String(defaultAnchor(opened.pieces));
  }

  /** A page opened from its URL or from the stored state gets its file back from the device. */
  async function restoreFile() {
    if (file.value || !state.o) return;
    const stored = (await get(STORED_FILE).catch(() => undefined)) as
      { o: string; g: string; text: string; name: string } | undefined;
    if (!stored || stored.o !== state.o || stored.g !== state.g) return;
    const result = await (await engineApi()).readOutfit(stored.text);
    if (result.ok) {
      file.value = result.value;
      fileName.value = stored.name;
    }
  }

  const latest = latestOnly();
  async function resolveNames() {
    if (!ready.value) return;
    if (!hasOutfit.value) {
      resolved.value = null;
      return;
    }
    resolving.value = true;
    const { fresh, value } = await latest(() => resolveOutfit(pieces.value, glassesId.value));
    if (!fresh) return;
    resolved.value = value;
    resolving.value = false;
  }
  watch([ready, () => state.o, () => state.g], () => {
    void resolveNames();
    void restoreFile();
  });

  const itemOf = (slot: Slot) => resolved.value?.items[slot];

  const restyleRows = computed<RestyleRow[]>(() =>
    pieces.value.flatMap((p) => {
      const dyeCount = dyeCountOf(itemOf(p.slot));
      return dyeCount ? [{ slot: p.slot, dyeCount, dyes: dyesOf(p) }] : [];
    }),
  );

  async function restyle() {
    busy.value = true;
    try {
      const anchor = Number(state.anchor) || defaultAnchor(pieces.value);
      const channels = restyleRows.value.map(({ slot, dyeCount }) => ({ slot, dyeCount }));
      const { dyes } = await (
        await engineApi()
      ).restyleOutfit(channels, anchor, state.type as HarmonyTypeId, state.wheel as WheelId);
      state.r = encodeDyes(pieces.value.map((p) => dyes[p.slot] ?? dyesOf(p)));
    } finally {
      busy.value = false;
    }
  }

  function setDye(slot: Slot, channel: 0 | 1, stainId: number) {
    state.r = encodeDyes(
      pieces.value.map((p) => {
        const d = dyesOf(p);
        if (p.slot !== slot) return d;
        return channel === 0 ? [stainId, d[1]] : [d[0], stainId];
      }),
    );
  }

  async function download() {
    busy.value = true;
    try {
      const api = await engineApi();
      let base = file.value;
      if (!base) {
        const made = await api.newOutfitFile(pieces.value, glassesId.value, null);
        if (!made.ok) return;
        base = made.value;
      }
      const changes: Partial<Record<Slot, DyePair>> = {};
      for (const p of pieces.value) changes[p.slot] = dyesOf(p);
      const written = await api.writeOutfit(base, changes);
      if (!written.ok) {
        fileProblem.value = written.problem;
        return;
      }
      const stem = fileName.value.replace(/\.chara$/i, '') || 'outfit';
      const name = restyled.value ? `${stem}-restyled.chara` : `${stem}.chara`;
      const url = URL.createObjectURL(new Blob([new Uint8Array(written.value)], { type: 'application/octet-stream' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notice.value = t('outfit.restyle.downloaded', { file: name });
    } finally {
      busy.value = false;
    }
  }

  /** Every dye the outfit wears now (restyled or not), in slot order, each once. */
  const paletteDyes = computed<DyeObject[]>(() => {
    const seen = new Set<number>();
    const out: DyeObject[] = [];
    for (const p of pieces.value) {
      for (const id of dyesOf(p)) {
        const dye = dyeTable.value.get(id);
        if (id && dye && !seen.has(id)) {
          seen.add(id);
          out.push(dye);
        }
      }
    }
    return out;
  });

  function clear() {
    file.value = null;
    fileProblem.value = null;
    state.o = '';
    state.g = '';
    state.r = '';
  }

  return {
    state,
    dyeTable,
    file,
    fileProblem,
    resolved,
    resolving,
    busy,
    notice,
    pieces,
    glassesId,
    restyled,
    dyesOf,
    hasOutfit,
    itemOf,
    restyleRows,
    paletteDyes,
    open,
    restyle,
    setDye,
    download,
    clear,
  };
}
