#!/usr/bin/env bash
# Visual regression of the ui kit (docs: packages/ui/README.md, "Visual regression").
#   bash scripts/visual/run.sh            build Storybook, compare every kit story with its baseline
#   bash scripts/visual/run.sh --update   accept the current rendering as the new baselines
#   SKIP_BUILD=1 bash scripts/visual/run.sh   reuse an existing storybook-static/
# Differences: the list names each differing story; reports/visual/<story>/ holds expected, actual and diff PNGs,
# reports/visual-html/index.html shows them side by side.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if [ -z "${SKIP_BUILD:-}" ]; then
  # --test leaves out the docs pages and addons the shots do not use: 7.8 s instead of 17 s, 11 CPU s instead of 24
  ./node_modules/.bin/storybook build --test -o storybook-static --quiet >/dev/null
fi
# A port free right now, so a server left over from an interrupted run cannot take this run's place (or fail it).
export VISUAL_PORT="${VISUAL_PORT:-$(node scripts/free-port.mjs)}"
args=()
if [ "${1:-}" = "--update" ]; then
  args+=(--update-snapshots=all)
  shift
fi
exec ./node_modules/.bin/playwright test -c scripts/visual/playwright.config.ts "${args[@]}" "$@"
