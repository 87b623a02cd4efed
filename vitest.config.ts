import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Server, workerd and Chromium tests each start real processes; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
