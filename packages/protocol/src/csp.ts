import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying when a schema is built:
 * under the web app's Content-Security-Policy (no `'unsafe-eval'`) that probe is blocked and reported as a violation.
 * So in a page (a document exists; no DOM API is used) zod is told to parse without compiling, before any schema of
 * this package is built (`messages.ts` imports this module first); Node keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
