/** Every engine route (computed locally, no network), in the order the docs list them. */
import type { RouteDef } from '../route.ts';
import { DYE_ROUTES } from './dyes.ts';
import { HARMONY_ROUTES } from './harmony.ts';
import { MATCH_ROUTES } from './match.ts';
import { CHARACTER_ROUTES } from './character.ts';
import { WHEEL_ROUTES } from './wheels.ts';

export const ENGINE_ROUTES: readonly RouteDef[] = [
  ...DYE_ROUTES,
  ...MATCH_ROUTES,
  ...WHEEL_ROUTES,
  ...HARMONY_ROUTES,
  ...CHARACTER_ROUTES,
];
