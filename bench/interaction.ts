/**
 * `npm run bench -- interaction`: what a player feels. Chromium drives four tools (playground,
 * matcher, character, budget) on a desktop (1280×800) and a phone (390×844, touch, CPU slowed ×4
 * through CDP as Lighthouse's mobile run does) and times, from the input event to the frame that
 * shows the tool's answer:
 *
 * - each interaction right after the page turns live (`data-live`), on a fresh page per run;
 * - the same interaction again later on that page (the median of several alternations);
 *
 * and prints medians of RUNS runs against the budgets (one frame, 16 ms, on a desktop; 50 ms at
 * ×4; the first interaction within 1.5× of later ones). It also lists, for every tool page, whether
 * its default result is in the page at the moment it turns live.
 *
 * "Shown" is measured in the page: a MutationObserver notes each change that leaves the tool's
 * result area's markup different from before the input; the answer's time is the frame after the
 * last such change (a requestAnimationFrame, then a message posted from it, runs after that frame
 * is painted), once the area has been quiet for QUIET_MS. The input's time is the event's own
 * `timeStamp` (the first pointerdown, click, keydown, input or change after arming).
 *
 *   BENCH_SITE=http://127.0.0.1:8787 npm run bench -- interaction   # time another running build
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureSiteBuilt, startSite } from '../tests/browser/harness.ts';
import { TOOLS as TOOL_REGISTRY } from '../site/tools/registry.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LATER = Number(process.env.BENCH_LATER ?? 6);
const QUIET_MS = 400;

interface Device {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
  cpu: number;
  budgetMs: number;
}
const DEVICES: Device[] = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false, cpu: 1, budgetMs: 16 },
  { name: 'phone ×4', viewport: { width: 390, height: 844 }, touch: true, cpu: 4, budgetMs: 50 },
];

/** One interaction: two inputs that alternate (so every repeat changes the answer). */
interface Interaction {
  tool: string;
  path: string;
  kind: 'select' | 'dye pick' | 'typed hex';
  /** Where the answer shows. */
  area: string;
  /** Puts the page in the state the interaction needs (not timed). */
  prepare?: (page: Page) => Promise<void>;
  /** What comes before each timed input and is not timed (typing a name before choosing it). */
  before?: (page: Page, turn: number) => Promise<void>;
  act: (page: Page, turn: number) => Promise<void>;
}

/**
 * A player reaches a select or a field first (a tap, a click, Tab) and picks or types a moment
 * later: the focus, which hydrates a part the page has not hydrated yet, comes before the timed
 * input and is not timed (human time lies between them).
 */
const focus = (selector: string) => async (page: Page) => {
  await page.focus(selector);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
};
const selectBetween = (selector: string, a: string, b: string) => (page: Page, turn: number) =>
  page.selectOption(selector, turn % 2 ? a : b).then(() => undefined);
const typeHex = (selector: string, a: string, b: string) => (page: Page, turn: number) =>
  page.fill(selector, turn % 2 ? a : b);

const INTERACTIONS: Interaction[] = [
  {
    tool: 'playground',
    path: '/playground',
    kind: 'select',
    area: '.slots',
    before: focus('#pg-type'),
    act: selectBetween('#pg-type', 'complementary', 'tetradic'),
  },
  {
    tool: 'playground',
    path: '/playground',
    kind: 'dye pick',
    area: '.slots',
    act: (page, turn) => page.locator(turn % 2 ? '#wheel-dot-13' : '#wheel-dot-45').click(),
  },
  {
    tool: 'playground',
    path: '/playground',
    kind: 'typed hex',
    area: '.slots',
    prepare: async (page) => {
      await page.check('input[name=base-mode][value=colour]');
      await page.waitForSelector('#base-colour');
    },
    before: focus('#base-colour'),
    act: typeHex('#base-colour', '#5B7FC0', '#C0705B'),
  },
  {
    tool: 'matcher',
    path: '/matcher',
    kind: 'select',
    area: '.closest',
    before: focus('#match-method'),
    act: selectBetween('#match-method', 'oklab', 'cie76'),
  },
  {
    tool: 'matcher',
    path: '/matcher',
    kind: 'typed hex',
    area: '.closest',
    before: focus('#match-hex'),
    act: typeHex('#match-hex', '#5B7FC0', '#C0705B'),
  },
  {
    tool: 'character',
    path: '/character',
    kind: 'select',
    // Hair colours are the same for every clan; skin colours are not (and Midlanders' are
    // Highlanders').
    area: '[data-grid]',
    prepare: async (page) => {
      await page.click('[data-sheet=skin]');
      await page.waitForSelector('[data-sheet=skin][aria-selected=true]');
      await page.waitForFunction(
        () => document.querySelector('[data-grid]')?.getAttribute('aria-label') !== 'Hair Color',
      );
    },
    before: focus('#character-clan'),
    act: selectBetween('#character-clan', 'duskwight', 'midlander'),
  },
  {
    tool: 'character',
    path: '/character',
    kind: 'dye pick',
    area: '#VPContent',
    act: (page, turn) => page.locator(`[data-grid] [data-index="${turn % 2 ? 7 : 40}"]`).click(),
  },
  {
    tool: 'budget',
    path: '/budget',
    kind: 'dye pick',
    area: '.tool-results',
    // Typing the name is not timed; choosing it (Enter, once the list shows it) is.
    before: async (page, turn) => {
      const name = turn % 2 ? 'Jet Black' : 'Snow White';
      await page.fill('#budget-target', name);
      await page.waitForFunction(
        (name) => document.querySelector('#budget-target-list li')?.textContent?.includes(name),
        name,
      );
    },
    act: (page) => page.press('#budget-target', 'Enter'),
  },
  {
    tool: 'budget',
    path: '/budget',
    kind: 'typed hex',
    area: '.tool-results',
    prepare: async (page) => {
      await page.selectOption('#budget-target-kind', 'hex');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#budget-target')?.type === 'text');
    },
    before: focus('#budget-target'),
    act: typeHex('#budget-target', '#5B7FC0', '#C0705B'),
  },
];

/** Installs the watcher in the page; `arm(area)` resolves with ms from input to painted answer. */
const WATCHER = `(() => {
  window.__bench = {
    arm(area) {
      // The area is looked up at each change: hydration may replace the server's element.
      const text = () => document.querySelector(area)?.outerHTML ?? null;
      const before = text();
      let input = null, shown = null, quietTimer = 0;
      const onInput = (event) => { if (input === null) input = event.timeStamp; };
      const kinds = ['pointerdown', 'click', 'keydown', 'input', 'change'];
      for (const k of kinds) document.addEventListener(k, onInput, { capture: true });
      return new Promise((resolve) => {
        const finish = () => {
          observer.disconnect();
          for (const k of kinds) document.removeEventListener(k, onInput, { capture: true });
          resolve(input !== null && shown !== null ? shown - input : null);
        };
        const giveUp = setTimeout(finish, 8000);
        const observer = new MutationObserver(() => {
          if (input === null || text() === before) return;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              shown = performance.now();
              clearTimeout(quietTimer);
              quietTimer = setTimeout(() => { clearTimeout(giveUp); finish(); }, ${QUIET_MS});
            };
            channel.port2.postMessage(0);
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
  };
})()`;

/**
 * A fresh context per run: every run is a first visit, as the tools keep their last state on the
 * device (IndexedDB), which would make a run's first input choose what is already shown.
 */
const newContext = (browser: Browser, device: Device): Promise<BrowserContext> =>
  browser.newContext({
    serviceWorkers: 'block',
    viewport: device.viewport,
    hasTouch: device.touch,
    isMobile: device.touch,
  });

async function openLive(browser: Browser, device: Device, url: string): Promise<Page> {
  const context = await newContext(browser, device);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  if (device.cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpu });
  }
  await page.addInitScript(WATCHER);
  await page.goto(url);
  await page.waitForSelector('html[data-live]', { state: 'attached', timeout: 60_000 });
  return page;
}

/** ms from input to painted answer for one turn of an interaction. */
async function timeTurn(page: Page, step: Interaction, turn: number): Promise<number> {
  await step.before?.(page, turn);
  await page.evaluate(`void (window.__bench.pending = window.__bench.arm(${JSON.stringify(step.area)}))`);
  await step.act(page, turn);
  const ms = await page.evaluate<number | null>('window.__bench.pending');
  if (typeof ms !== 'number') throw new Error(`${step.tool} ${step.kind}: no answer shown`);
  return ms;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export async function benchInteraction(): Promise<void> {
  let site: { url: string; stop(): Promise<void> } | undefined;
  if (process.env.BENCH_SITE) site = { url: process.env.BENCH_SITE.replace(/\/$/, ''), stop: async () => {} };
  else {
    await ensureSiteBuilt();
    site = await startSite();
  }
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      for (const device of DEVICES) {
        console.log(`\n## Interaction, ${device.name}: input → answer painted (median of ${RUNS} runs)`);
        console.log(
          `${'tool'.padEnd(11)}${'input'.padEnd(10)}${'first'.padStart(10)}${'later'.padStart(10)}${'first/later'.padStart(13)}  budget ${device.budgetMs} ms`,
        );
        for (const step of INTERACTIONS) {
          const firsts: number[] = [];
          const laters: number[] = [];
          try {
            for (let run = 0; run < RUNS; run++) {
              const page = await openLive(browser, device, site.url + step.path);
              try {
                await step.prepare?.(page);
                firsts.push(await timeTurn(page, step, 1));
                for (let turn = 2; turn < 2 + LATER; turn++) laters.push(await timeTurn(page, step, turn));
              } finally {
                await page.close();
              }
            }
          } catch (error) {
            // One tool that cannot be driven (another build's page) leaves the others' figures.
            console.log(
              `${step.tool.padEnd(11)}${step.kind.padEnd(10)}  not measured: ${(error as Error).message.split('\n')[0]}`,
            );
            continue;
          }
          const first = median(firsts);
          const later = median(laters);
          const verdict = [
            first <= device.budgetMs && later <= device.budgetMs ? 'ok' : 'OVER',
            first <= 1.5 * later ? '' : 'first slow',
          ]
            .filter(Boolean)
            .join(', ');
          console.log(
            `${step.tool.padEnd(11)}${step.kind.padEnd(10)}${fmt(first).padStart(10)}${fmt(later).padStart(10)}${(first / later).toFixed(2).padStart(13)}  ${verdict}`,
          );
        }
        if (device.cpu === 1) await defaultResults(browser, device, site.url);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
}

/** For every tool page: is its default result in the page at the moment it turns live. */
async function defaultResults(browser: Browser, device: Device, url: string): Promise<void> {
  console.log(`\n## Default result present when the page turns live (${device.name})`);
  for (const tool of TOOL_REGISTRY) {
    const page = await openLive(browser, device, url + tool.path);
    const areas = await page.$$eval('[data-result]', (els) => els.map((el) => el.children.length > 0));
    const said = !areas.length ? 'none by default (waits for the player)' : areas.some(Boolean) ? 'present' : 'EMPTY';
    console.log(`${tool.path.padEnd(12)}${said}`);
    await page.close();
  }
}

if (process.argv[1]?.endsWith('bench/interaction.ts')) await benchInteraction();
