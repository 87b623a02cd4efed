/**
 * Every page of the site on a phone (390 × 844), in English and Japanese: nothing scrolls
 * sideways, and no dye name is squeezed into a column so narrow that it wraps a character or two
 * per line (what Japanese names do in a table cell without a minimum width). The pages come from
 * the tool registry, so a new tool is checked without touching this file.
 */
import { describe, expect, test } from 'vitest';
import { TOOLS } from '../../site/tools/registry.ts';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { settled } from './harness.ts';
import { SHOTS } from './screenshots.ts';
import { DYES, useSite } from './tool-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

/** Each tool with a view that shows its answers, plus the pages that are not tools. */
const PAGES = [
  '/',
  ...TOOLS.map((tool) => tool.path),
  '/matcher?hex=%238F3B5E',
  '/dyes?dye=10',
  '/character?sheet=hair&index=7',
  '/reference/',
  '/glossary',
  '/guide/',
];

for (const locale of ['en', 'ja'] as const) {
  describe(`at 390 px, ${locale}`, () => {
    for (const path of PAGES) {
      test(path, async () => {
        const page = await browser().context.newPage();
        try {
          await page.setViewportSize({ width: 390, height: 844 });
          const url = new URL(site().url + path);
          if (locale !== 'en') url.searchParams.set('locale', locale);
          const response = await page.goto(url.href);
          expect(response?.status(), `${path} is served`).toBe(200);
          await settled(page);

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);

          // Every element whose own text is a dye's name in this language: how many lines it takes.
          const names = DYES.map((d) => d.names[locale] ?? d.name);
          const squeezed = await page.evaluate((names) => {
            const wanted = new Set(names);
            const found: string[] = [];
            for (const el of document.querySelectorAll<HTMLElement>('#VPContent *')) {
              if (el.children.length > 0) continue;
              const text = el.textContent?.trim() ?? '';
              if (!wanted.has(text) || el.getClientRects().length === 0) continue;
              const range = document.createRange();
              range.selectNodeContents(el);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
              // A long name may take two lines; three or more means a column too narrow to read.
              if (lines > 2) found.push(`${text} (${lines} lines)`);
            }
            return found;
          }, names);
          expect(squeezed, `${path}: dye names wrapped into a narrow column`).toEqual([]);

          const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: join(SHOTS, `phone-${locale}-${slug}.png`) });
        } finally {
          await page.close();
        }
      });
    }
  });
}
