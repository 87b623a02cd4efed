/** The engine's answers the playground draws (`harmonyWithBands`, `wheel`), as lib types them. */
import type { DyeObject, HarmonySlotData, WheelDetail, WheelDyePosition } from '../../../lib/index.ts';

export type { BandedHarmony as Harmony } from '../../../lib/index.ts';
export type Dye = DyeObject;
export type Slot = HarmonySlotData;
export type WheelData = WheelDetail;
/** A dye on a wheel: its dot goes at `wheelHue`. */
export type WheelDye = WheelDyePosition;
/** What the wheel needs of a slot: its ideal target on the ring and the dye chosen for it. */
export type WheelSlot = Pick<HarmonySlotData, 'index' | 'wheelHue' | 'targetHex'> & {
  dye: Pick<DyeObject, 'stainID' | 'hex'> | null;
};

/** A dye's name in the current language. */
export { dyeName } from '../shared/dye-table.ts';
