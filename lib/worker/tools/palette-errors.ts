/**
 * What the picture tool's worker side reports as an Error message, and its size limit. Apart from
 * lib/worker/tools/palette.ts so the page can import them without pulling the engine into its bundle.
 */

/** Largest side accepted (8,192 × 8,192 is 268 MB of RGBA). */
export const MAX_SIDE = 8192;

export const PICTURE_ERRORS = {
  notAnImage: 'NOT_AN_IMAGE',
  tooLarge: 'TOO_LARGE',
  cancelled: 'CANCELLED',
  noImage: 'NO_IMAGE',
  unsupported: 'UNSUPPORTED',
} as const;
