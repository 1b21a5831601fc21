#!/usr/bin/env bash
# `npm test`: installs what is needed and runs every test of the repository. Any failing or missing suite fails it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
# Every step's wall time is printed as a table at the end (scripts/steps.sh).
source scripts/steps.sh
trap 'print_times $?' EXIT

step "install (chromium, fonts, packages)"
bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile --reporter=silent

# Tests against real Postgres must run in CI; locally they run whenever Postgres answers on 127.0.0.1:5432.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if node scripts/pg-reachable.mjs postgres://postgres@127.0.0.1:5432/test; then
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
  elif [ "${CI:-}" = "true" ]; then
    echo "✗ CI=true but no Postgres answers on 127.0.0.1:5432 (set TEST_DATABASE_URL)" >&2
    exit 1
  fi
fi

step "lint and format (biome)"
pnpm exec biome ci --colors=off .

step "typecheck"
pnpm -r --workspace-concurrency=2 typecheck
pnpm exec tsc --noEmit -p .

step "unit: domain (with coverage)"
pnpm exec vitest run --project domain --coverage
step "unit: mock-api and tooling"
pnpm exec vitest run --project mock-api --project tooling
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server (PGlite and real Postgres at once)"
  bash scripts/test-server.sh both
else
  step "server (PGlite)"
  bash scripts/test-server.sh pglite
fi
step "browser suites at once" "storybook (two shards), visual regression and end-to-end at once, each in its own headless Chromium (scripts/browser-suites.sh)"
bash scripts/browser-suites.sh
end_step

echo
echo "✓ all suites passed in $((SECONDS - started)) s"
