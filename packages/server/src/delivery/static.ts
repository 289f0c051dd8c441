import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's output: every file under `assets/` has a content hash in its name, so it may be cached for ever. */
const HASHED = /^\/assets\//;
const FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest) is revalidated on every use, by its ETag. */
const REVALIDATE = 'no-cache';

/**
 * Answers what no route does: an app route (a path without a file extension that is no file, `/play/<id>`) gets
 * `index.html` when the app is served; anything else a 404 in the API's shape. It replaces fastify's own 404, whose
 * log line carries the URL (which may hold what a client should not have sent: a token).
 */
export function registerNotFound(app: FastifyInstance, dir: string | null): void {
  const hasIndex = dir !== null && existsSync(join(resolve(dir), 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').split('#')[0] ?? '/';
    const appRoute = !path.startsWith('/api/') && path !== '/ws' && !/\.[A-Za-z0-9]+$/.test(path);
    if (hasIndex && appRoute && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ error: 'badRequest', message: 'not found' });
  });
}

/**
 * Serves the built web app from `dir` (@fastify/static): the build's precompressed `.br` / `.gz` siblings with the
 * matching `Content-Encoding` when the browser accepts them, hashed assets cached for a year as immutable, the rest
 * `no-cache` with an ETag (a 304 when unchanged). A missing file answers 404 (`registerNotFound`), never the app's
 * HTML under a script's name.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      const rel = path.startsWith(root) ? path.slice(root.length).replaceAll('\\', '/') : path;
      reply.header('cache-control', HASHED.test(rel) ? FOREVER : REVALIDATE);
    },
  });
}
