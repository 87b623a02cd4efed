/** The appearance colours of a `.chara` file, by name (apart from the reader, for pages that list them). */
/** The eight colours, in the order the page shows them. */
export const APPEARANCE_PARTS = [
  'hair',
  'highlights',
  'skin',
  'left-eye',
  'right-eye',
  'limbal-ring',
  'lips',
  'face-paint',
] as const;
export type AppearancePart = (typeof APPEARANCE_PARTS)[number];
