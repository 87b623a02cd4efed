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
 * home page's, `/<folder>/` → `nav.<folder>` (the English-only developer docs).
 */
export function navKey(link: string): string {
  const path = link.replace(/[?#].*$/, '');
  if (path === '/') return 'home.navLabel';
  const folder = /^\/([\w-]+)\/$/.exec(path);
  if (folder) return `nav.${folder[1]}`;
  return `${path.replace(/^\/|\.html$/g, '')}.navLabel`;
}

/** The message key of a nav menu (an entry with items, no link): `Tools` → `nav.tools`. */
export const navGroupKey = (text: string): string => `nav.${text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

const translateNav = (items: NavItem[], t: Lookup): NavItem[] =>
  items.map((item) => ({
    ...item,
    text: (item.link ? t(navKey(item.link)) : item.text && t(navGroupKey(item.text))) || item.text,
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

/**
 * The nav bar's landmark labels, which the default theme writes as fixed English text rather
 * than taking from `themeConfig`. Vue never re-renders fixed text, so setting it in the DOM holds.
 */
export function labelNavLandmarks(t: (key: string) => string): void {
  labelOnMount = () => labelNavLandmarks(t);
  const set = (selector: string, apply: (el: Element) => void) => document.querySelectorAll(selector).forEach(apply);
  set('#main-nav-aria-label', (el) => (el.textContent = t('nav.main')));
  set('.VPNavBarExtra button.button', (el) => el.setAttribute('aria-label', t('nav.extra')));
  set('.VPNavBarHamburger', (el) => el.setAttribute('aria-label', t('nav.mobile')));
}

/** The labelling of the language shown, done again whenever the nav bar mounts. */
let labelOnMount: (() => void) | undefined;

/**
 * Called by the nav bar (theme/LazyNav.ts) once it is mounted, hydrated when the page first idles
 * or rendered afresh: the landmarks it brought are labelled in the page's language at once.
 */
export function navMounted(): void {
  labelOnMount?.();
}
