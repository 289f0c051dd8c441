import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { rapierWasmFile } from './vite/rapier-wasm.js';

// The workspace packages resolve to their TypeScript sources, as in the root vitest.config.ts, so the app never
// depends on a stale `dist` of a sibling package.
const packages = fileURLToPath(new URL('../', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute: the server answers `/play/<id>` with index.html, whose assets must not resolve under /play/.
  base: '/',
  plugins: [
    react(),
    rapierWasmFile(),
    // The installable app (src/offline/): every file of the build is precached by the service worker, so local
    // games (bots, hot-seat) of all four games work offline after one visit. A new version waits for the player's
    // word (`prompt`): it is offered, never forced mid-game.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Ludothèque',
        short_name: 'Ludothèque',
        description:
          'Linx, Superpion, Symbolix, Cubiko : quatre jeux de société français, contre des bots ou entre amis.',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6e7c8',
        theme_color: '#7a3e1d',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,webmanifest}'],
        // Rapier's WASM (3.1 MB) is part of the offline app.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
        // Hashed names need no revision: the precache may then take them from the HTTP cache the page just filled.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        // Web Push (src/notifications/): a small handler beside workbox's precache, from public/.
        importScripts: ['/push-sw.js'],
      },
    }),
    // Brotli and gzip siblings of every text file and the WASM, served by `ludo serve` with Content-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|wasm|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      { find: /^@ludotheque\/([^/]+)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@ludotheque\/([^/]+)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
    ],
  },
  worker: { format: 'es', plugins: () => [rapierWasmFile()] },
  // In development the game server (`ludo serve`, port 8080) answers the API and the WebSocket.
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  // The manifest lets the bundle-size check (scripts/first-page-size.ts) follow the entry's static imports.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },
});
