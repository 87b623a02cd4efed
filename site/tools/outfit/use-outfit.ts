/**
 * The Outfit page's state and actions: the opened file (kept on the device, in memory and in
 * IndexedDB), the outfit in the URL (pieces, glasses, restyled dyes, restyle controls, locks,
 * twins, the character and its colours), the names resolved for it, the verdicts, and restyling and writing the
 * file in the engine worker.
 */
import { computed, onBeforeUnmount, onMounted, ref, shallowRef, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { get, set } from 'idb-keyval';
import {
  decodeOutfitPieces,
  encodeOutfitPieces,
  outfitFromGlamour,
  restyleChannels,
  type CharaFile,
  type CharaPiece,
  type RestyleAnchor,
} from '../../../lib/chara-file/index.ts';
import { SLOTS, rulesOf, type Slot } from '../../../lib/items/index.ts';
import type { MethodId } from '../../../lib/color/index.ts';
import type { HarmonyTypeId } from '../../../lib/harmony/index.ts';
import type { WheelId } from '../../../lib/wheels/index.ts';
import type { OutfitFileProblem, PieceVerdict } from '../../../lib/worker/index.ts';
import { engine, latestOnly } from '../shared/engine.ts';
import { tokenInput } from '../shared/color-tokens.ts';
import { filterFlags, filterModel } from '../shared/filters.ts';
import { NO_FILTERS } from '../shared/options.ts';
import { usePageState } from '../shared/state.ts';
import { resolveOutfit, type ResolvedOutfit } from './chara-client.ts';
import { useDyeTable, type DyeObject } from '../shared/dye-table.ts';
import { useHistory } from './history.ts';
import { fetchGlamour, type GearHit, type GlamourProblem, type SharedGlamour } from './planner-client.ts';
import { useCharacterColors } from './use-character-colors.ts';
import {
  decodeDyes,
  decodeLocks,
  decodeTwins,
  decodeWearer,
  encodeDyes,
  encodeLocks,
  encodeTwins,
  encodeWearer,
  lockKey,
  type DyePair,
} from './outfit-link.ts';
import type { RestyleRow } from './rules.ts';

export function useOutfit() {
  const { t } = useI18n();
  const { state, ready } = usePageState('outfit', {
    o: '',
    g: '',
    r: '',
    anchor: '',
    type: 'triadic',
    wheel: 'rgb',
    method: 'ciede2000',
    noRepeats: 'true',
    x: '',
    k: '',
    t: '',
    w: '',
    c: '',
    /** `1` while planning an outfit without a file (started empty or opened from a glamour link). */
    p: '',
    ...NO_FILTERS,
  });
  const dyeTable = useDyeTable();
  const character = useCharacterColors(state);

  /** The opened file (kept on the device), its name, and a problem reading it. */
  const file = shallowRef<CharaFile | null>(null);
  const fileName = ref('outfit.chara');
  const fileProblem = ref<OutfitFileProblem | null>(null);
  const resolved = shallowRef<ResolvedOutfit | null>(null);
  const resolving = ref(false);
  const busy = ref(false);
  const notice = ref('');
  const STORED_FILE = 'outfit:file';
  /** The glamour an outfit was opened from (its title and what could not be placed), kept with its pieces. */
  const STORED_GLAMOUR = 'outfit:glamour';
  const glamour = shallowRef<SharedGlamour | null>(null);
  const glamourProblem = ref<GlamourProblem | null>(null);
  const openingGlamour = ref(false);
  /** Planning without a file: the slot search boxes are shown. */
  const planning = computed(() => state.p === '1' && !file.value);

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
      const result = await engine.readOutfit(input);
      if (!result.ok) {
        fileProblem.value = result.problem;
        return;
      }
      fileProblem.value = null;
      adopt(result.value, name);
      state.w = encodeWearer(result.value.wearer);
      character.adopt(result.value.appearance);
      await set(STORED_FILE, { o: state.o, g: state.g, text: result.value.source.text, name }).catch(() => undefined);
    } finally {
      busy.value = false;
    }
  }

  function adopt(opened: CharaFile, name: string) {
    file.value = opened;
    glamour.value = null;
    state.p = '';
    fileName.value = name;
    state.o = encodeOutfitPieces(opened.pieces);
    state.g = opened.glasses === null ? '' : String(opened.glasses);
    state.r = '';
    state.k = '';
    state.t = '';
    history.reset();
    state.anchor = String(defaultAnchor(opened.pieces));
  }

  /** A page opened from its URL or from the stored state gets its file back from the device. */
  async function restoreFile() {
    if (state.p === '1' && !glamour.value && state.o) {
      const kept = (await get(STORED_GLAMOUR).catch(() => undefined)) as
        { o: string; glamour: SharedGlamour } | undefined;
      if (kept && kept.o === state.o) glamour.value = kept.glamour;
    }
    if (file.value || !state.o) return;
    const stored = (await get(STORED_FILE).catch(() => undefined)) as
      { o: string; g: string; text: string; name: string } | undefined;
    if (!stored || stored.o !== state.o || stored.g !== state.g) return;
    const result = await engine.readOutfit(stored.text);
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
  // Names missing for want of a network arrive when it comes back; the restyle is in `r`, untouched.
  onMounted(() => window.addEventListener('online', retryNames));
  onBeforeUnmount(() => window.removeEventListener('online', retryNames));
  function retryNames() {
    if (resolved.value?.problem) void resolveNames();
  }

  const itemOf = (slot: Slot) => resolved.value?.items[slot];

  const wearer = computed(() => decodeWearer(state.w));
  const locks = computed(() => decodeLocks(state.k));
  const isLocked = (slot: Slot, channel: 0 | 1) => locks.value.has(lockKey(slot, channel));
  function toggleLock(slot: Slot, channel: 0 | 1) {
    const next = new Set(locks.value);
    const key = lockKey(slot, channel);
    if (!next.delete(key)) next.add(key);
    state.k = encodeLocks(next);
  }

  /** Dye channels of the twin worn (the player's choice, else the pick), null when unknown. */
  function wornDyeCount(slot: Slot): number | null {
    const item = itemOf(slot);
    if (!item) return null;
    return rulesOf(item, verdicts.value[slot]?.worn ?? item.itemId)?.dyeCount ?? null;
  }

  /**
   * Every piece that is dyed or can be: channels from its item when known, else from the file
   * (an undyed piece of unknown item is offered both channels, with a note).
   */
  const restyleRows = computed<RestyleRow[]>(() =>
    pieces.value.flatMap((p) => {
      const dyes = dyesOf(p);
      const { dyeCount, source } = restyleChannels(dyes, wornDyeCount(p.slot));
      if (dyeCount === 0 && !dyes[0] && !dyes[1]) return [];
      return [{ slot: p.slot, dyeCount, dyes, source, locked: [isLocked(p.slot, 0), isLocked(p.slot, 1)] as const }];
    }),
  );

  const filters = filterModel(state);
  const anchorInput = (): RestyleAnchor => {
    const input = tokenInput(state.anchor);
    if (input && 'hex' in input && input.hex) return { hex: input.hex };
    if (input && 'dye' in input && input.dye) return { dye: input.dye };
    return { dye: defaultAnchor(pieces.value) };
  };

  /** Why a piece has no name: the network, the upstream, or no item uses its model. */
  function unknownReason(slot: Slot) {
    return unknownReasonOf(itemOf(slot));
  }
  /** Why a looked-up item (a piece or the glasses) has no name, in words the card shows; null when named or loading. */
  function unknownReasonOf(item: object | null | undefined): 'offline' | 'upstream' | 'rejected' | 'no-item' | null {
    if (item === null) return 'no-item';
    if (item !== undefined) return null;
    const problem = resolved.value?.problem;
    if (!problem) return null;
    return problem.kind === 'offline' ? 'offline' : problem.kind === 'unavailable' ? 'upstream' : 'rejected';
  }

  const twins = computed(() => decodeTwins(state.t));
  function chooseTwin(slot: Slot, itemId: number | null) {
    const next = { ...twins.value };
    if (itemId === null) delete next[slot];
    else next[slot] = itemId;
    state.t = encodeTwins(next);
  }
  /** Each named piece's twin to pick, twin worn and verdict, from the engine worker. */
  const verdicts = shallowRef<Partial<Record<Slot, PieceVerdict>>>({});
  const latestVerdicts = latestOnly();
  watch([resolved, () => state.r, () => state.w, () => state.t, () => state.o], async () => {
    const inputs = pieces.value.flatMap((p) => {
      const item = itemOf(p.slot);
      return item ? [{ slot: p.slot, item, dyes: dyesOf(p), chosen: twins.value[p.slot] ?? null }] : [];
    });
    const { fresh, value } = await latestVerdicts(async () =>
      inputs.length ? engine.outfitVerdicts(inputs, { ...wearer.value }) : [],
    );
    if (fresh) verdicts.value = Object.fromEntries(value.map((v) => [v.slot, v]));
  });

  const history = useHistory(
    () => state.r,
    (r) => (state.r = r),
  );

  /** Restyles every unlocked channel from the anchor and harmony; false when no dye was left to use. */
  async function restyle(): Promise<boolean> {
    busy.value = true;
    try {
      const channels = restyleRows.value.map(({ slot, dyeCount, dyes, locked }) => ({ slot, dyeCount, dyes, locked }));
      const excluded = state.x
        .split(',')
        .filter((v) => /^\d+$/.test(v))
        .map(Number);
      const { dyes } = await engine.restyleOutfit(
        channels,
        anchorInput(),
        state.type as HarmonyTypeId,
        state.wheel as WheelId,
        {
          method: state.method as MethodId,
          filters: filterFlags(filters.value),
          excluded,
          noRepeats: state.noRepeats !== 'false',
        },
      );
      if (Object.keys(dyes).length === 0) {
        notice.value = t('outfit.restyle.noPalette');
        return false;
      }
      history.commit(encodeDyes(pieces.value.map((p) => dyes[p.slot] ?? dyesOf(p))));
      return true;
    } finally {
      busy.value = false;
    }
  }

  function setDye(slot: Slot, channel: 0 | 1, stainId: number) {
    history.commit(
      encodeDyes(
        pieces.value.map((p) => {
          const d = dyesOf(p);
          if (p.slot !== slot) return d;
          return channel === 0 ? [stainId, d[1]] : [d[0], stainId];
        }),
      ),
    );
  }

  async function download() {
    busy.value = true;
    try {
      let base = file.value;
      if (!base) {
        const made = await engine.newOutfitFile(pieces.value, glassesId.value, null);
        if (!made.ok) return;
        base = made.value;
      }
      const changes: Partial<Record<Slot, DyePair>> = {};
      for (const p of pieces.value) changes[p.slot] = dyesOf(p);
      const written = await engine.writeOutfit(base, changes);
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

  /** The pieces with the dyes they wear now, the restyle folded in (before the list of pieces changes). */
  const baked = (): CharaPiece[] => pieces.value.map((p) => ({ ...p, dyes: dyesOf(p) }));

  function setPieces(list: CharaPiece[]) {
    state.o = encodeOutfitPieces([...list].sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot)));
    state.r = '';
    state.p = '1';
    history.reset();
    if (!state.anchor) state.anchor = String(defaultAnchor(list));
  }

  function startEmpty() {
    clear();
    state.p = '1';
  }

  /** Wears a found item in its slot, keeping the dyes the slot had. */
  function placeItem(slot: Slot, hit: Pick<GearHit, 'itemId' | 'model'>) {
    const current = baked();
    const old = current.find((p) => p.slot === slot);
    const { set: modelSet, base, variant } = hit.model;
    const next = current.filter((p) => p.slot !== slot);
    next.push({ slot, set: modelSet, base, variant, dyes: old?.dyes ?? [0, 0] });
    const chosen = { ...twins.value };
    delete chosen[slot];
    state.t = encodeTwins(chosen);
    setPieces(next);
  }

  function removeItem(slot: Slot) {
    setPieces(baked().filter((p) => p.slot !== slot));
  }

  /** Opens a glamour shared on Eorzea Collection as a planned outfit. */
  async function openGlamour(url: string) {
    openingGlamour.value = true;
    try {
      const answer = await fetchGlamour(url.trim());
      if (!answer.ok) {
        glamourProblem.value = answer.problem;
        return;
      }
      glamourProblem.value = null;
      const opened = outfitFromGlamour(answer.glamour);
      clear();
      glamour.value = answer.glamour;
      setPieces(opened.pieces);
      state.g = opened.glasses === null ? '' : String(opened.glasses);
      state.anchor = String(defaultAnchor(opened.pieces));
      await set(STORED_GLAMOUR, { o: state.o, glamour: answer.glamour }).catch(() => undefined);
    } finally {
      openingGlamour.value = false;
    }
  }

  function clear() {
    file.value = null;
    glamour.value = null;
    fileProblem.value = null;
    state.o = '';
    state.g = '';
    state.r = '';
    state.k = '';
    state.t = '';
    state.w = '';
    state.c = '';
    state.p = '';
    history.reset();
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
    characterColors: character.colors,
    wearer,
    filters,
    unknownReason,
    unknownReasonOf,
    wornDyeCount,
    verdicts,
    chooseTwin,
    toggleLock,
    history,
    retryNames,
    open,
    restyle,
    setDye,
    download,
    clear,
    planning,
    glamour,
    glamourProblem,
    openingGlamour,
    startEmpty,
    placeItem,
    removeItem,
    openGlamour,
  };
}
