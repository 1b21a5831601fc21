# Sourced by scripts/test.sh and scripts/test-changed.sh: `step NAME [HEADING]` starts a timed step (ending the one
# before), `print_times STATUS` ends the last one and prints every step's wall time, the CPU time its processes used
# (user + system, from bash's `times`; a step whose CPU is well under twice its wall time leaves a core idle on a
# 2-core machine), the load average, the machine's speed at the start (scripts/machine-probe.mjs) and its busy
# core-seconds over the run (all processes, from /proc/stat), so that runs on different days can be compared.
started=$SECONDS
load_at_start="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
machine_at_start="$(node "$(dirname "${BASH_SOURCE[0]}")/machine-probe.mjs" 2>/dev/null || echo '?')"
# user + nice + system + irq + softirq + steal ticks (100 a second) of all cores, and system + irq + softirq alone
busy_ticks() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9, $4 + $7 + $8 }' /proc/stat 2>/dev/null || echo '0 0'; }
read -r busy_at_start system_at_start <<<"$(busy_ticks)"
names=()
seconds=()
cpu=()
current=""
step_started=$SECONDS
step_cpu_started=0
AT_ONCE_ROWS=()
# CPU seconds used so far by the finished child processes of this shell (user + system). `times` runs in this shell
# (in a command substitution it would count the subshell's children, none); awk reads what it wrote.
times_file="$(mktemp)"
children_cpu() {
  times >"$times_file"
  awk 'NR == 2 {
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, /[ms]/); total += part[1] * 60 + part[2] }
    printf "%d", total
  }' "$times_file"
}
step() {
  end_step
  current="$1"
  step_started=$SECONDS
  children_cpu >"$times_file.now"
  step_cpu_started=$(<"$times_file.now")
  printf '\n\033[1m▶ %s\033[0m\n' "${2:-$1}"
}
end_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    seconds+=($((SECONDS - step_started)))
    children_cpu >"$times_file.now"
    cpu+=($(($(<"$times_file.now") - step_cpu_started)))
    current=""
    # the commands the step ran at once (scripts/at-once.sh), each on a line of its own under it
    local row
    for row in "${AT_ONCE_ROWS[@]}"; do
      IFS='|' read -r row_name row_wall row_cpu <<<"$row"
      names+=("  · $row_name")
      seconds+=("$row_wall")
      cpu+=("$row_cpu")
    done
    AT_ONCE_ROWS=()
  fi
}
print_times() {
  local status=${1:-0}
  if [ "$status" != 0 ] && [ -n "$current" ]; then current="$current (FAILED)"; fi
  end_step
  echo
  printf '%-44s %8s %8s\n' "step" "seconds" "cpu s"
  for i in "${!names[@]}"; do printf '%-44s %8s %8s\n' "${names[$i]}" "${seconds[$i]}" "${cpu[$i]}"; done
  children_cpu >"$times_file.now"
  printf '%-44s %8s %8s\n' "total" "$((SECONDS - started))" "$(<"$times_file.now")"
  rm -f "$times_file" "$times_file.now"
  echo "load average (1, 5, 15 min) at the start: ${load_at_start:-?}; at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
  local busy_now system_now
  read -r busy_now system_now <<<"$(busy_ticks)"
  echo "machine at the start: $machine_at_start"
  echo "machine busy over the run: $(((busy_now - busy_at_start) / 100)) core-seconds, of them system $(((system_now - system_at_start) / 100))"
  return "$status"
}
