#!/usr/bin/env bash
# The server suites (vitest project `server`) on one backend or on both at once (docs/decisions/1241-suite-speed.md).
#   bash scripts/test-server.sh pglite     every server test file on PGlite (real-Postgres-only suites skip)
#   bash scripts/test-server.sh postgres   the files that run on real Postgres (TEST_DATABASE_URL), on it alone
#   bash scripts/test-server.sh both       the two above concurrently, each output printed whole when both ended;
#                                          fails when either fails
# Extra arguments go to vitest: path filters (both runs) and options written --name=value. The two runs never share a database: PGlite is in memory and
# every real-Postgres suite creates its own database.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
vitest=./node_modules/.bin/vitest
which="${1:-both}"
shift || true

# A file belongs to the Postgres run when it runs cases per backend or needs real Postgres itself; files that take
# one database for granted (backends[0], or PGlite by name) and the backend-free ones run in the PGlite run only.
postgres_files() {
  grep -rlE "describe\.each\(backends\)|name === 'postgres'|TEST_DATABASE_URL|TEST_BACKEND" \
    packages/server --include='*.test.ts' --exclude-dir=node_modules | sort
}

run_pglite() { env -u TEST_DATABASE_URL TEST_BACKEND=pglite "$vitest" run --project server "$@"; }
run_postgres() {
  [ -n "${TEST_DATABASE_URL:-}" ] || { echo "✗ TEST_DATABASE_URL is not set" >&2; return 1; }
  # Path filters among the arguments narrow the Postgres files (vitest would take their union with the list).
  local filters=() options=() files=() file filter
  for arg in "$@"; do case "$arg" in -*) options+=("$arg") ;; *) filters+=("$arg") ;; esac; done
  while read -r file; do
    if [ ${#filters[@]} -eq 0 ]; then files+=("$file"); continue; fi
    for filter in "${filters[@]}"; do
      if [[ "$file" == *"$filter"* ]]; then files+=("$file"); break; fi
    done
  done < <(postgres_files)
  if [ ${#files[@]} -eq 0 ]; then echo "no real-Postgres test file matches ${filters[*]}"; return 0; fi
  TEST_BACKEND=postgres "$vitest" run --project server "${files[@]}" "${options[@]}"
}

case "$which" in
  pglite) run_pglite "$@" ;;
  postgres) run_postgres "$@" ;;
  both)
    source scripts/at-once.sh
    # the arguments, quoted once more for the commands at_once evaluates
    args="${*@Q}"
    at_once "server on PGlite" "run_pglite --reporter=dot $args" \
      "server on real Postgres" "run_postgres --reporter=dot $args"
    ;;
  *)
    echo "usage: bash scripts/test-server.sh pglite|postgres|both [vitest args]" >&2
    exit 2
    ;;
esac
