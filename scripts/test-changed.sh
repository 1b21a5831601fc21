#!/usr/bin/env bash
# `npm run test:changed`: runs only the suites the current change can affect (docs/decisions/1241-suite-speed.md).
# The change is every file that differs from the merge base with main (committed on this branch or not) plus untracked
# files; BASE=<ref> compares with another ref. `--dry-run` prints the files and the plan and runs nothing. It is a
# quick check while working: `npm test` stays the verdict (CI runs it).
#   domain          → domain (coverage), mock-api + tooling (contract), server, storybook (ui imports it)
#   server, supabase/migrations → server (PGlite and real Postgres at once when one answers)
#   mock-api        → mock-api + tooling, storybook
#   ui              → storybook, visual
#   app             → tooling (the app's build checks), storybook (route stories), e2e
#   e2e/, playwright.config.ts → e2e;  scripts/visual/, scripts/fonts/ → visual;  .storybook/ → storybook, visual
#   other scripts/  → tooling;  *.md and docs/ → nothing;  anything else (package.json, lockfile, vitest.config.ts,
#   scripts/test.sh, scripts/chromium.ts, biome.json, tsconfig.json) → every suite, as `npm test`
# Always: Biome on the changed files and the typecheck of each changed package.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
dry=""
if [ "${1:-}" = "--dry-run" ]; then dry=1; fi

base="${BASE:-$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)}"
mapfile -t changed < <({
  git diff --name-only "$base"
  git ls-files --others --exclude-standard
} | sort -u)

declare -A run=()
declare -A packages=()
add() { for s in "$@"; do run[$s]=1; done; }
for f in "${changed[@]}"; do
  case "$f" in
    *.md | docs/* | LICENSE) ;;
    packages/domain/*) packages[domain]=1; add domain mock-api server storybook ;;
    packages/server/* | supabase/*) packages[server]=1; add server ;;
    packages/mock-api/*) packages[mock-api]=1; add mock-api storybook ;;
    packages/ui/*) packages[ui]=1; add storybook visual ;;
    packages/app/*) packages[app]=1; add tooling storybook e2e ;;
    e2e/* | playwright.config.ts) add e2e ;;
    scripts/visual/* | scripts/fonts/*) add visual ;;
    .storybook/*) add storybook visual ;;
    scripts/test-server.sh) add server ;;
    scripts/test-changed.sh | scripts/steps.sh) add tooling ;;
    scripts/*.test.ts | scripts/bench/*) add tooling ;;
    *) add all ;;
  esac
done

echo "changed since ${base:0:12} (with untracked files): ${#changed[@]} file(s)"
printf '  %s\n' "${changed[@]}"
if [ -n "${run[all]:-}" ]; then
  echo "→ a shared file changed: running every suite (npm test)"
  [ -n "$dry" ] && exit 0
  exec bash scripts/test.sh
fi
plan=()
for s in domain mock-api tooling server storybook visual e2e; do [ -n "${run[$s]:-}" ] && plan+=("$s"); done
echo "→ suites: ${plan[*]:-none}; typecheck: ${!packages[*]}"
[ -n "$dry" ] && exit 0
if [ ${#changed[@]} -eq 0 ]; then exit 0; fi

source scripts/steps.sh
trap 'print_times $?' EXIT

step "install (chromium, fonts, packages)"
bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile --reporter=silent

existing=()
for f in "${changed[@]}"; do [ -e "$f" ] && existing+=("$f"); done
step "lint and format (biome, changed files)"
if [ ${#existing[@]} -gt 0 ]; then
  pnpm exec biome check --colors=off --no-errors-on-unmatched --files-ignore-unknown=true "${existing[@]}"
fi
if [ ${#packages[@]} -gt 0 ]; then
  step "typecheck (${!packages[*]})"
  filters=()
  for p in "${!packages[@]}"; do filters+=(--filter "@rg/$p"); done
  pnpm "${filters[@]}" --workspace-concurrency=2 typecheck
fi
if [ -n "${run[domain]:-}" ]; then
  step "unit: domain (with coverage)"
  pnpm exec vitest run --project domain --coverage
fi
if [ -n "${run[mock-api]:-}" ] || [ -n "${run[tooling]:-}" ]; then
  step "unit: mock-api and tooling"
  pnpm exec vitest run --project mock-api --project tooling
fi
if [ -n "${run[server]:-}" ]; then
  if [ -z "${TEST_DATABASE_URL:-}" ] && node scripts/pg-reachable.mjs postgres://postgres@127.0.0.1:5432/test; then
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
  fi
  step "server"
  bash scripts/test-server.sh "$([ -n "${TEST_DATABASE_URL:-}" ] && echo both || echo pglite)"
fi
browser=()
for s in storybook visual e2e; do [ -n "${run[$s]:-}" ] && browser+=("$s"); done
if [ ${#browser[@]} -gt 0 ]; then
  step "browser suites (${browser[*]})"
  SUITES="${browser[*]}" bash scripts/browser-suites.sh
fi
end_step
echo
echo "✓ the suites this change touches passed"
