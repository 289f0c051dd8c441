#!/usr/bin/env bash
# The run command (README: `npm start`): installs and builds when needed, then starts the platform.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
npx tsc -b
exec node packages/cli/dist/bin.js play linx "$@"
