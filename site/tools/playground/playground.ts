/**
 * The playground's controls and the harmony request they make. Shared by the component and by
 * the build-time loader of its first view (first-view.data.ts), so the answers computed at build
 * time are keyed by exactly the path the page asks for: a changed default cannot silently miss.
 */
import { apiPath } from '../shared/api-path.ts';

/** The playground's first view: Dalamud Red, triadic, on the RGB wheel, by CIEDE2000. */
export const PLAYGROUND_DEFAULTS = {
  base: '10',
  colour: '#3a5a8c',
  type: 'triadic',
  wheel: 'rgb',
  method: 'ciede2000',
  strict: 'true',
  companions: '0',
  preventDuplicates: 'false',
} as const;

export type PlaygroundControls = { -readonly [K in keyof typeof PLAYGROUND_DEFAULTS]: string };

/** `GET /v1/harmony` for the controls; `filters` maps each dye filter to '', 'true' or 'false'. */
export function harmonyPath(controls: PlaygroundControls, filters: Record<string, string>, locale: string): string {
  return apiPath('/v1/harmony', {
    ...(controls.base === 'hex' ? { hex: controls.colour } : { dye: controls.base }),
    type: controls.type,
    wheel: controls.wheel,
    method: controls.method,
    strict: controls.strict,
    companions: controls.companions === '0' ? '' : controls.companions,
    preventDuplicates: controls.preventDuplicates === 'true' ? 'true' : '',
    ...filters,
    locale,
  });
}
