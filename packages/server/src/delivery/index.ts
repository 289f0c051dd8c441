import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type CspViolation, registerCspReports } from './csp-report.js';
import { registerSecurityHeaders } from './headers.js';
import { registerNotFound, registerStatic } from './static.js';

export type { CspViolation } from './csp-report.js';
export { CONTENT_SECURITY_POLICY } from './headers.js';

/**
 * Everything about handing the app to a browser: security headers on every response, the CSP report endpoint, and
 * the built web app (when `staticDir` exists) precompressed and cached. Registered before the API so the headers
 * reach every route.
 */
export async function registerDelivery(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<{ cspViolations(): readonly CspViolation[] }> {
  await registerSecurityHeaders(app);
  const reports = registerCspReports(app);
  const served = staticDir !== undefined && existsSync(staticDir) ? staticDir : null;
  if (served !== null) await registerStatic(app, served);
  registerNotFound(app, served);
  return { cspViolations: reports.violations };
}
