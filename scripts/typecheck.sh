#!/usr/bin/env bash
# Type checks the projects named (their folders, from the repository's root), every project when none is named:
# each package and the root's own files (scripts, e2e, .storybook). The check is TypeScript 7's native compiler from
# tools/typecheck, about half the CPU of TypeScript 6; tools that need TypeScript's JavaScript API (react-router's
# typegen, Storybook) keep TypeScript 6 (docs/decisions/1761-native-type-check.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tsc=tools/typecheck/node_modules/.bin/tsc
if [ $# -eq 0 ]; then set -- packages/domain packages/mock-api packages/ui packages/server packages/app .; fi
status=0
for project in "$@"; do
  # The app's route modules import the types react-router generates from its routes (.react-router/types).
  if [ "$project" = packages/app ]; then (cd packages/app && node_modules/.bin/react-router typegen >/dev/null); fi
  "$tsc" --noEmit -p "$project" || status=1
done
exit "$status"
