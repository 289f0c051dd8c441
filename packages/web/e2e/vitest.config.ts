import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end tests: a real server (`startServer`) serving the built app, driven in Debian's headless Chromium.
// One file at a time (2 cores), long timeouts (a browser and a whole match per test).
const packages = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  resolve: {
    alias: [
      { find: /^@ludotheque\/([^/]+)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@ludotheque\/([^/]+)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
    ],
  },
  test: {
    include: ['packages/web/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: [fileURLToPath(new URL('./global-setup.ts', import.meta.url))],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
