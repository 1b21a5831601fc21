#!/usr/bin/env bash
# The Storybook project (every story's play test and a11y check) in two shards at once, one browser each
# (docs/decisions/1248-storybook-without-isolation.md): a shard runs its story files one after another in one page,
# which keeps one core busy, so two shards use the machine's two. Each shard's output is printed whole when both have
# ended; the script fails when either failed. Extra arguments go to both vitest runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
vitest=./node_modules/.bin/vitest
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
shards="${STORYBOOK_SHARDS:-2}"
pids=()
for i in $(seq 1 "$shards"); do
  STORYBOOK_SHARD="$i" "$vitest" run --project storybook --shard="$i/$shards" "$@" >"$logs/$i" 2>&1 &
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
