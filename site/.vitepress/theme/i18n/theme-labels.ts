/**
 * The default theme's own words (nav entries, search button, colour-mode switch, footer) in the
 * interface language. VitePress reads them from `themeConfig`, so a translated copy of the
 * English config replaces it whenever the language changes.
 */
type Lookup = (key: string) => string | undefined;
type ThemeConfig = Record<string, unknown>;
interface NavItem {
  text?: string;
  link?: string;
  items?: NavItem[];
}

/**
 * The message key of a nav link: `/<slug>` → `<slug>.navLabel` (a tool's namespace), `/` → the
 * playground's, `/<folder>/` → `nav.<folder>` (the English-only developer docs).
 */
export function navKey(link: string): string {
  const path = link.replace(/[?#].*$/, '');
  if (path === '/') return 'playground.navLabel';
  const folder = /^\/([\w-]+)\/$/.exec(path);
  if (folder) return `nav.${folder[1]}`;
  return `${path.replace(/^\/|\.html$/g, '')}.navLabel`;
}

const translateNav = (items: NavItem[], t: Lookup): NavItem[] =>
  items.map((item) => ({
    ...item,
    text: (item.link && t(navKey(item.link))) || item.text,
    ...(item.items ? { items: translateNav(item.items, t) } : {}),
  }));

/** Theme labels and where their messages are. */
const LABELS: Record<string, string> = {
  darkModeSwitchLabel: 'nav.appearance',
  lightModeSwitchTitle: 'nav.toLight',
  darkModeSwitchTitle: 'nav.toDark',
  sidebarMenuLabel: 'nav.menu',
  returnToTopLabel: 'nav.returnToTop',
  skipToContentLabel: 'nav.skipToContent',
  langMenuLabel: 'nav.language',
};

export function translateTheme(english: ThemeConfig, t: Lookup): ThemeConfig {
  const out: ThemeConfig = { ...english };
  if (Array.isArray(english.nav)) out.nav = translateNav(english.nav as NavItem[], t);
  for (const [option, key] of Object.entries(LABELS)) {
    const text = t(key);
    if (text) out[option] = text;
  }
  const outline = english.outline as Record<string, unknown> | undefined;
  out.outline = { ...outline, label: t('nav.onThisPage') ?? outline?.label };
  const footer = english.footer as Record<string, unknown> | undefined;
  if (footer) out.footer = { ...footer, message: t('nav.footer') ?? footer.message };
  const search = english.search as { provider: string; options?: Record<string, unknown> } | undefined;
  if (search?.provider === 'local') {
    out.search = {
      ...search,
      options: {
        ...search.options,
        translations: {
          button: { buttonText: t('nav.search'), buttonAriaLabel: t('nav.search') },
          modal: {
            displayDetails: t('nav.searchDetails'),
            resetButtonTitle: t('nav.searchReset'),
            backButtonTitle: t('nav.searchClose'),
            noResultsText: t('nav.searchNoResults'),
            footer: {
              selectText: t('nav.searchSelect'),
              navigateText: t('nav.searchNavigate'),
              closeText: t('nav.searchClose'),
            },
          },
        },
      },
    };
  }
  return out;
}
