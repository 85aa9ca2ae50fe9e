#!/usr/bin/env bash
# Rates a file of puzzles (one a line) with GNU parallel, on this machine's cores and on
# other machines', and survives being interrupted: `rate` is a line filter, so GNU
# parallel cuts the file into blocks of whole lines (--pipe --block), runs one `rate` a
# block on each job slot (--sshlogin), logs every finished job (--joblog) and, run
# again with --resume, runs only the jobs that did not finish (--resume-failed). Each
# job's answers are kept in WORK/out/SEQ (--results), and the output is those files in
# job order: the same bytes as one `rate` run over the whole file. `--help` says more;
# docs/cli.md#rating-across-machines has the recipe and the figures.
#
# --pipe, not --pipepart: with --pipepart and --resume, GNU parallel (20221122, Debian
# 12's) gives the first job it runs the file's first block, whatever its number, so a
# resumed run rates the start of the file again and never the end; --pipe reads past
# the blocks of the jobs already done. Reading the file through GNU parallel costs
# nothing next to the rating (a 4 MB file, 48,766 puzzles, is read in well under 1 s).
#
# Nothing here splits, schedules, logs or resumes: GNU parallel does all of it. The
# script only checks its arguments, keeps a resumed run to the settings it started
# with, and joins the answers, adding each block's first line number to the line
# numbers that `invalid: Line N, ...` answers give (a job sees its block from line 1).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd -P)
self="$root/scripts/rate-parallel.sh"
trailer='#rate-parallel lines='

usage() {
  cat <<'EOF'
Usage: scripts/rate-parallel.sh [options] FILE [-- RATE-FLAGS...]

Rates FILE (one puzzle a line, UTF-8) as `npm run cli -- rate FILE` would, with GNU
parallel spreading blocks of lines over job slots here and on other machines. The
answers (one line a puzzle, in input order) go to stdout or --output.

  -j, --slots N        job slots on this machine (default 2; 0: only the --sshlogin hosts)
  -S, --sshlogin LOGIN another machine, in GNU parallel's form N/user@host (N slots);
                       repeat it for more. Each host needs this repository at the same
                       path, built (npm ci), and node on the PATH of a non-interactive ssh.
  --block SIZE         bytes a job (GNU parallel's units: 4k, 1M; default 4k, about
                       50 puzzle lines). Smaller blocks lose less to an interruption.
  --work DIR           where the run's state goes: the joblog, each job's answers
                       (out/SEQ, its stderr out/SEQ.err) and the settings
                       (default: rate-parallel.FILENAME in the current directory)
  --joblog FILE        GNU parallel's joblog (default: WORK/joblog)
  --resume             go on with an interrupted run in WORK: only the jobs the joblog
                       does not show as done run (GNU parallel --resume-failed). The
                       file, --block and the rate flags must be those of the first run;
                       slots and hosts may change.
  --fresh              throw away a run left in WORK and start again
  -o, --output FILE    write the answers to FILE (default: stdout)
  -h, --help           this text

RATE-FLAGS go to every `rate` (e.g. -- --erpd, -- --scale both --timeout 60). Each job
runs `rate --threads 1` (one thread a slot); a --threads among RATE-FLAGS wins.

Exit codes: 0 all answered; 1 a job failed or was stopped (its answers are not
written; run again with --resume); 2 a usage error.

Example, two slots here and eight on another machine, then going on after a stop:
  scripts/rate-parallel.sh -S 8/me@big-box -o rated.txt puzzles/forum-hardest-1106.txt -- --erpd
  scripts/rate-parallel.sh --resume -S 8/me@big-box -o rated.txt puzzles/forum-hardest-1106.txt -- --erpd
EOF
}

fail() {
  echo "rate-parallel: $1" >&2
  exit "${2:-2}"
}

# One job, on whatever host GNU parallel picked: the block arrives on stdin. Its answers
# go to stdout, then a trailer line with the number of lines the block had.
if [ "${1:-}" = --job ]; then
  shift
  cd "$root"
  [ -f dist-cli/sudoku-lab.mjs ] || fail "$root/dist-cli is missing on $(hostname): run npm ci there" 1
  count=$(mktemp)
  set +e
  awk -v count="$count" '{ print } END { print NR > count }' |
    node dist-cli/sudoku-lab.mjs rate --threads 1 "$@" -
  status=$?
  set -e
  lines=$(cat "$count")
  rm -f "$count"
  [ "$status" = 0 ] || exit "$status"
  echo "$trailer$lines"
  exit 0
fi

slots=2
block=4k
hosts=()
work=
joblog=
output=
resume=0
fresh=0
file=
rate_flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    -j | --slots | -S | --sshlogin | --block | --work | --joblog | -o | --output)
      [ $# -ge 2 ] || fail "$1 needs a value (--help)"
      case "$1" in
        -j | --slots) slots=$2 ;;
        -S | --sshlogin) hosts+=("$2") ;;
        --block) block=$2 ;;
        --work) work=$2 ;;
        --joblog) joblog=$2 ;;
        -o | --output) output=$2 ;;
      esac
      shift 2
      ;;
    --resume)
      resume=1
      shift
      ;;
    --fresh)
      fresh=1
      shift
      ;;
    --)
      shift
      rate_flags=("$@")
      break
      ;;
    -?*) fail "unknown option '$1' (--help; rate's own flags go after --)" ;;
    *)
      [ -z "$file" ] || fail "one FILE only, got '$file' and '$1'"
      file=$1
      shift
      ;;
  esac
done

command -v parallel >/dev/null ||
  fail "GNU parallel is not installed (Debian: apt-get install parallel)" 1
[[ "$(parallel --version 2>/dev/null || true)" == "GNU parallel"* ]] ||
  fail "'parallel' is not GNU parallel (moreutils has another one; Debian: apt-get install parallel)" 1
[ -n "$file" ] || fail "no FILE (--help)"
[ "$file" != - ] || fail "rate-parallel reads a file (a resumed run reads it again), not stdin"
[ -f "$file" ] || fail "no such file: $file" 1
[[ "$slots" =~ ^[0-9]+$ ]] || fail "--slots takes a whole number, not '$slots'"
[[ "$block" =~ ^[1-9][0-9]*[kKmMgG]?$ ]] || fail "--block takes a size such as 4k or 1M, not '$block'"
[ "$slots" -gt 0 ] || [ ${#hosts[@]} -gt 0 ] || fail "--slots 0 and no --sshlogin: nowhere to run"
[ "$resume" = 0 ] || [ "$fresh" = 0 ] || fail "--resume and --fresh say opposite things"

file_abs=$(cd "$(dirname "$file")" && pwd -P)/$(basename "$file")
work=${work:-rate-parallel.$(basename "$file")}
joblog=${joblog:-$work/joblog}
logins=()
[ "$slots" = 0 ] || logins+=("$slots/:")
logins+=("${hosts[@]}")

# Built once here, so that local jobs never race to build it (a no-op when up to date).
node "$root/scripts/build-cli.mjs" >&2
# rate's flags, tried here on no input: a usage error is said once, before any job runs.
node "$root/dist-cli/sudoku-lab.mjs" rate "${rate_flags[@]}" - </dev/null >/dev/null ||
  fail "rate refused the flags after -- (above)"

# What a resumed run must share with the first one: the same blocks (the file as it
# was, the block size) and the same question (the rate flags).
settings=$(printf '%s\n' "file $file_abs" "size $(stat -c %s "$file_abs")" \
  "modified $(stat -c %Y "$file_abs")" "block $block" "rate ${rate_flags[*]:-}")
if [ "$fresh" = 1 ]; then rm -rf "$work/out" "$work/settings" "$joblog"; fi
if [ "$resume" = 1 ]; then
  [ -f "$work/settings" ] || fail "nothing to resume in $work (no settings file)"
  [ "$(cat "$work/settings")" = "$settings" ] ||
    fail "$work holds a run with other settings (file, --block or rate flags): $(tr '\n' ' ' <"$work/settings")"
else
  [ ! -e "$work/settings" ] && [ ! -e "$joblog" ] ||
    fail "$work already holds a run: --resume to go on with it, --fresh to start again"
  mkdir -p "$work/out"
  printf '%s\n' "$settings" >"$work/settings"
fi

job=$(printf '%q ' bash "$self" --job "${rate_flags[@]}")
started=$(date +%s)
# In the background, so that a stop (Ctrl-C, kill, a closed terminal) reaches it from the
# trap: GNU parallel then kills its running jobs and logs none of them, so --resume
# runs them again; the jobs it logged keep their answers in WORK/out.
parallel --will-cite --pipe --block "$block" --recend '\n' \
  --sshlogin "$(IFS=,; echo "${logins[*]}")" \
  --joblog "$joblog" --resume-failed \
  --results "$work/out/{#}" \
  "$job" <"$file_abs" &
runner=$!
stopped=0
trap 'stopped=1; kill -TERM "$runner" 2>/dev/null || true' INT TERM HUP
set +e
wait "$runner"
failed=$?
while kill -0 "$runner" 2>/dev/null; do
  wait "$runner"
  failed=$?
done
set -e
trap - INT TERM HUP
seconds=$(($(date +%s) - started))

# Whatever a job said on stderr (rate's notes, a failure's reason), with its number.
for err in "$work"/out/*.err; do
  [ -s "$err" ] || continue
  seq=$(basename "$err" .err)
  sed "s/^/rate-parallel: job $seq: /" "$err" >&2
done
# GNU parallel's exit code: the number of failed jobs (101: more than 100), 255 when
# it was stopped (Ctrl-C reaches it too) or could not run.
if [ "$stopped" = 0 ] && [ "$failed" -ge 1 ] && [ "$failed" -le 101 ]; then
  fail "$failed job(s) failed (see $joblog and their out/SEQ.err); run again with --resume to run them again" 1
elif [ "$failed" != 0 ] || [ "$stopped" = 1 ]; then
  fail "stopped before the end (GNU parallel's exit code $failed); the jobs done are in $joblog: run again with --resume to go on" 1
fi

# The answers, job after job. A job's trailer gives its block's line count, which is
# added to the line numbers of the next blocks' `invalid: Line N` answers.
jobs=$(find "$work/out" -name '*.seq' | wc -l)
files=()
for ((seq = 1; seq <= jobs; seq++)); do
  [ -f "$work/out/$seq" ] || fail "job $seq has no answers in $work/out (run again with --resume)" 1
  files+=("$work/out/$seq")
done
target=${output:-/dev/stdout}
[ "$jobs" = 0 ] || awk -v trailer="$trailer" -v jobs="$jobs" '
  function renumber(line, prefix,   rest, digits) {
    rest = substr(line, length(prefix) + 1)
    if (!match(rest, /^[0-9]+[,:]/)) return line
    digits = RLENGTH - 1
    return prefix (substr(rest, 1, digits) + offset) substr(rest, digits + 1)
  }
  index($0, trailer) == 1 { offset += substr($0, length(trailer) + 1); done++; next }
  index($0, "invalid: Line ") == 1 { print renumber($0, "invalid: Line "); next }
  index($0, "{\"status\":\"invalid\",\"reason\":\"Line ") == 1 {
    print renumber($0, "{\"status\":\"invalid\",\"reason\":\"Line "); next
  }
  { print }
  END { if (done != jobs) { print "rate-parallel: a job'"'"'s answers are cut short" > "/dev/stderr"; exit 1 } }
' "${files[@]}" >"$target"
echo "rate-parallel: $jobs job(s) on ${logins[*]}, ${seconds} s this run; state in $work" >&2
