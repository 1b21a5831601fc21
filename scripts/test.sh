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

# Steps that each leave a core idle run at once (docs/decisions/1721-checks-and-suites-at-once.md).
source scripts/at-once.sh
step "checks at once" "typecheck, the domain unit tests with coverage, the mock-api and tooling tests, at once"
at_once \
  "typecheck" "bash scripts/typecheck.sh" \
  "unit: domain (coverage)" "pnpm exec vitest run --project domain --coverage" \
  "unit: mock-api, tooling" "pnpm exec vitest run --project mock-api --project tooling"
step "server and browser suites at once" \
  "the server tests (PGlite and real Postgres), Storybook, visual regression and end-to-end, at once"
if [ -n "${TEST_DATABASE_URL:-}" ]; then server_backends=both; else server_backends=pglite; fi
at_once \
  "server ($server_backends)" "bash scripts/test-server.sh $server_backends" \
  "browser suites" "bash scripts/browser-suites.sh"
end_step

echo
echo "✓ all suites passed in $((SECONDS - started)) s"
