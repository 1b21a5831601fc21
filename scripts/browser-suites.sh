#!/usr/bin/env bash
# The three browser suites of `npm test` at once (docs/decisions/1250-browser-suites-at-once.md): Storybook's play
# tests (two shards, story files sharing a page), the visual regression run and end-to-end (the app's production build,
# then Playwright against the started product). Each waits on conditions, not on time, so they can share the cores;
# each spends much of its wall time waiting for its browser, its server or a build, which the others fill.
# Each suite's output is printed whole, with its wall and CPU seconds, when it ends; the script fails when any failed.
# SUITES="storybook visual" (any of storybook, visual, e2e) runs a subset.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

suite_storybook() { STORYBOOK_SHARDS=2 bash scripts/test-storybook.sh --isolate=false; }
suite_visual() { bash scripts/visual/run.sh --reporter=dot; }
suite_e2e() {
  bash scripts/pnpm.sh --filter @rg/app build >/dev/null || return
  E2E_PORT="$(node scripts/free-port.mjs)" E2E_DATA_DIR="$(mktemp -d)" bash -c \
    'trap "rm -rf \"\$E2E_DATA_DIR\"" EXIT; ./node_modules/.bin/playwright test'
}

# One suite in a subshell of its own: its exit status, wall seconds and CPU seconds (its processes', from `times`)
# go to files beside its output.
run_suite() {
  local name=$1
  (
    start=$SECONDS
    "suite_$name" >"$logs/$name.out" 2>&1
    echo $? >"$logs/$name.status"
    echo $((SECONDS - start)) >"$logs/$name.wall"
    # `times` in a pipeline would run in a subshell of its own and count no children: it writes to a file first.
    times >"$logs/$name.times"
    awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%d", t }' \
      "$logs/$name.times" >"$logs/$name.cpu.part"
    mv "$logs/$name.cpu.part" "$logs/$name.cpu" # last: its presence says the suite has ended
  ) &
}

read -r -a suites <<<"${SUITES:-storybook visual e2e}"
for name in "${suites[@]}"; do run_suite "$name"; done

# Print each suite as it ends, so a failure shows while the others still run.
status=0
pending=("${suites[@]}")
while [ ${#pending[@]} -gt 0 ]; do
  wait -n 2>/dev/null || true
  still=()
  for name in "${pending[@]}"; do
    if [ -f "$logs/$name.cpu" ]; then
      suite_status=$(<"$logs/$name.status")
      printf '\n── %s (exit %s, %s s wall, %s cpu s)\n' "$name" "$suite_status" "$(<"$logs/$name.wall")" "$(<"$logs/$name.cpu")"
      cat "$logs/$name.out"
      if [ "$suite_status" != 0 ]; then status=$suite_status; fi
    else
      still+=("$name")
    fi
  done
  pending=("${still[@]}")
done
echo
for name in "${suites[@]}"; do
  printf '%-12s exit %s  %5s s wall  %5s cpu s\n' "$name" "$(<"$logs/$name.status")" "$(<"$logs/$name.wall")" "$(<"$logs/$name.cpu")"
done
exit "$status"
