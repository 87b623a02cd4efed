/**
 * ffxiv-dyes: the FFXIV dye API as a library. `createFetch()` answers `/v1` in-process; the engine
 * functions (`closestDye`, `dyesWithin`, `harmony`, `findDye`, `searchDyes`, `wheels`, `wheel`,
 * `harmonyTypes`) return the same `data` without HTTP; the wire types describe every answer.
 */
export { createFetch, type CreateFetchOptions } from './fetch/create-fetch.ts';
export { createApp, type App, type AppOptions } from './api/app.ts';
export { ENGINE_ROUTES } from './api/routes/index.ts';
export { ApiError, type ErrorCode } from './api/errors.ts';
export type { ApiRequest, ApiResponse } from './api/types.ts';
export type { RouteDef } from './api/route.ts';
export type * from './api/wire.ts';
export {
  closestDye,
  dyesWithin,
  findDye,
  harmony,
  harmonyTypes,
  searchDyes,
  wheel,
  wheels,
  type CandidateOptions,
  type HarmonyOptions,
  type LocaleOption,
  type MatchOptions,
  type WithinOptions,
} from './engine/index.ts';
export { DYES, dyeByItemId, dyeByStainId, type Dye } from './dyes/database.ts';
export { LOCALES } from './dyes/locale.ts';
export { fold as foldName, searchDyeNames, type NameMatch } from './dyes/search.ts';
export { METHODS, METHOD_IDS, colorPoint, parseHex } from './color/index.ts';
export { WHEELS, WHEEL_IDS } from './wheels/index.ts';
export { HARMONY_TYPES, selectHarmony } from './harmony/index.ts';
export {
  relativeLuminance,
  contrastRatio,
  contrastLevel,
  distanceBand,
  type ContrastLevel,
  type DistanceBand,
} from './color/index.ts';
export { type DyeFilters, type FilterName, FILTER_NAMES } from './dyes/filters.ts';
export {
  extractPalette,
  mapImageToDyes,
  sampleColor,
  matchColor,
  createDyeGrid,
  NO_DYE,
  MAX_K,
  type Palette,
  type PaletteOptions,
  type PaletteSwatch,
  type DyeMap,
  type DyeShare,
  type DyeMatch,
  type ColorMatch,
  type MatchOptions as ColorMatchOptions,
  type DyeGrid,
} from './palette/index.ts';
export { closestDyes, type DyeDistance } from './dyes/ranked.ts';
export { parseColorInput, resolveColor, type ColorInput, type ResolvedColor } from './dyes/color-input.ts';
export { BLEND_SPACES, SPACE_IDS, type SpaceId } from './color/spaces.ts';
export {
  buildGradient,
  GRADIENT_LIMITS,
  type Gradient,
  type GradientRequest,
  type GradientStep,
} from './gradient/index.ts';
export {
  findBestMix,
  mixColors,
  mixDyes,
  INVERSE_DEFAULTS,
  MIX_LIMITS,
  MIX_MODES,
  type BestMix,
  type InverseMixRequest,
  type Mix,
  type MixCandidate,
  type MixMatch,
  type MixMode,
  type MixRequest,
} from './mix/index.ts';
export { SLOTS, type Slot } from './items/slots.ts';
export {
  CharaFileError,
  decodeCharaBytes,
  parseCharaFile,
  toResolveBody,
  writeCharaDyes,
  dealPalette,
  harmonyPalette,
  decodeOutfitPieces,
  encodeOutfitPieces,
  newCharaFileText,
  type CharaFile,
  type CharaFileErrorCode,
  type CharaFileErrorParams,
  type CharaPiece,
  type CharaResolveBody,
  type DyeChanges,
  type ResolveGear,
  type RestyleChannel,
} from './chara-file/index.ts';
export { dyeObject, type DyeObject } from './dyes/dye-object.ts';
export * from './compare/index.ts';
export * from './vision/index.ts';
