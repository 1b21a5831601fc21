#!/usr/bin/env bash
# The three browser suites of `npm test` at once (docs/decisions/1250-browser-suites-at-once.md): Storybook's play
# tests (one run, story files sharing a page; decision 1778), the visual regression run and end-to-end (the app's production build,
# then Playwright against the started product). Each waits on conditions, not on time, so they can share the cores;
# each spends much of its wall time waiting for its browser, its server or a build, which the others fill.
# Each suite's output is printed whole, with its wall and CPU seconds, when it ends; the script fails when any failed.
# SUITES="storybook visual" (any of storybook, visual, e2e) runs a subset.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/at-once.sh

suite_storybook() { bash scripts/test-storybook.sh --isolate=false; }
suite_visual() { bash scripts/visual/run.sh --reporter=dot; }
suite_e2e() {
  bash scripts/pnpm.sh --filter @rg/app build >/dev/null || return
  # two workers, each with a product of its own (docs/decisions/1720-e2e-a-product-per-worker.md)
  E2E_PORTS="$(node scripts/free-port.mjs 2)" E2E_DATA_DIR="$(mktemp -d)" bash -c \
    'trap "rm -rf \"\$E2E_DATA_DIR\"" EXIT; ./node_modules/.bin/playwright test'
}

read -r -a suites <<<"${SUITES:-storybook visual e2e}"
commands=()
for name in "${suites[@]}"; do commands+=("$name" "suite_$name"); done
at_once "${commands[@]}"
