/**
 * Builds the site into site/.vitepress/dist: VitePress first, then the PNG icons of the web-app
 * manifest, then the service worker (bundled with Vite, its precache manifest injected by
 * workbox-build over every file of the finished build, each with a content revision).
 *
 *   npx tsx scripts/build-site.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, crc32 } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIR = join(ROOT, 'site');
export const DIST_DIR = join(SITE_DIR, '.vitepress', 'dist');

export async function buildSite({ quiet = false } = {}): Promise<void> {
  const started = performance.now();
  const { build } = await import('vitepress');
  await build(SITE_DIR, quiet ? ({ logLevel: 'warn' } as never) : undefined);
  await writeIcons(join(DIST_DIR, 'icons'));
  await writeFallbackCard(join(DIST_DIR, 'og-card.png'));
  await buildServiceWorker();
  // Last, so the service worker itself is compressed too and the .br/.gz files are not precached.
  const { precompress } = await import('../runtimes/node/static.ts');
  await precompress(DIST_DIR);
  // The security headers for static hosts, from the same list the Node server sends.
  const { headersFile, siteScriptHashes, siteSecurityHeaders } = await import('../runtimes/node/site-headers.ts');
  const headers = siteSecurityHeaders(await siteScriptHashes(DIST_DIR), process.env.VITE_CHARA_API_BASE || undefined);
  await writeFile(join(DIST_DIR, '_headers'), headersFile(headers));
  if (!quiet) console.log(`site built in ${((performance.now() - started) / 1000).toFixed(1)} s → ${DIST_DIR}`);
}

/** The preview card of a static deployment (no server to draw one per link): the home page's. */
async function writeFallbackCard(file: string): Promise<void> {
  const { describeLink } = await import('../runtimes/preview/describe.ts');
  const { nodeCardRenderer } = await import('../runtimes/preview/node.ts');
  await writeFile(file, await nodeCardRenderer(1).png(describeLink('/', '')!));
}

/**
 * Bundles the service worker and writes it into `distDir` with the precache manifest of every file
 * there (the browser tests also use it to make a second version of a finished build).
 */
export async function buildServiceWorker(distDir = DIST_DIR): Promise<void> {
  const tmp = join(ROOT, 'node_modules', '.cache', 'ffxiv-dyes-sw');
  await rm(tmp, { recursive: true, force: true });
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'warn',
    // Workbox strips its debug logging on this switch; library mode does not set it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      // A classic script: service workers registered without { type: 'module' } cannot use imports.
      lib: {
        entry: join(ROOT, 'runtimes', 'service-worker', 'service-worker.ts'),
        formats: ['iife'],
        name: 'ffxivDyesServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const { injectManifest } = await import('workbox-build');
  const { count, size, warnings } = await injectManifest({
    swSrc: join(tmp, 'sw.js'),
    swDest: join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest,json,txt}'],
    // Inter's italic, Cyrillic, Greek and Vietnamese subsets are only fetched for text that needs them
    // (unicode-range); precaching them would double the first download for nothing. Offline, such
    // text falls back to a system font.
    globIgnores: [
      'sw.js',
      'hashmap.json',
      'assets/inter-italic-*',
      'assets/*cyrillic*',
      'assets/*greek*',
      'assets/*vietnamese*',
    ],
    // Hashed file names already change with their content: no revision needed for them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`workbox: ${warning}`);
  console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB)`);
}

// ---- icons ---------------------------------------------------------------------------------
// The manifest needs PNG icons. They are drawn here (a hue ring with a dye dot) rather than kept
// as binary files in the repository; a PNG needs only zlib, which Node has.

function png(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

const hsv = (h: number, s: number, v: number): [number, number, number] => {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return [f(5) * 255, f(3) * 255, f(1) * 255];
};

/** The icon at `size` px; `maskable` fills the square and keeps the art in the 80 % safe zone. */
function drawIcon(size: number, maskable: boolean): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const SS = 4; // 4×4 supersampling for smooth edges
  const bg: [number, number, number] = [0x1b, 0x25, 0x36];
  const cream: [number, number, number] = [0xe4, 0xdf, 0xd0];
  const scale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          // Unit coordinates: -1..1 across the icon.
          const x = ((px + (sx + 0.5) / SS) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / SS) / size) * 2 - 1;
          const ax = Math.abs(x),
            ay = Math.abs(y);
          const corner = 0.44;
          const inside =
            maskable ||
            ax <= 1 - corner ||
            ay <= 1 - corner ||
            Math.hypot(ax - (1 - corner), ay - (1 - corner)) <= corner;
          if (!inside) continue;
          let c = bg;
          const ux = x / scale,
            uy = y / scale;
          const d = Math.hypot(ux, uy);
          if (d >= 0.52 && d <= 0.8) {
            const angle = ((Math.atan2(ux, -uy) * 180) / Math.PI + 360) % 360;
            c = hsv(angle, 0.85, 0.95);
          }
          if (Math.hypot(ux, uy + 0.66) <= 0.2) c = cream;
          if (d <= 0.22) c = cream;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      }
      const n = SS * SS;
      const i = (py * size + px) * 4;
      const cov = a / 255;
      out[i] = cov ? Math.round(r / cov) : 0;
      out[i + 1] = cov ? Math.round(g / cov) : 0;
      out[i + 2] = cov ? Math.round(b / cov) : 0;
      out[i + 3] = Math.round(a / n);
    }
  }
  return out;
}

async function writeIcons(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const icons: [string, number, boolean][] = [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['maskable-512.png', 512, true],
  ];
  for (const [name, size, maskable] of icons)
    await writeFile(join(dir, name), png(size, size, drawIcon(size, maskable)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildSite();
}
