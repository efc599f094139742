import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Sites the tests write live in test/.tmp: never look for tests there.
    exclude: ['test/.tmp/**', '**/node_modules/**'],
    // Browser tests and CLI runs share 2 cores. Three workers, not two: most of a test's time is a
    // CLI it started, or a browser, waiting (a CI run on 2 workers used 142% of the 2 cores), and a
    // third worker fills that; the timeouts stay honest.
    maxWorkers: 3,
    // Test files share their worker's module cache (no test mocks a module or stubs a global): importing
    // each file's modules afresh was 43 s of a CI run's worker time, 15 s without.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/support/global-setup.ts'],
    // The CLIs the tests start run with a user's environment, not vitest's NODE_ENV=test (see the file).
    setupFiles: ['test/support/child-env.ts'],
    // The CLI's caches (outside a site: cli/incremental/cache-folder.ts) go with the test sites, not into ~/.cache.
    env: { DEVCENTER_CACHE_DIR: fileURLToPath(new URL('./test/.tmp/cache', import.meta.url)) },
  },
});
