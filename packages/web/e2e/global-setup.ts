import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the web app once before the suite (set E2E_SKIP_BUILD=1 to reuse a fresh `packages/web/dist`). */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync('npx', ['vite', 'build', 'packages/web', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
