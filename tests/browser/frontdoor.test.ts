/**
 * The front door, in English, Japanese and German browsers: the home page links every tool, the
 * player search finds dyes in any language and script, tools and help pages, a link copied in one
 * language opens in the recipient's own, each tool's link previews as a card for crawlers, and the
 * keyboard reaches everything (shortcuts, the wheel's dots, visible focus), with axe finding
 * nothing serious. Oracles: the dataset file, the message files, and a PNG decoder of the tests' own.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  addressOf,
  settled,
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  startSite,
  type Browser,
  type RunningSite,
} from './harness.ts';
import { decodePng, distinctColors } from '../helpers/png-read.ts';
import { readMessages } from '../../scripts/message-files.ts';

const DYES = JSON.parse(readFileSync(join(ROOT, 'data/dyes.json'), 'utf8')) as {
  stainID: number;
  hex: string;
  names: Record<string, string>;
}[];
const JET = DYES.find((d) => d.names.en === 'Jet Black')!;
const home = (lang: string) =>
  readMessages(lang, 'home') as {
    keys: Record<string, string>;
    docs: Record<string, string>;
  };
/** A tool's name and line in `lang` (its own messages). */
const toolWords = (lang: string, id: string) => readMessages(lang, id) as { name: string; line: string };

/** Every tool the issue names, with the address each has (the list is the test's own). */
const TOOL_PATHS: Record<string, string> = {
  playground: '/playground',
  matcher: '/matcher',
  palette: '/palette',
  dyes: '/dyes',
  outfit: '/outfit',
  gradient: '/gradient',
  mixer: '/mixer',
  compare: '/compare',
  vision: '/vision',
  character: '/character',
  budget: '/budget',
  saved: '/saved',
};

const LANGS = [
  { lang: 'en', browserLocale: 'en-US' },
  { lang: 'ja', browserLocale: 'ja-JP' },
  { lang: 'de', browserLocale: 'de-DE' },
] as const;

let site: RunningSite;
const browsers = new Map<string, Browser>();

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  for (const { lang, browserLocale } of LANGS)
    browsers.set(
      lang,
      await launchBrowser({ locale: browserLocale, permissions: ['clipboard-read', 'clipboard-write'] }),
    );
}, 240_000);
afterAll(async () => {
  for (const browser of browsers.values()) await browser.close();
  await site?.stop();
});

/** A page of the site in a browser of that language, once it is live in that language. */
async function open(lang: string, path: string): Promise<Page> {
  const page = await browsers.get(lang)!.context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.waitForSelector('html[data-live]');
  return page;
}

/** Types into the player search (opened with `/`) and returns the results, grouped as shown. */
async function search(page: Page, query: string) {
  if (!(await page.locator('dialog[data-player-search][open]').count())) {
    await page.locator('body').press('/');
    await page.waitForSelector('dialog[data-player-search][open]');
  }
  const input = page.locator('dialog[data-player-search] input[type=search]');
  await input.fill(query);
  // The results are marked busy from the keystroke until the engine has answered this query.
  await page.waitForSelector('#player-search-results:not([aria-busy="true"])');
  await expect.poll(() => page.locator('[data-result]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return page.locator('[data-result]').evaluateAll((els) =>
    els.map((el) => ({
      kind: el.getAttribute('data-result'),
      text: el.textContent?.trim() ?? '',
      href: el.getAttribute('data-href'),
    })),
  );
}

describe.each(LANGS)('front door in $lang', ({ lang }) => {
  test('the home page links every tool with its name and one line', async () => {
    const page = await open(lang, '/');
    const links = await page
      .locator('.tool-menu a')
      .evaluateAll((els) =>
        els.map((a) => ({ href: new URL((a as HTMLAnchorElement).href).pathname, text: a.textContent ?? '' })),
      );
    expect(links.map((l) => l.href).sort()).toEqual(Object.values(TOOL_PATHS).sort());
    for (const [id, path] of Object.entries(TOOL_PATHS)) {
      const link = links.find((l) => l.href === path)!;
      expect(link.text).toContain(toolWords(lang, id).name);
      expect(link.text).toContain(toolWords(lang, id).line);
    }
    // On a phone nothing is wider than the screen, and every card is a finger-sized target.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    const heights = await page
      .locator('.tool-card')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
    await page.close();
  });

  test('search finds the help pages by their headings, read from the pages on disk', async () => {
    const page = await open(lang, '/matcher');
    // The oracle: each guide page's section headings as written in its Markdown (outside code).
    const dir = join(ROOT, 'site/guide');
    const pages = readdirSync(dir).filter((f) => f.endsWith('.md'));
    let searched = 0;
    for (const file of pages) {
      const src = readFileSync(join(dir, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
      const heading = /^## ([A-Za-z][A-Za-z ]{3,})$/m.exec(src)?.[1];
      if (!heading) continue;
      const path = `/guide/${file.replace(/\.md$/, '').replace(/^index$/, '')}`;
      const results = await search(page, heading);
      expect(
        results.filter((r) => r.kind === 'doc').map((r) => r.href),
        heading,
      ).toContain(path);
      searched++;
    }
    expect(searched).toBeGreaterThanOrEqual(2);
    // The glossary is a page like the others: its own title in English, the messages' in another language.
    const ownTitle = /^title: (.+)$/m.exec(readFileSync(join(ROOT, 'site/glossary.md'), 'utf8'))![1]!;
    const title = lang === 'en' ? ownTitle : home(lang).docs.glossary!;
    const glossary = await search(page, title);
    expect(glossary.find((r) => r.kind === 'doc' && r.href === '/glossary')?.text).toBe(title);
    await page.close();
  });

  test('search finds Jet Black by its English, katakana and hiragana names, and the gradient tool', async () => {
    const page = await open(lang, '/matcher');
    const own = JET.names[lang]!;
    for (const query of ['Jet Black', 'ジェットブラック', 'じぇっと']) {
      const results = await search(page, query);
      const first = results.find((r) => r.kind === 'dye');
      expect(first?.text, query).toContain(own);
    }
    const results = await search(page, 'gradient');
    expect(
      results
        .filter((r) => r.kind === 'tool')
        .map((r) => r.text)
        .join('|'),
    ).toContain(toolWords(lang, 'gradient').name);
    // Enter on a dye opens its card, whose links go into the tools with the dye.
    await search(page, 'じぇっと');
    await page.locator('dialog[data-player-search] input[type=search]').press('Enter');
    await page.waitForSelector('[data-dye-card]');
    const href = await page.locator('[data-dye-card] a[data-dye-tool="gradient"]').getAttribute('href');
    expect(href).toContain(String(JET.stainID));
    await page.locator('[data-dye-card] a[data-dye-tool="gradient"]').click();
    await page.waitForURL((url) => url.pathname === '/gradient');
    expect(new URL(await addressOf(page)).searchParams.get('stops')).toContain(String(JET.stainID));
    await page.close();
  });

  test('the dye browser searches names in every script', async () => {
    const page = await open(lang, '/dyes');
    await page.fill('#b-name', 'じぇっと');
    await expect.poll(() => page.locator('.grid .card-name').allInnerTexts()).toEqual([JET.names[lang]]);
    await page.close();
  });
});

describe('links that travel', () => {
  test('a link copied the moment after a change carries that change', async () => {
    const page = await open('en', '/playground?base=5&type=triadic');
    await page.waitForSelector('.palette-actions');
    // The change and the copy in one task: the page has not been idle in between, so the address
    // bar may not say "tetradic" yet; the copied link must.
    const addressAtCopy = await page.evaluate(async () => {
      const type = document.querySelector<HTMLSelectElement>('#pg-type')!;
      type.value = 'tetradic';
      type.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
      const copy = [...document.querySelectorAll<HTMLButtonElement>('.palette-actions button')].find(
        (b) => b.textContent?.trim() === 'Copy link',
      )!;
      const before = location.search;
      copy.click();
      return before;
    });
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('type=tetradic');
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).searchParams.get('base')).toBe('5');
    expect(addressAtCopy).toContain('base=5');
    await page.close();
  });

  test('a change made just before following a link inside the site is kept on its own page', async () => {
    const page = await open('en', '/playground?base=5');
    await settled(page);
    // The change and the click in one task: the page is left before it has been idle.
    await page.evaluate(async () => {
      const type = document.querySelector<HTMLSelectElement>('#pg-type')!;
      type.value = 'square';
      type.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
      document.querySelector<HTMLAnchorElement>('a.VPLink[href="/matcher"]')!.click();
    });
    await page.waitForFunction(() => location.pathname === '/matcher' && document.querySelector('#match-method'));
    await settled(page);
    // The matcher's address carries none of the playground's choices.
    const matcher = new URL(await addressOf(page));
    expect(matcher.searchParams.has('type')).toBe(false);
    expect(matcher.searchParams.has('base')).toBe(false);
    // Back on the playground without a link, it is as the player left it.
    await page.goto(`${site.url}/playground`);
    await page.waitForSelector('html[data-live]');
    await expect.poll(() => page.locator('#pg-type').inputValue()).toBe('square');
    await page.close();
  });

  test('a link copied in English opens in Japanese for a Japanese browser', async () => {
    const sender = await open('en', '/compare?dyes=5,12&locale=en');
    await sender.selectOption('#locale-switch', 'en');
    await sender.locator('.palette-actions button, button').filter({ hasText: 'Copy link' }).first().click();
    const link = await sender.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.has('locale')).toBe(false);
    expect(new URL(link).searchParams.get('dyes')).toBe('5,12');

    const recipient = await browsers.get('ja')!.context.newPage();
    await recipient.goto(link);
    await recipient.waitForFunction(() => document.documentElement.lang === 'ja');
    await expect.poll(() => recipient.locator('h1').first().textContent()).toBe('カララント比較');

    // Sharing a language is a deliberate choice: "Copy link in 日本語".
    await sender.selectOption('#locale-switch', 'ja');
    await sender.locator('[data-copy-in-language]').click();
    const inJapanese = await sender.evaluate(() => navigator.clipboard.readText());
    expect(new URL(inJapanese).searchParams.get('locale')).toBe('ja');
    await expect.poll(() => sender.locator('[data-announcer]').textContent()).toContain('日本語');
    await sender.selectOption('#locale-switch', 'en');
    await sender.close();
    await recipient.close();
  });

  test('old playground links still open the playground', async () => {
    const page = await open('en', '/?base=5&type=complementary');
    await page.waitForURL((url) => url.pathname === '/playground');
    expect(new URL(await addressOf(page)).searchParams.get('base')).toBe('5');
    await page.close();
  });
});

/**
 * A plain GET as a crawler makes it. Once more if the connection was dropped: a kept-alive socket
 * the server closes (its 5 s idle timeout) just as the client reuses it is not what is tested here.
 */
async function crawl(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

describe('preview cards for every tool, as a crawler reads them', () => {
  const SAMPLES: Record<string, string> = {
    playground: '?base=5',
    matcher: '?hex=%23112233',
    dyes: '?dye=5',
    gradient: '?stops=5,12',
    mixer: '?colors=5:1,12:1',
    compare: '?dyes=5,12,52',
    vision: '?dyes=5,12',
  };
  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');

  for (const { lang } of LANGS)
    test(`every tool's link in ${lang}: tags in the HTML and a 1200×630 card`, async () => {
      for (const [id, path] of Object.entries(TOOL_PATHS)) {
        if (id === 'character' || id === 'budget') continue; // their pages arrive with their own branches
        const query = `${SAMPLES[id] ?? ''}${SAMPLES[id] ? '&' : '?'}locale=${lang}`;
        const html = await (await crawl(site.url + path + query)).text();
        const title = metaOf(html, 'og:title')!;
        expect(title, id).toContain(toolWords(lang, id).name);
        if (id === 'compare')
          for (const s of [5, 12, 52]) expect(title).toContain(DYES.find((d) => d.stainID === s)!.names[lang]);
        expect(metaOf(html, 'og:description'), id).toBe(toolWords(lang, id).line);
        expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
        const image = await crawl(metaOf(html, 'og:image')!);
        expect(image.headers.get('content-type')).toBe('image/png');
        const png = decodePng(new Uint8Array(await image.arrayBuffer()));
        expect([png.width, png.height], id).toEqual([1200, 630]);
        expect(distinctColors(png), id).toBeGreaterThan(50);
      }
    }, 120_000);
});

describe('player search: the words players use', () => {
  /** What each language's players type, and the tool it must find (among the tool results). */
  const WORDS: Record<string, [string, string][]> = {
    en: [
      ['triadic', 'playground'],
      ['complementary', 'playground'],
      ['price', 'budget'],
      ['glamour', 'outfit'],
      ['colour blind', 'vision'],
    ],
    ja: [
      ['トライアド', 'playground'],
      ['補色', 'playground'],
      ['価格', 'budget'],
      ['ミラプリ', 'outfit'],
      ['色覚', 'vision'],
    ],
  };
  // Five searches, the first of which loads the dialog, its index and the engine worker (the home
  // page starts none): more than the default 30 s on a busy two-core machine.
  test.each(Object.keys(WORDS))(
    '%s: harmony names, tool words and synonyms find their tool',
    async (lang) => {
      const page = await open(lang, '/');
      for (const [query, tool] of WORDS[lang]!) {
        const tools = (await search(page, query)).filter((r) => r.kind === 'tool').map((r) => r.text);
        expect(tools.join('|'), query).toContain(toolWords(lang, tool).name);
      }
      await page.close();
    },
    90_000,
  );

  test('a pasted hex code opens the matcher with it', async () => {
    const page = await open('ja', '/');
    const results = await search(page, '#5b7fc0');
    const first = results.find((r) => r.kind === 'tool')!;
    expect(first.text).toContain('#5B7FC0');
    await page.locator('dialog[data-player-search] input[type=search]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/matcher');
    expect(new URL(await addressOf(page)).searchParams.get('hex')).toBe('#5B7FC0');
    await page.close();
  });
});

describe('keyboard and phone', () => {
  test('? lists the shortcuts; a tool key opens it; Shift+L and Shift+T change and announce', async () => {
    const page = await open('en', '/');
    await page.locator('body').press('?');
    await page.waitForSelector('dialog[data-shortcuts][open]');
    const listed = await page.locator('dialog[data-shortcuts] td').allInnerTexts();
    for (const id of Object.keys(TOOL_PATHS)) expect(listed.join('|')).toContain(toolWords('en', id).name);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[data-shortcuts]:not([open])', { state: 'attached' });

    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog[data-player-search][open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[data-player-search]:not([open])', { state: 'attached' });

    await page.keyboard.press('g');
    await page.waitForURL((url) => url.pathname === '/gradient');

    await page.keyboard.press('Shift+L');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    // Announced in the language it switched to.
    await expect.poll(() => page.locator('[data-announcer]').textContent()).toBe(`言語：日本語`);

    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await page.keyboard.press('Shift+T');
    await expect.poll(dark).toBe(!before);
    await expect.poll(() => page.locator('[data-announcer]').textContent()).toMatch(/テーマ/);
    await page.keyboard.press('Shift+T');
    await page.selectOption('#locale-switch', 'en');
    await page.close();
  }, 90_000);

  test('Shift+S copies the page’s link, its choices in it, and says so', async () => {
    const page = await open('ja', '/matcher?hex=%235B7FC0&method=oklab');
    await page.locator('body').press('Shift+S');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).searchParams.get('method')).toBe('oklab');
    await expect.poll(() => page.locator('[data-announcer]').textContent()).toBe(home('ja').keys.shared);
    await page.locator('body').press('?');
    expect((await page.locator('dialog[data-shortcuts] td').allInnerTexts()).join('|')).toContain(
      home('ja').keys.share!,
    );
    await page.close();
  });

  test('typing in a field never fires a shortcut', async () => {
    const page = await open('en', '/matcher');
    await page.locator('#match-hex').focus();
    await page.keyboard.type('gm/');
    expect(new URL(await addressOf(page)).pathname).toBe('/matcher');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  test('the wheel’s dots are picked by arrow keys and Enter, and by pointer', async () => {
    const page = await open('en', '/playground?base=10&type=triadic');
    await page.waitForSelector('[data-wheel-dots] [role=option]');
    const base = () => new URL(page.url()).searchParams.get('base');
    await page.locator('[data-wheel-dots]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const active = await page.locator('[data-wheel-dots]').getAttribute('aria-activedescendant');
    const stain = active!.replace('wheel-dot-', '');
    // The keyboard's place is a wide ring round the active dot, not a thin line on a tiny dot.
    const ring = await page.locator(`#${active} [data-focus-ring]`).evaluate((el) => ({
      size: el.getBoundingClientRect().width,
      stroke: parseFloat(getComputedStyle(el).strokeWidth),
      drawn: getComputedStyle(el).stroke !== 'none',
    }));
    expect(ring.drawn).toBe(true);
    expect(ring.size).toBeGreaterThanOrEqual(20);
    expect(ring.stroke).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    await expect.poll(base).toBe(stain);
    // A tap on another dot: one whose finger-sized target is on top where it is drawn.
    const tap = await page.locator('[data-wheel-dots] [role=option]').evaluateAll((dots, taken) => {
      for (const dot of dots) {
        const box = dot.querySelector('.dot')!.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (dot.id !== `wheel-dot-${taken}` && document.elementFromPoint(x, y)?.closest('[role=option]') === dot)
          return { x, y, stain: dot.id.replace('wheel-dot-', '') };
      }
      return null;
    }, stain);
    await page.mouse.click(tap!.x, tap!.y);
    await expect.poll(base).toBe(tap!.stain);
    await page.close();
  });

  test('focus is visible on the language switch and on "Choose a file…"', async () => {
    const page = await open('en', '/outfit');
    const outline = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      });
    await page.locator('#locale-switch').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await outline('#locale-switch')).toBeGreaterThanOrEqual(2);
    await page.locator('[data-file-input]').focus();
    // The hidden input's label shows the focus for it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await outline('label:has(> [data-file-input])')).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  test('axe finds nothing serious on the home page and in the open search', async () => {
    const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    for (const { lang } of LANGS) {
      const page = await open(lang, '/');
      const serious = async () => {
        // Evaluated over the DevTools protocol: the site's CSP refuses inline scripts, as it should.
        await page.evaluate(axe);
        const found = await page.evaluate(async () => {
          const result = await (
            window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
          ).axe.run();
          return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        });
        return found;
      };
      expect(await serious(), `home ${lang}`).toEqual([]);
      await search(page, 'jet');
      expect(await serious(), `search ${lang}`).toEqual([]);
      await page.close();
    }
  });
});
