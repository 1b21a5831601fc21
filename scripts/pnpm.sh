#!/usr/bin/env bash
# Runs the repository's pinned pnpm, installing it into ./.tools with npm on first use.
# Only Node.js and npm are assumed on the machine: no corepack (its signature check fails on Node 20.20), no global pnpm.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="10.34.9"
bin="$root/.tools/node_modules/.bin/pnpm"
if [ ! -x "$bin" ] || [ "$("$bin" --version 2>/dev/null)" != "$version" ]; then
  echo "› installing pnpm $version into .tools/" >&2
  npm install --prefix "$root/.tools" --no-save --no-audit --no-fund --loglevel=error "pnpm@$version" >&2
fi
exec "$bin" "$@"
