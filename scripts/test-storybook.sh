#!/usr/bin/env bash
# The Storybook project (every story's play test and a11y check), by default in one run; STORYBOOK_SHARDS=2 runs two
# shards at once, one browser each (docs/decisions/1248-storybook-without-isolation.md): faster alone, but 38
# core-seconds more, so `npm test`, where the cores are full, runs one (docs/decisions/1778). Each shard's output is
# printed whole when all have ended; the script fails when any failed. Extra arguments go to every vitest run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
vitest=./node_modules/.bin/vitest
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
shards="${STORYBOOK_SHARDS:-1}"
pids=()
for i in $(seq 1 "$shards"); do
  if [ "$shards" = 1 ]; then set -- "$@"; else set -- --shard="$i/$shards" "$@"; fi
  STORYBOOK_SHARD="$i" "$vitest" run --project storybook "$@" >"$logs/$i" 2>&1 &
  if [ "$shards" != 1 ]; then shift; fi
  pids+=($!)
done
status=0
for i in $(seq 1 "$shards"); do
  shard_status=0
  wait "${pids[$((i - 1))]}" || shard_status=$?
  echo "── storybook shard $i/$shards (exit $shard_status)"
  cat "$logs/$i"
  if [ "$shard_status" != 0 ]; then status=$shard_status; fi
done
exit "$status"
