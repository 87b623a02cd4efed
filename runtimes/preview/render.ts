/**
 * The preview card as a 1200×630 PNG: laid out by satori (HTML and CSS to SVG, the text as glyph
 * paths from the card font) and rasterised by resvg, both WebAssembly, so the same code runs in
 * Node and in workerd. Each runtime hands over the two wasm modules and the font its own way.
 * Rendered cards are kept in a small least-recently-used cache.
 */
import type { PreviewCard } from './describe.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './meta.ts';

type WasmSource = WebAssembly.Module | ArrayBuffer | Uint8Array;

export interface CardAssets {
  /** satori's layout engine, Yoga (yoga-wasm-web/dist/yoga.wasm). */
  layoutWasm: WasmSource;
  /** resvg (@resvg/resvg-wasm/index_bg.wasm). */
  resvgWasm: WasmSource;
  /** runtimes/preview/card-font.otf (scripts/build-card-font.ts). */
  font: ArrayBuffer;
}

export interface CardRenderer {
  png(card: PreviewCard): Promise<Uint8Array>;
  /** Cards in the cache now (bounded by `cacheSize`). */
  readonly cached: number;
}

const FONT = 'Noto Sans CJK';

interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] };
}
const div = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** The card's layout: site and tool at the top, the dyes as large swatches with their names. */
export function cardTree(card: PreviewCard): Node {
  const n = card.dyes.length;
  const gap = 24;
  const width = n ? Math.floor((CARD_WIDTH - 128 - gap * (n - 1)) / n) : 0;
  const nameSize = n > 4 ? 26 : 32;
  const dyes = card.dyes.map((dye) =>
    div(
      { flexDirection: 'column', width, gap: 14 },
      div({ width, height: 200, background: dye.hex, borderRadius: 18, border: '3px solid rgba(255,255,255,0.25)' }),
      div({ fontSize: nameSize, lineHeight: 1.2, color: '#f2f4f8' }, dye.name),
    ),
  );
  return div(
    {
      // The card's size comes from the render options; padding stays inside it.
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      padding: '52px 64px',
      background: '#141824',
      color: '#f2f4f8',
      fontFamily: FONT,
    },
    div({ fontSize: 28, color: '#9fb3d9' }, 'FFXIV Dyes'),
    div({ fontSize: n ? 56 : 72, lineHeight: 1.15, marginTop: 8 }, card.toolName),
    n
      ? div({ flexDirection: 'row', gap, marginTop: 48 }, ...dyes)
      : div({ fontSize: 38, lineHeight: 1.4, color: '#c8d0e0', marginTop: 36 }, card.line),
    n
      ? div({ fontSize: 26, lineHeight: 1.4, color: '#c8d0e0', marginTop: 36 }, card.line)
      : div({ marginTop: 48, height: 28, borderRadius: 14, background: RAINBOW, width: '100%' }),
  );
}
const RAINBOW = 'linear-gradient(90deg, #c05050, #d0a040, #60a060, #4080c0, #8060b0)';

/**
 * The renderer's libraries, loaded with the first card: a server that draws none never parses
 * satori (a fifth of the Node server's start-up). Bundles for the edge keep them in the bundle.
 */
const loadLibraries = async () => {
  const [satori, yoga, resvg] = await Promise.all([
    import('satori/wasm'),
    import('yoga-wasm-web'),
    import('@resvg/resvg-wasm'),
  ]);
  return { satori: satori.default, initSatori: satori.init, initYoga: yoga.default, ...resvg };
};
type Libraries = Awaited<ReturnType<typeof loadLibraries>>;

let ready: Promise<Libraries> | undefined;

export function createCardRenderer(assets: () => Promise<CardAssets>, cacheSize = 64): CardRenderer {
  const cache = new Map<string, Promise<Uint8Array>>();
  let font: ArrayBuffer | undefined;
  const start = async () => {
    const loaded = await assets();
    font = loaded.font;
    // Each wasm module is set up once per process or isolate, whichever renderer asks first.
    ready ??= loadLibraries().then(async (libs) => {
      await Promise.all([
        libs.initYoga(loaded.layoutWasm as BufferSource | WebAssembly.Module).then(libs.initSatori),
        libs.initWasm(loaded.resvgWasm),
      ]);
      return libs;
    });
    return ready;
  };
  let started: Promise<Libraries> | undefined;

  async function render(card: PreviewCard): Promise<Uint8Array> {
    const { satori, Resvg } = await (started ??= start());
    const svg = await satori(cardTree(card), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: [{ name: FONT, data: font!, weight: 400, style: 'normal' }],
    });
    return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
  }

  return {
    png(card) {
      const key = JSON.stringify([card.locale, card.toolName, card.line, card.dyes]);
      let png = cache.get(key);
      if (png)
        cache.delete(key); // re-inserted below: the most recently used is last
      else png = render(card);
      cache.set(key, png);
      // A failed render is not kept.
      png.catch(() => cache.delete(key));
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return png;
    },
    get cached() {
      return cache.size;
    },
  };
}
