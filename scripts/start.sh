#!/usr/bin/env bash
# The run command (README: `npm start`): installs and builds when needed, then serves the platform (HTTP API,
# WebSocket and the web app) on one port with the embedded SQLite database under ./data/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
npx tsc -b
npx vite build packages/web
exec node packages/cli/dist/bin.js serve "$@"
