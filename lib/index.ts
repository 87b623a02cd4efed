/**
 * ffxiv-dyes: the FFXIV dye API as a library. `createFetch()` answers `/v1` in-process; the engine
 * pieces are exported for bots and tools that want typed calls without HTTP.
 */
export { createFetch, type CreateFetchOptions } from './mock/create-fetch.ts';
export { createApp, type App, type AppOptions } from './api/app.ts';
export { ENGINE_ROUTES } from './api/routes/index.ts';
export { ApiError, type ErrorCode } from './api/errors.ts';
export type { ApiRequest, ApiResponse } from './api/types.ts';
export type { RouteDef } from './api/route.ts';
export { DYES, dyeByItemId, dyeByStainId, type Dye } from './dyes/database.ts';
export { findDye } from './dyes/ids.ts';
export { searchDyes } from './dyes/search.ts';
export { closestDye, dyesWithin } from './dyes/nearest.ts';
export { LOCALES, type Locale } from './dyes/locale.ts';
export { METHODS, METHOD_IDS, colorPoint, parseHex, type MethodId } from './color/index.ts';
export { WHEELS, WHEEL_IDS, type WheelId } from './wheels/index.ts';
export { HARMONY_TYPES, selectHarmony, type HarmonyTypeId } from './harmony/index.ts';
export { dyeObject, type DyeObject } from './dyes/dye-object.ts';
export type { DyeFilters } from './dyes/filters.ts';
export { relativeLuminance, contrastRatio, contrastLevel, distanceBand, type ContrastLevel, type DistanceBand } from './color/index.ts';
export * from './compare/index.ts';
export * from './vision/index.ts';
