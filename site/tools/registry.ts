/**
 * Every tool of the site, in one list: the nav bar (site/.vitepress/config.ts), the home page's
 * menu, the player search, the keyboard shortcuts, the dye cards' tool links, the Lighthouse and
 * axe checks and the shared links' preview cards (runtimes/preview/) all read it, so a new tool is
 * its folder (site/tools/<id>/, with its messages) and one entry here.
 *
 * A tool's words are its own namespace's, `<id>.navLabel`, `<id>.name` and `<id>.line`, in every
 * language (site/tools/<id>/messages/<locale>.json; site/i18n/index.ts). `label` is the English
 * nav text the server renders, which the nav bar's translation replaces with `navLabel`
 * (site/i18n/theme-labels.ts).
 *
 * runtimes/preview imports this module, so it imports nothing and needs no DOM
 * (ARCHITECTURE.md, "What may import what").
 */
export interface Tool {
  id: string;
  /** The page, without a trailing slash. */
  path: string;
  /** English nav label (the tool namespace's `navLabel` says the same). */
  label: string;
  /** The single key (no modifier) that opens the tool anywhere on the site. */
  key: string;
  /** The picture: SVG path data on a 24×24 grid, stroked in the current colour. */
  icon: string;
  /** A tool that takes a dye as its input: how to open it with one (the dye's card links to it). */
  withDye?: (dye: { stainID: number; hex: string }) => string;
  /** Shown in the nav's Tools menu (Saved has its own nav entry). */
  inToolsMenu: boolean;
  /** The query keys whose dyes a shared link's preview card shows (comma lists; `10:1` is dye 10). */
  cardDyes?: readonly string[];
  /**
   * A harmony tool's first view (a link leaves out what it does not change): its card shows the
   * base and the harmony's dyes as the page does, not the base alone.
   */
  harmonyDefaults?: { readonly base: string; readonly type: string; readonly wheel: string; readonly method: string };
}

export const TOOLS: readonly Tool[] = [
  {
    id: 'playground',
    path: '/playground',
    label: 'Playground',
    key: 'p',
    icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5a1.5 1.5 0 1 0 0 .01M7.7 14.5a1.5 1.5 0 1 0 0 .01M16.3 14.5a1.5 1.5 0 1 0 0 .01',
    withDye: (d) => `/playground?base=${d.stainID}`,
    inToolsMenu: true,
    // Dalamud Red, triadic, on the RGB wheel, by CIEDE2000.
    harmonyDefaults: { base: '10', type: 'triadic', wheel: 'rgb', method: 'ciede2000' },
  },
  {
    id: 'matcher',
    path: '/matcher',
    label: 'Matcher',
    key: 'm',
    icon: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 1v4M12 19v4M1 12h4M19 12h4',
    withDye: (d) => `/matcher?hex=${encodeURIComponent(d.hex)}`,
    inToolsMenu: true,
    cardDyes: ['hex'],
  },
  {
    id: 'palette',
    path: '/palette',
    label: 'Palette',
    key: 'i',
    icon: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5a1 1 0 1 0 0 .01',
    inToolsMenu: true,
  },
  {
    id: 'dyes',
    path: '/dyes',
    label: 'Dyes',
    key: 'd',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
    withDye: (d) => `/dyes?dye=${d.stainID}`,
    inToolsMenu: true,
    cardDyes: ['dye'],
  },
  {
    id: 'outfit',
    path: '/outfit',
    label: 'Outfit',
    key: 'o',
    icon: 'M8 3l-5 4 3 3 2-1v12h8V9l2 1 3-3-5-4c-1 2-2 3-4 3s-3-1-4-3',
    inToolsMenu: true,
  },
  {
    id: 'gradient',
    path: '/gradient',
    label: 'Gradient',
    key: 'g',
    icon: 'M3 6h18v12H3zM7.5 6v12M12 6v12M16.5 6v12',
    withDye: (d) => `/gradient?stops=${d.stainID},1`,
    inToolsMenu: true,
    cardDyes: ['stops'],
  },
  {
    id: 'mixer',
    path: '/mixer',
    label: 'Mixer',
    key: 'x',
    icon: 'M9 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12',
    withDye: (d) => `/mixer?colors=${d.stainID}:1,1:1`,
    inToolsMenu: true,
    cardDyes: ['colors'],
  },
  {
    id: 'compare',
    path: '/compare',
    label: 'Compare',
    key: 'c',
    icon: 'M3 5h8v14H3zM13 5h8v14h-8z',
    withDye: (d) => `/compare?dyes=${d.stainID},12`,
    inToolsMenu: true,
    cardDyes: ['dyes'],
  },
  {
    id: 'vision',
    path: '/vision',
    label: 'Colour vision',
    key: 'v',
    icon: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
    withDye: (d) => `/vision?dyes=${d.stainID},12`,
    inToolsMenu: true,
    cardDyes: ['dyes'],
  },
  {
    id: 'character',
    path: '/character',
    label: 'Character colours',
    key: 'h',
    icon: 'M12 3a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c0-4 4-7 8-7s8 3 8 7',
    inToolsMenu: true,
    cardDyes: ['dye', 'dyes', 'hex'],
  },
  {
    id: 'budget',
    path: '/budget',
    label: 'Budget',
    key: 'b',
    icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9.5c0-1.5 1.5-2.5 3-2.5s3 .8 3 2.3c0 3-6 1.9-6 5 0 1.4 1.5 2.2 3 2.2s3-1 3-2.5M12 5v2M12 17v2',
    inToolsMenu: true,
    cardDyes: ['dye', 'dyes', 'hex'],
  },
  {
    id: 'saved',
    path: '/saved',
    label: 'Saved',
    key: 's',
    icon: 'M6 3h12v18l-6-4-6 4z',
    inToolsMenu: false,
  },
];

/** The tool a page path belongs to (`/matcher`, `/matcher.html`, `/matcher/`), if any. */
export function toolAt(pathname: string): Tool | undefined {
  const path = pathname.replace(/\.html$|\/$/g, '') || '/';
  return TOOLS.find((tool) => tool.path === path);
}
