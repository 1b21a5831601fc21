#!/usr/bin/env bash
# `npm start`: install, build the web app, start the local demo (API server and app) on http://localhost:${PORT:-3000},
# reachable from this machine only unless HOST (and BASE_URL) are set; see docs/security.md "Modes".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }

pnpm install --frozen-lockfile --reporter=silent
echo "› building the web app" >&2
pnpm --filter @rg/app build >/dev/null
export DATA_DIR="${DATA_DIR:-$PWD/.data}"
exec node --import tsx packages/server/src/main.ts
