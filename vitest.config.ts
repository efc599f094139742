import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Sites the tests write live in test/.tmp: never look for tests there.
    exclude: ['test/.tmp/**', '**/node_modules/**'],
    // Browser tests and CLI runs share 2 cores: keep the pool small and the timeouts honest.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/support/global-setup.ts'],
    // The CLI's caches (outside a site: cli/incremental/cache-folder.ts) go with the test sites, not into ~/.cache.
    env: { DEVCENTER_CACHE_DIR: fileURLToPath(new URL('./test/.tmp/cache', import.meta.url)) },
  },
});
