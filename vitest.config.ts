import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run on the TypeScript sources: `@ludotheque/<pkg>` resolves to `packages/<pkg>/src/index.ts` and a subpath
// `@ludotheque/<pkg>/<name>` to `packages/<pkg>/src/<name>.ts` (the package.json `exports` of the built packages).
const src = fileURLToPath(new URL('./packages/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@ludotheque\/([^/]+)$/, replacement: `${src}$1/src/index.ts` },
      { find: /^@ludotheque\/([^/]+)\/(.+)$/, replacement: `${src}$1/src/$2.ts` },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'threads',
  },
});
