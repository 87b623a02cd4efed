/**
 * `npm run bench`: every benchmark in one run, so ratios compare numbers taken on the same (noisy,
 * shared) machine at the same time. `npm run bench -- routes closest` runs only those sections.
 */
import { existsSync } from 'node:fs';

const sections: Record<string, () => Promise<void>> = {
  closest: async () => (await import('./closest.ts')).benchClosest(),
  typed: async () => (await import('./typed.ts')).benchTyped(),
  harmony: async () => (await import('./harmony.ts')).benchHarmony(),
  routes: async () => (await import('./routes.ts')).benchRoutes(),
  fetch: async () => (await import('./fetch.ts')).benchFetch(),
  server: async () => (await import('./server.ts')).benchServer(),
  'gradient-mix': async () => (await import('./gradient-mix.ts')).benchGradientMix(),
  'compare-vision': async () => (await import('./compare-vision.ts')).benchCompareVision(),
  chara: async () => (await import('./chara.ts')).benchChara(),
  'chara-file': async () => (await import('./chara-file.ts')).benchCharaFile(),
  picture: async () => (await import('./picture.ts')).benchPicture(),
  browser: async () => (await import('./browser.ts')).benchBrowser(),
  interaction: async () => (await import('./interaction.ts')).benchInteraction(),
  outfit: async () => (await import('./outfit.ts')).benchOutfit(),
  character: async () => (await import('./character.ts')).benchCharacter(),
  prices: async () => (await import('./prices.ts')).benchPrices(),
  glamours: async () => (await import('./glamours.ts')).benchGlamours(),
};

const wanted = process.argv.slice(2).filter((a) => a in sections);
console.log(`ffxiv-dyes benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length && !wanted.includes(name)) continue;
  if (!existsSync(new URL(`./${name}.ts`, import.meta.url))) continue;
  try {
    await run();
  } catch (error) {
    console.log(`\n## ${name}: failed — ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
