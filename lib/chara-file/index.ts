/**
 * `.chara` character files (Anamnesis, Brio, Ktisis): read the worn pieces and their dyes, build
 * the `/v1/chara/resolve` body, restyle from a harmony, and write the new dyes back into the file
 * without touching anything else.
 */
export {
  CharaFileError,
  decodeCharaBytes,
  parseCharaFile,
  type CharaFile,
  type CharaFileErrorCode,
  type CharaFileErrorParams,
  type CharaPiece,
} from './parse.ts';
export { toResolveBody, type CharaResolveBody, type ResolveGear } from './resolve-body.ts';
export { writeCharaDyes, type DyeChanges } from './write.ts';
export { dealPalette, harmonyPalette, type RestyleChannel } from './restyle.ts';
export { decodeOutfitPieces, encodeOutfitPieces } from './link.ts';
export { newCharaFileText } from './new-file.ts';
export { outfitFromItems, outfitFromGlamour, outfitCharaText, type Outfit, type OutfitItem } from './outfit.ts';
export { APPEARANCE_PARTS, type AppearancePart } from '../character/appearance.ts';
export {
  readAppearance,
  OFF_GRID_DELTA_E,
  type AppearanceColor,
  type CharaAppearance,
  type ExtendedColor,
  type UnknownReason,
} from './appearance.ts';
export { restyleChannels, type ChannelSource } from './channels.ts';
export { restylePalette, type RestyleAnchor, type RestyleOptions } from './restyle.ts';
export { wearerOf } from './wearer.ts';
export {
  glamourListMarkdown,
  glamourListShowcase,
  glamourListText,
  type GlamourEntry,
  type GlamourListWords,
} from './glamour-list.ts';
export { SLOTS, type Slot } from '../items/slots.ts';
