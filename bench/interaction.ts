/**
 * `npm run bench -- interaction`: what a player feels. Chromium drives four tools (playground,
 * matcher, character, budget) on a desktop (1280×800) and a phone (390×844, touch, CPU slowed ×4
 * through CDP as Lighthouse's mobile run does) and times, from the input event to the frame that
 * shows the tool's answer:
 *
 * - each interaction right after the page turns live (`data-live`), on a fresh page per run;
 * - the same kind of input again later on that page, each time with a value not asked before (the
 *   median of LATER turns);
 *
 * and prints medians of RUNS runs against the budgets (one frame, 16 ms, on a desktop; 50 ms at
 * ×4; the first interaction within 1.5× of later ones). It also lists, for every tool page, whether
 * its default result is in the page at the moment it turns live.
 *
 * "Shown" is measured in the page: a MutationObserver notes each change of the tool's result
 * area's markup (changes elsewhere on the page do not count); the answer's time is the frame after
 * the last such change (a requestAnimationFrame, then a message posted from it, runs after that frame
 * is painted), once the area has been quiet for QUIET_MS. The input's time is the event's own
 * `timeStamp` (the first pointerdown, click, keydown, input or change after arming).
 *
 *   BENCH_SITE=http://127.0.0.1:8787 npm run bench -- interaction   # time another running build
 *   BENCH_ONLY=budget,character npm run bench -- interaction        # only these tools
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureSiteBuilt, startSite } from '../tests/browser/harness.ts';
import { TOOLS as TOOL_REGISTRY } from '../site/tools/registry.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LATER = Number(process.env.BENCH_LATER ?? 4);
const QUIET_MS = 400;
const ONLY = process.env.BENCH_ONLY?.split(',').map((t) => t.trim());

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

/** One interaction: an input repeated with a new value each turn (`nth`). */
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
/**
 * Each turn's value: a new one every turn, never the page's default, so that no answer is one the
 * page already holds (its store of answers would show it without asking the engine, which is
 * not what a player changing something for the first time gets).
 */
const nth = <T>(values: readonly T[], turn: number): T => values[(turn - 1) % values.length]!;
const selectEach = (selector: string, values: readonly string[]) => (page: Page, turn: number) =>
  page.selectOption(selector, nth(values, turn)).then(() => undefined);
const typeEach = (selector: string, values: readonly string[]) => (page: Page, turn: number) =>
  page.fill(selector, nth(values, turn));
const HEXES = ['#5B7FC0', '#C0705B', '#3E8E5A', '#D9C36A', '#7A4FA3', '#2B2B33', '#E8A0B4', '#6FA8B8'];

const INTERACTIONS: Interaction[] = [
  {
    tool: 'playground',
    path: '/playground',
    kind: 'select',
    area: '.slots',
    before: focus('#pg-type'),
    act: selectEach('#pg-type', [
      'complementary',
      'tetradic',
      'analogous',
      'square',
      'split-complementary',
      'compound',
      'monochromatic',
    ]),
  },
  {
    tool: 'playground',
    path: '/playground',
    kind: 'dye pick',
    area: '.slots',
    act: (page, turn) => page.locator(`#wheel-dot-${nth([13, 45, 71, 35, 96, 58, 110], turn)}`).click(),
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
    act: typeEach('#base-colour', HEXES),
  },
  {
    tool: 'matcher',
    path: '/matcher',
    kind: 'select',
    area: '.closest',
    before: focus('#match-method'),
    // The five methods besides the default: later turns past five ask again what was asked.
    act: selectEach('#match-method', ['oklab', 'cie76', 'redmean', 'rgb', 'distinguish']),
  },
  {
    tool: 'matcher',
    path: '/matcher',
    kind: 'typed hex',
    area: '.closest',
    before: focus('#match-hex'),
    act: typeEach('#match-hex', HEXES),
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
    act: selectEach('#character-clan', [
      'duskwight',
      'xaela',
      'raen',
      'seeker-of-the-sun',
      'hellsguard',
      'veena',
      'wildwood',
    ]),
  },
  {
    tool: 'character',
    path: '/character',
    kind: 'dye pick',
    area: '#VPContent',
    act: (page, turn) => page.locator(`[data-grid] [data-index="${nth([7, 40, 93, 150, 18, 121, 66], turn)}"]`).click(),
  },
  {
    tool: 'budget',
    path: '/budget',
    kind: 'dye pick',
    area: '.tool-results',
    // Typing the name is not timed; choosing it (Enter, once the list shows it) is.
    before: async (page, turn) => {
      const name = nth(
        ['Jet Black', 'Snow White', 'Soot Black', 'Dalamud Red', 'Royal Blue', 'Celeste Green', 'Canary Yellow'],
        turn,
      );
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
    act: typeEach('#budget-target', HEXES),
  },
];

/**
 * The floor, timed by the same watcher in the same run: a page that does no work but answer,
 * with a select and buttons whose answer is written into `.answer` either in the input's own
 * handler ("same thread", as a page that computes on the main thread) or after a round trip to a
 * Web Worker that answers at once ("worker"). Chromium runs no task (a worker's message, a
 * timer) between a click or key press and the next frame, so an answer from any worker is painted
 * in the frame after the one that follows the input, however fast the worker: this row is the
 * least a page with its engine in a worker can show.
 */
const FLOOR_PATH = '/__bench/floor';
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<select id="floor-pick">${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((v) => `<option>${v}</option>`).join('')}</select>
${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<button id="floor-${n}" style="margin:4px;padding:8px">${n}</button>`).join('')}
<p class="answer">-</p>
<script>
const area = document.querySelector('.answer');
const worker = new URL(location.href).searchParams.has('worker')
  ? new Worker(URL.createObjectURL(new Blob(['onmessage = (e) => postMessage(e.data)'], { type: 'text/javascript' })))
  : null;
if (worker) worker.onmessage = (e) => { area.textContent = e.data; };
const answer = (value) => (worker ? worker.postMessage(value) : (area.textContent = value));
document.querySelector('#floor-pick').addEventListener('change', (e) => answer(e.target.value));
for (const b of document.querySelectorAll('button')) b.addEventListener('click', () => answer(b.id));
document.documentElement.setAttribute('data-live', '');
</script>`;
const floor = (name: string, query: string): Interaction[] => [
  {
    tool: name,
    path: `${FLOOR_PATH}${query}`,
    kind: 'select',
    area: '.answer',
    before: focus('#floor-pick'),
    act: selectEach('#floor-pick', ['b', 'c', 'd', 'e', 'f', 'g', 'h']),
  },
  {
    tool: name,
    path: `${FLOOR_PATH}${query}`,
    kind: 'dye pick',
    area: '.answer',
    act: (page, turn) => page.locator(`#floor-${nth([2, 3, 4, 5, 6, 7, 8], turn)}`).click(),
  },
];
INTERACTIONS.push(...floor('floor: worker', '?worker'), ...floor('floor: same thread', ''));

/** Installs the watcher in the page; `arm(area)` resolves with ms from input to painted answer. */
const WATCHER = `(() => {
  window.__bench = {
    arm(area) {
      // The area is looked up at each change: hydration may replace the server's element.
      const text = () => document.querySelector(area)?.outerHTML ?? null;
      const before = text();
      // The area's markup as last seen: a change elsewhere on the page (a closed list re-rendered)
      // after the answer is not the answer showing later.
      let seen = before;
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
          if (input === null) return;
          const now = text();
          if (now === seen) return;
          seen = now;
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
  await page.route(`**${FLOOR_PATH}*`, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
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
          `${'tool'.padEnd(20)}${'input'.padEnd(10)}${'first'.padStart(10)}${'later'.padStart(10)}${'first/later'.padStart(13)}  budget ${device.budgetMs} ms`,
        );
        for (const step of INTERACTIONS.filter(
          (s) => !ONLY || ONLY.includes(s.tool) || s.path.startsWith(FLOOR_PATH),
        )) {
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
              `${step.tool.padEnd(20)}${step.kind.padEnd(10)}  not measured: ${(error as Error).message.split('\n')[0]}`,
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
            `${step.tool.padEnd(20)}${step.kind.padEnd(10)}${fmt(first).padStart(10)}${fmt(later).padStart(10)}${(first / later).toFixed(2).padStart(13)}  ${verdict}`,
          );
        }
        if (device.cpu === 1 && !ONLY) await defaultResults(browser, device, site.url);
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
