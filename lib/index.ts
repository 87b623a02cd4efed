/**
 * ffxiv-dyes: the FFXIV dye API as a library. The root holds the typed calls (each returns the
 * `data` its `/v1` route answers, or the tool's result), `createFetch()` (a drop-in `fetch`
 * answering `/v1` in-process), `createApp()` (the routes for your own runtime), the wire types and
 * the two errors. Everything else is in a subpath: `ffxiv-dyes/color`, `/dyes`, `/palette`,
 * `/vision`, `/gradient`, `/mix`, `/compare`, `/chara-file`, `/harmony`, `/wheels`, `/match`,
 * `/character`, `/items`, `/prices`.
 */
export { createFetch, type CreateFetchOptions } from './fetch/create-fetch.ts';
export { createApp, type App, type AppOptions } from './api/app.ts';
export { ENGINE_ROUTES } from './api/routes/index.ts';
export { ApiError, type ErrorCode } from './api/errors.ts';
export { ValidationError, type ValidationKind } from './validate/error.ts';
export type { ApiRequest, ApiResponse } from './api/types.ts';
export type { RouteDef } from './api/route.ts';
export type * from './api/wire.ts';

export {
  closestDye,
  dyesWithin,
  matchColor,
  type MatchOptions,
  type WithinOptions,
  type ColorMatches,
  type ColorMatchOptions,
} from './match/index.ts';
export {
  listDyes,
  searchDyes,
  findDye,
  dyeById,
  dyeByStain,
  dyeBatch,
  dyeCategories,
  consolidationGroups,
  browseDyes,
  dyeDetail,
  type BrowseOptions,
  type DyeDetail,
  type DyeMatch,
  type ListOptions,
  type DyePage,
  type LocaleOption,
  type CandidateOptions,
  type Dye,
  type DyeFilters,
} from './dyes/index.ts';
export {
  harmony,
  harmonyWithBands,
  harmonyTypes,
  type HarmonyOptions,
  type BandedHarmony,
  type BandedHarmonySlot,
} from './harmony/index.ts';
export { wheels, wheel } from './wheels/index.ts';
export { buildGradient, type Gradient, type GradientRequest, type GradientStep } from './gradient/index.ts';
export { mixDyes, findBestMix, type Mix, type MixRequest, type BestMix, type InverseMixRequest } from './mix/index.ts';
export { compareDyes, type Comparison, type CompareOptions } from './compare/index.ts';
export { checkVision, type VisionOptions, type VisionReport } from './vision/index.ts';
export { extractPalette, mapImageToDyes, type Palette, type PaletteOptions, type DyeMap } from './palette/index.ts';
export { fold as foldName, searchDyeNames, type NameMatch } from './dyes/search.ts';
export {
  parseCharaFile,
  toResolveBody,
  writeCharaDyes,
  outfitFromItems,
  outfitFromGlamour,
  outfitCharaText,
  CharaFileError,
  type CharaFile,
  type DyeChanges,
  type Outfit,
  type OutfitItem,
} from './chara-file/index.ts';
export {
  characterColors,
  matchCharacterColor,
  closestCharacterColors,
  type CharacterMatchOptions,
  type CharacterColorMatch,
  type ClosestPaletteColor,
} from './character/index.ts';
export { budget, type BudgetAnswer, type BudgetRequest, type PriceSheet } from './prices/index.ts';
