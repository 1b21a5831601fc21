#!/usr/bin/env bash
# `npm test`: installs what is needed and runs every test of the repository. Any failing or missing suite fails it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
started=$SECONDS
load_at_start="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
# Every step's wall time, printed as a table at the end (also when a step fails: the table then ends with it).
names=()
seconds=()
current=""
step_started=$SECONDS
step() {
  end_step
  current="$1"
  step_started=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "${2:-$1}"
}
end_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    seconds+=($((SECONDS - step_started)))
    current=""
  fi
}
print_times() {
  local status=$?
  if [ "$status" != 0 ] && [ -n "$current" ]; then current="$current (FAILED)"; fi
  end_step
  echo
  printf '%-44s %8s\n' "step" "seconds"
  for i in "${!names[@]}"; do printf '%-44s %8s\n' "${names[$i]}" "${seconds[$i]}"; done
  printf '%-44s %8s\n' "total" "$((SECONDS - started))"
  echo "load average (1, 5, 15 min) at the start: ${load_at_start:-?}; at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
  if [ -n "${E2E_DATA_DIR:-}" ]; then rm -rf "$E2E_DATA_DIR"; fi
  return $status
}
trap print_times EXIT

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
step "storybook" "storybook: every story's play test and a11y check in headless Chromium"
pnpm exec vitest run --project storybook
step "visual regression" "visual regression: every ui-kit story and the listed screens against their screenshot baselines (scripts/visual, packages/ui/README.md)"
bash scripts/visual/run.sh --reporter=dot

step "app build (for end-to-end)"
pnpm --filter @rg/app build >/dev/null
step "end-to-end" "end-to-end in headless Chromium against the started product"
export E2E_PORT="$(node scripts/free-port.mjs)"
export E2E_DATA_DIR="$(mktemp -d)"
pnpm exec playwright test
end_step

echo
echo "✓ all suites passed in $((SECONDS - started)) s"
