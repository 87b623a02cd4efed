/**
 * The last 20 samples a player took from pictures (a click or tap on the picture), kept on the
 * device so they can be picked again later, even once the picture is closed: newest first, the
 * oldest dropped beyond 20, the same sample taken twice in a row kept once.
 */
import { ref } from 'vue';

export const SAMPLE_HISTORY_SIZE = 20;
const KEY = 'ffxiv-dyes:palette:samples';

export interface KeptSample {
  /** `#rrggbb` as sampled. */
  hex: string;
  /** The pixel it was taken at, in the picture's pixels. */
  x: number;
  y: number;
  /** The side of the square averaged (1–16). */
  side: number;
}

const isKept = (s: unknown): s is KeptSample =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as KeptSample).hex === 'string' &&
  /^#[0-9a-f]{6}$/i.test((s as KeptSample).hex) &&
  [(s as KeptSample).x, (s as KeptSample).y, (s as KeptSample).side].every(Number.isInteger);

function read(): KeptSample[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isKept).slice(0, SAMPLE_HISTORY_SIZE) : [];
  } catch {
    return []; // storage disabled or a damaged copy
  }
}

/** The list with `sample` added at the front. */
export function remember(list: readonly KeptSample[], sample: KeptSample): KeptSample[] {
  const top = list[0];
  if (top && top.hex === sample.hex && top.x === sample.x && top.y === sample.y && top.side === sample.side)
    return [...list];
  return [sample, ...list].slice(0, SAMPLE_HISTORY_SIZE);
}

/** The kept samples (read once on the page), with adding and clearing that write them back. */
export function useSampleHistory() {
  const samples = ref<KeptSample[]>(typeof localStorage === 'undefined' ? [] : read());
  const save = () => {
    try {
      localStorage.setItem(KEY, JSON.stringify(samples.value));
    } catch {
      // storage full or disabled: the list still works on this page
    }
  };
  return {
    samples,
    add(sample: KeptSample) {
      samples.value = remember(samples.value, sample);
      save();
    },
    clear() {
      samples.value = [];
      save();
    },
  };
}
