/** The `/v1` app for adapters and the site's reference pages: the app, the route tables and their types. */
export { createApp, type App, type AppOptions } from './app.ts';
export { ENGINE_ROUTES } from './routes/index.ts';
export * as routeTables from './routes/index.ts';
export { charaRoutes } from './chara/index.ts';
export { pricesRoutes } from './prices/index.ts';
export { glamourRoutes } from './glamours/index.ts';
export type { RouteDef } from './route.ts';
export type { ParamDef, ParamSchema } from './params.ts';
export type * from './wire.ts';
