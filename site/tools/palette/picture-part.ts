/**
 * The part of the picture the palette comes from, as one model the picture (PictureView, where
 * the player marks it) and the choices beside it (PartChooser) share: the marking tool in hand,
 * the brush size, a rectangle or painted cells (one at a time), and colours left out.
 * `selection` is what goes to the engine worker: plain values (shallow refs, copied arrays), as
 * a reactive proxy cannot be cloned into a worker message.
 */
import { computed, reactive, ref, shallowRef } from 'vue';
import { MAX_IGNORED, type PaletteMask, type PaletteRegion } from '../../../lib/palette/index.ts';
import type { PicturePart } from './picture-engine.ts';
import type { BrushSize, Tool } from './part-shapes.ts';

export function usePicturePart() {
  const tool = ref<Tool>('');
  const brushSize = ref<BrushSize>('medium');
  const region = shallowRef<PaletteRegion | null>(null);
  const mask = shallowRef<PaletteMask | null>(null);
  const ignored = ref<string[]>([]);
  return reactive({
    tool,
    brushSize,
    region,
    mask,
    ignored,
    selection: computed<PicturePart>(() => ({ region: region.value, mask: mask.value, ignore: [...ignored.value] })),
    /** True when less than the whole picture is chosen. */
    chosen: computed(() => Boolean(region.value || mask.value || ignored.value.length)),
    canIgnore: computed(() => ignored.value.length < MAX_IGNORED),
    /** Takes up a marking tool, or puts it down when it is already in hand. */
    take(next: Tool) {
      tool.value = tool.value === next ? '' : next;
    },
    setBrushSize(size: BrushSize) {
      brushSize.value = size;
    },
    /** A rectangle replaces painted cells, and the rectangle tool is put down. */
    chooseRegion(next: PaletteRegion) {
      region.value = next;
      mask.value = null;
      tool.value = '';
    },
    /** Painted cells replace a rectangle; the brush stays in hand (a player paints in strokes). */
    chooseMask(next: PaletteMask) {
      mask.value = next;
      region.value = null;
    },
    ignore(hex: string) {
      if (!ignored.value.includes(hex) && ignored.value.length < MAX_IGNORED) ignored.value = [...ignored.value, hex];
    },
    unignore(hex: string) {
      ignored.value = ignored.value.filter((h) => h !== hex);
    },
    whole() {
      region.value = mask.value = null;
      ignored.value = [];
      tool.value = '';
    },
  });
}

export type PicturePartModel = ReturnType<typeof usePicturePart>;
