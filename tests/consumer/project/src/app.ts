/**
 * A frontend developer's project using the installed package: the drop-in fetch, MSW handlers in
 * their own `msw/node` server, the engine exports and the worker's types. Type-checked strictly under
 * NodeNext and bundler resolution, then run; it prints what it saw as one JSON line.
 */
import { createFetch, findDye, closestDye, ValidationError, type Locale, type MethodId } from 'ffxiv-dyes';
import { METHOD_IDS } from 'ffxiv-dyes/color';
import { LOCALES } from 'ffxiv-dyes/dyes';
import { selectHarmony } from 'ffxiv-dyes/harmony';
import { WHEEL_IDS } from 'ffxiv-dyes/wheels';
import { extractPalette } from 'ffxiv-dyes/palette';
import { parseCharaFile } from 'ffxiv-dyes/chara-file';
import { createHandlers, handlers } from 'ffxiv-dyes/msw';
import type { EngineApi } from 'ffxiv-dyes/worker';
import { setupServer } from 'msw/node';

// The exports carry real types: none of them is `any`.
type IsAny<T> = 0 extends 1 & T ? true : false;
const typed: [IsAny<typeof closestDye>, IsAny<typeof selectHarmony>, IsAny<typeof createFetch>, IsAny<EngineApi>] = [
  false,
  false,
  false,
  false,
];
// @ts-expect-error closestDye needs a colour to match.
const misuse = () => closestDye();
const locale: Locale = 'ja';
// @ts-expect-error 'xx' is not a locale.
const notLocale: Locale = 'xx';
const method: MethodId = 'oklab';
type EngineAnswer = Awaited<ReturnType<EngineApi['request']>>;
const statusOf = (answer: EngineAnswer): number => answer.status;

interface Envelope<T> {
  success: boolean;
  data: T;
}

const local = createFetch();
const closest = await local(`/v1/match/closest?hex=%235b7fc0&method=${method}&locale=${locale}`);
const closestBody = (await closest.json()) as Envelope<{
  dye: { name: string; localizedName?: string };
  distance: number;
}>;

// Loopback origins: nothing leaves the machine even if a handler failed to match. `listen()` takes no
// options, since msw 3 renamed msw 2's `onUnhandledRequest`.
const server = setupServer(...handlers, ...createHandlers('http://localhost'));
server.listen();
let viaMsw: { status: number; name: string; harmonySlots: number };
try {
  const dye = await fetch('http://127.0.0.1/v1/dyes/5729?locale=ja');
  const dyeBody = (await dye.json()) as Envelope<{ name: string; localizedName?: string }>;
  const harmony = await fetch('http://localhost/v1/harmony?dye=5729&type=triadic&wheel=ryb');
  const harmonyBody = (await harmony.json()) as Envelope<{ slots: unknown[] }>;
  viaMsw = {
    status: dye.status,
    name: `${dyeBody.data.name}/${dyeBody.data.localizedName ?? ''}`,
    harmonySlots: harmonyBody.data.slots.length,
  };
} finally {
  server.close();
}

console.log(
  JSON.stringify({
    typed,
    misuse: typeof misuse,
    notLocale,
    closest: {
      status: closest.status,
      name: closestBody.data.dye.name,
      localizedName: closestBody.data.dye.localizedName,
      distance: closestBody.data.distance,
    },
    viaMsw,
    findDye: findDye(5729)?.name,
    refused: (() => {
      try {
        closestDye('#12');
      } catch (error) {
        return error instanceof ValidationError ? error.field : 'other';
      }
      return 'none';
    })(),
    subpaths: [typeof extractPalette, typeof parseCharaFile],
    counts: { locales: LOCALES.length, methods: METHOD_IDS.length, wheels: WHEEL_IDS.length },
    statusOf: typeof statusOf,
  }),
);
