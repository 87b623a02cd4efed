/**
 * Rewrites of each built page's HTML (VitePress's `transformHtml`), for a faster first paint on a
 * slow phone. Every page's first view is fully server-rendered, so JavaScript only hydrates it:
 *
 * - The hydration scripts (the app entry and its modulepreloads) are fetched at low priority, so
 *   on a slow link the stylesheet, which does block the first paint, gets the bandwidth first.
 *   Without a `fetchpriority`, module scripts load at High priority, level with the stylesheet.
 * - The first view's message chunk is preloaded by a small script that picks the language
 *   (i18n-build.ts), so it downloads alongside the other modules.
 * - VitePress always links `vp-icons.css`, the icons of `themeConfig.socialLinks`. This site
 *   has none, so the file is empty, and linking it only costs a render-blocking request.
 */
export interface PageHtmlOptions {
  /** Whether the theme shows social-link icons (then vp-icons.css has content and stays). */
  socialIcons: boolean;
  /** A classic script for the `<head>`, run before the app's module script is fetched. */
  headScript?: string;
}

const ICONS_LINK = /\s*<link rel="preload stylesheet" href="[^"]*vp-icons\.css" as="style">/;
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)">/g;

export function transformPageHtml(html: string, { socialIcons, headScript }: PageHtmlOptions): string {
  let out = html;
  if (!socialIcons) out = out.replace(ICONS_LINK, '');
  if (headScript)
    out = out.replace('<script type="module"', () => `<script>${headScript}</script>\n    <script type="module"`);
  out = out.replace(MODULE_SCRIPT, '<script type="module" src="$1" fetchpriority="low"></script>');
  out = out.replace(MODULE_PRELOAD, '<link rel="modulepreload" href="$1" fetchpriority="low">');
  return out;
}
