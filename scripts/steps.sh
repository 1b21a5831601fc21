# Sourced by scripts/test.sh and scripts/test-changed.sh: `step NAME [HEADING]` starts a timed step (ending the one
# before), `print_times STATUS` ends the last one and prints every step's wall time with the load average.
started=$SECONDS
load_at_start="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
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
  local status=${1:-0}
  if [ "$status" != 0 ] && [ -n "$current" ]; then current="$current (FAILED)"; fi
  end_step
  echo
  printf '%-44s %8s\n' "step" "seconds"
  for i in "${!names[@]}"; do printf '%-44s %8s\n' "${names[$i]}" "${seconds[$i]}"; done
  printf '%-44s %8s\n' "total" "$((SECONDS - started))"
  echo "load average (1, 5, 15 min) at the start: ${load_at_start:-?}; at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
  return "$status"
}
