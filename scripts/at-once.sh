# Sourced by scripts/test.sh and scripts/browser-suites.sh. `at_once NAME COMMAND [NAME COMMAND ...]` runs the
# commands at the same time, each in a subshell of its own (so it sees the caller's functions) with `set -e`, prints
# each one's whole output with its wall and CPU seconds when it ends (a failure shows while the others still run),
# then one line per command, and returns the status of a failed one (0 when all passed). Each command's name, wall and
# CPU seconds are also added to AT_ONCE_ROWS ("name|wall|cpu"), which scripts/steps.sh shows under the step.
# Why at once: docs/decisions/1250-browser-suites-at-once.md and 1721-checks-and-suites-at-once.md.
AT_ONCE_ROWS=()
at_once() {
  local logs name status=0 suite_status
  local names=() pending=() still=()
  logs="$(mktemp -d)"
  while [ $# -ge 2 ]; do
    names+=("$1")
    _at_once_start "$logs" "$1" "$2"
    shift 2
  done
  pending=("${names[@]}")
  while [ ${#pending[@]} -gt 0 ]; do
    wait -n 2>/dev/null || true
    still=()
    for name in "${pending[@]}"; do
      if [ -f "$logs/$name.cpu" ]; then
        suite_status=$(<"$logs/$name.status")
        printf '\n── %s (exit %s, %s s wall, %s cpu s)\n' "$name" "$suite_status" "$(<"$logs/$name.wall")" \
          "$(<"$logs/$name.cpu")"
        cat "$logs/$name.out"
        if [ "$suite_status" != 0 ]; then status=$suite_status; fi
      else
        still+=("$name")
      fi
    done
    pending=("${still[@]}")
  done
  echo
  for name in "${names[@]}"; do
    printf '%-24s exit %s  %5s s wall  %5s cpu s\n' "$name" "$(<"$logs/$name.status")" "$(<"$logs/$name.wall")" \
      "$(<"$logs/$name.cpu")"
    AT_ONCE_ROWS+=("$name|$(<"$logs/$name.wall")|$(<"$logs/$name.cpu")")
  done
  # What failed, again, next to the table: a failed command's output may be far above it (or cut from an excerpt).
  for name in "${names[@]}"; do
    if [ "$(<"$logs/$name.status")" != 0 ]; then
      echo "failed in $name:"
      _at_once_failures "$logs/$name.out" | sed 's/^/  /'
    fi
  done
  rm -rf "$logs"
  return "$status"
}

# One command in the background: its exit status, wall seconds and CPU seconds (its processes', from `times`) go to
# files beside its output; the .cpu file is written last, its presence says the command has ended.
_at_once_start() {
  local logs=$1 name=$2 command=$3
  (
    set +e
    start=$SECONDS
    (
      set -e
      eval "$command"
    ) >"$logs/$name.out" 2>&1
    echo $? >"$logs/$name.status"
    echo $((SECONDS - start)) >"$logs/$name.wall"
    # `times` in a pipeline would run in a subshell of its own and count no children: it writes to a file first.
    times >"$logs/$name.times"
    awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%d", t }' \
      "$logs/$name.times" >"$logs/$name.cpu.part"
    mv "$logs/$name.cpu.part" "$logs/$name.cpu"
  ) &
}

# The lines of a suite's output that name what failed (vitest's FAIL and ×, Playwright's ✘ and its list of failed
# tests, a nested at_once's own "failed in" lines, the ✗ of the project's scripts), at most 30, colours removed.
_at_once_failures() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -E '^ *FAIL |^ +× |✘|^ +[0-9]+\) \[|^ +\[[a-z0-9-]+\] › |^ +[0-9]+ (failed|flaky)$|^failed in |✗' |
    grep -vE '^ +✓' | awk '!seen[$0]++' | head -30
}
