#!/usr/bin/env bash
# Runs the README's test command (npm test) three ways on this machine, one after the
# other, and says how each ended and how long it took:
#   idle    as it is (run it when nothing else is busy);
#   loaded  with every core kept busy by spinning processes this script starts and stops;
#   1-core  pinned to one core (taskset -c 0).
# The suite must pass all three: no test depends on how fast or busy the machine is.
#   bash scripts/test-under-load.sh [idle|loaded|1-core ...]   (default: all three)
# Each run's output goes to ${TMPDIR:-/tmp}/sudoku-lab-under-load-MODE.log (not test-results/,
# which Playwright empties when it starts).
set -uo pipefail
cd "$(dirname "$0")/.."
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(idle loaded 1-core)
logs=${TMPDIR:-/tmp}

spinners=()
stop_load() {
  for pid in "${spinners[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${spinners[@]}"; do wait "$pid" 2>/dev/null; done
  spinners=()
}
trap stop_load EXIT INT TERM

summary=()
failed=0
for mode in "${modes[@]}"; do
  log="$logs/sudoku-lab-under-load-$mode.log"
  case "$mode" in
    idle) run=(npm test) ;;
    loaded)
      for _ in $(seq "$(nproc)"); do
        sh -c 'while :; do :; done' &
        spinners+=("$!")
      done
      run=(npm test)
      ;;
    1-core) run=(taskset -c 0 npm test) ;;
    *) echo "unknown mode '$mode': idle, loaded or 1-core" >&2; exit 2 ;;
  esac
  echo "== $mode: ${run[*]} (log: $log)"
  start=$(date +%s)
  "${run[@]}" >"$log" 2>&1
  status=$?
  seconds=$(($(date +%s) - start))
  stop_load
  # The closing lines of both runners: Vitest's "Tests ..." and Playwright's "N passed".
  counts=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests +[0-9]|^ +[0-9]+ (passed|failed|flaky|did not run)' | tr -s ' ' | paste -sd ';' -)
  line="$mode: $([ $status = 0 ] && echo passed || echo "FAILED (exit $status)") in ${seconds} s; ${counts}"
  echo "$line"
  summary+=("$line")
  [ $status = 0 ] || failed=1
done
echo
printf '%s\n' "${summary[@]}"
exit $failed
