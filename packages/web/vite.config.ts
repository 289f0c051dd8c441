import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The workspace packages resolve to their TypeScript sources, as in the root vitest.config.ts, so the app never
// depends on a stale `dist` of a sibling package.
const packages = fileURLToPath(new URL('../', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute: the server answers `/play/<id>` with index.html, whose assets must not resolve under /play/.
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@ludotheque\/([^/]+)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@ludotheque\/([^/]+)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
    ],
  },
  worker: { format: 'es' },
  // In development the game server (`ludo serve`, port 8080) answers the API and the WebSocket.
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
