/** The shapes of the engine's harmony answers the playground draws (spec: GET /v1/harmony, /v1/wheels/:id). */

/** A dye on a wheel: its dot goes at `wheelHue`. */
export interface WheelDye {
  stainID: number;
  name: string;
  localizedName?: string;
  hex: string;
  wheelHue: number;
}
/** What the wheel needs of a slot: its ideal target on the ring and the dye chosen for it. */
export interface WheelSlot {
  index: number;
  wheelHue: number;
  targetHex: string;
  dye: { stainID: number; hex: string } | null;
}

export interface Dye {
  stainID: number;
  itemID: number;
  name: string;
  localizedName?: string;
  hex: string;
}
export interface Slot {
  index: number;
  offset: number;
  wheelHue: number;
  targetHue: number;
  targetHex: string;
  dye: Dye | null;
  distance: number | null;
  companions: Dye[];
}
export interface Harmony {
  base: { hex: string; dye: Dye | null };
  harmonyType: string;
  harmonyTypeName: string;
  wheel: { id: string; tag: string; name: string };
  method: string;
  strict: boolean;
  distanceUnit: string;
  baseWheelHue: number;
  slots: Slot[];
}
export interface WheelData {
  id: string;
  name: string;
  ringStops: string[];
  dyes: WheelDye[];
}

/** A dye's name in the current language. */
export const dyeName = (dye: Dye): string => dye.localizedName ?? dye.name;
