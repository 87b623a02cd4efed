/**
 * Build-time data: the help pages the player search offers, read from the Markdown pages
 * themselves (every page but the home page and the tools' own, which the search finds through
 * registry.ts), so a new page is found without editing a list. Each entry has the page's title,
 * description and section headings as the words that find it, and the language it is written in:
 * a page under `/<locale>/` is that language's, any other is English.
 *
 * The title shown is the page's own, or `home.docs.<id>` in the player's language where the
 * messages translate it (`id` is the page's last path segment in camelCase: `rateLimits`).
 */
import { createContentLoader } from 'vitepress';
import { TOOLS } from '../registry.ts';

export interface DocEntry {
  id: string;
  path: string;
  title: string;
  /** The language the page is written in. */
  locale: string;
  /** Title, description and headings, for matching. */
  words: string[];
}

declare const data: DocEntry[];
export { data };

const PAGE_LOCALES = ['ja', 'de', 'fr', 'ko', 'zh'];
const TOOL_PATHS = new Set(TOOLS.map((tool) => tool.path));

/** Heading text without Markdown: `code`, links, emphasis and a custom anchor. */
const plain = (heading: string) =>
  heading
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();

const camel = (segment: string) => segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export default createContentLoader('**/*.md', {
  includeSrc: true,
  transform(pages): DocEntry[] {
    return pages
      .map((page) => ({ ...page, path: page.url.replace(/\.html$/, '').replace(/(.)\/$/, '$1/') }))
      .filter((page) => page.path !== '/' && !TOOL_PATHS.has(page.path.replace(/\/$/, '')))
      .map((page) => {
        const segments = page.path.split('/').filter(Boolean);
        const locale = PAGE_LOCALES.includes(segments[0] ?? '') ? segments[0]! : 'en';
        // Code blocks hold `# comments`, not headings.
        const src = (page.src ?? '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
        const headings = [...src.matchAll(/^#{1,3}\s+(.+)$/gm)].map((m) => plain(m[1]!));
        const title = String(page.frontmatter.title ?? headings[0] ?? segments.at(-1));
        const description = page.frontmatter.description ? [String(page.frontmatter.description)] : [];
        return {
          id: camel(segments.at(-1) ?? 'index'),
          path: page.path,
          title,
          locale,
          words: [title, ...description, ...headings, ...segments],
        };
      })
      .sort((a, b) => a.path.localeCompare(b.path));
  },
});
