/**
 * `npm start`: build what is missing (the site), then serve the site, `/health` and `/v1`.
 * A site build that fails does not stop the API: the server then serves a minimal page.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const siteIndex = resolve(root, 'site/.vitepress/dist/index.html');

if (!process.env.SITE_DIR && !existsSync(siteIndex)) {
  console.log('Building the site (first start only)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.warn('Site build failed; serving the API with a minimal page.');
}

const { startServer } = await import('../runtimes/node/server.ts');
const running = await startServer();
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
