/**
 * The server as `npm run soak` runs it: runtimes/node/server.ts as `npm start` starts it, plus one
 * hook for the measurement. On SIGUSR2 it runs a full garbage collection (node --expose-gc) and
 * prints `held <bytes>`: the V8 heap in use plus memory outside it (buffers), i.e. what the
 * process really keeps, as opposed to resident pages V8 has not handed back yet.
 */
import { startServer } from '../runtimes/node/server.ts';

const running = await startServer();
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external } = process.memoryUsage();
  console.log(`held ${heapUsed + external}`);
});
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
