#!/usr/bin/env bash
# The one test command (README: `npm test`): installs what the tests need when it is missing, then runs lint,
# type-check + build, unit and integration tests, and the end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Reinstall whenever the lock file differs from the one node_modules was installed from.
lock_hash=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat node_modules/.ludo-lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  echo "== installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.ludo-lock-hash
fi

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -x /usr/bin/redis-server ] || need_apt+=(redis-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "== installing system packages: ${need_apt[*]}"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need_apt[@]}"
  else
    echo "Missing system packages. Run: sudo apt-get update && sudo apt-get install -y ${need_apt[*]}" >&2
    exit 1
  fi
fi

echo "== lint and format (biome)"
npx biome check .
echo "== type-check and build (tsc -b)"
npx tsc -b
echo "== tests (vitest)"
npx vitest run
echo "== web app: type-check and build (packages/web)"
npx tsc -p packages/web
npx vite build packages/web
echo "== end-to-end tests (headless Chromium, packages/web/e2e)"
E2E_SKIP_BUILD=1 npx vitest run -c packages/web/e2e/vitest.config.ts
