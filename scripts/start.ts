/**
 * `npm start`: serve `/health`, `/v1` and the site at once. On a first run the site is built in a
 * child process while the server already answers (pages say the site is being built, with
 * `Retry-After` and a reload, until it is ready); a build that fails does not stop the API: the
 * server then serves a minimal page.
 *
 * Stopping: SIGINT (Ctrl-C) and SIGTERM close the server and end a build still running. npm hands
 * SIGTERM to the shell that runs this script, and that shell exits without passing it on, so under
 * npm the server also stops when the shell is gone (its parent process changes).
 */
import { existsSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../runtimes/node/server.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
// The build writes `_headers` last: a site without it is missing or half built.
const built = existsSync(resolve(root, 'site/.vitepress/dist/_headers'));
const buildSite = !process.env.SITE_DIR && !built;

const running = await startServer({ siteBuilding: buildSite });
let build: ChildProcess | null = null;

if (buildSite) {
  console.log('Building the site (first start only); /health and /v1 answer meanwhile…');
  const started = performance.now();
  build = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/build-site.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  // Background work: on a busy machine the answers of the running server go first.
  try {
    setPriority(build.pid!, 10);
  } catch {
    // not permitted here: the build then runs at the server's priority
  }
  build.once('exit', (code, signal) => {
    build = null;
    if (signal) return; // stopped with the server
    if (code !== 0) console.warn('Site build failed; serving the API with a minimal page.');
    void running.loadSite().then((found) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (found && code === 0) console.log(`Site ready after ${seconds} s: ${running.url}`);
    });
  });
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  build?.kill('SIGTERM');
  void running.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// However this process ends, a build it started does not go on without it.
process.on('exit', () => build?.kill('SIGTERM'));

if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250).unref();
}
