#!/usr/bin/env bash
# compare.sh: times a command against a reference command, side by side, and prints both medians and
# their ratio. The two run alternately (A B, then B A, ...) so that a machine that speeds up or slows down
# during the run affects both alike; each first runs once untimed, which also shows what it prints.
#
# Usage:
#   bench/compare.sh [-r ROUNDS] [-n N] [-c COMMAND] REFERENCE
#
#   REFERENCE   the command to compare against, one shell word (quote it), e.g. '/tmp/nqueens-ref 17 sym'
#   -c COMMAND  the command to time, one shell word; default: './nqueens count N'
#   -n N        the board size of the default command; default: 16
#   -r ROUNDS   timed runs of each command; default: 5
#   -h          prints this help
#
# Commands run with sh -c from the current directory; their standard output is dropped after the first
# run, their standard error is kept in a log whose name is printed. A command that fails stops the script.
#
# Output: one line per round, then the medians of the wall-clock time (what a user waits for, the whole
# process) and of the CPU time (user + system, of the command and its children), and the ratios command /
# reference. On a machine shared with other work, the CPU times are the steadier measure of work done; the
# wall-clock ratio is the one that counts.
#
# Examples:
#   gcc -O3 -march=native -o /tmp/nqueens-ref ../shared/bench/nqueens-ref.c
#   bench/compare.sh -n 17 '/tmp/nqueens-ref 17 sym'
#   bench/compare.sh -r 3 -c 'java -jar nqueens-shell/target/nqueens.jar count 17 --threads 1' \
#     '/tmp/nqueens-ref 17 sym'
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
}

rounds=5
n=16
command=
while getopts 'r:n:c:h' option; do
  case $option in
    r) rounds=$OPTARG ;;
    n) n=$OPTARG ;;
    c) command=$OPTARG ;;
    h) usage; exit 0 ;;
    *) echo "compare.sh: see compare.sh -h" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -ne 1 ]; then
  echo "compare.sh: give exactly one reference command (quote it); see compare.sh -h" >&2
  exit 2
fi
reference=$1
case $rounds in
  ''|*[!0-9]*|0) echo "compare.sh: ROUNDS must be a whole number above 0, not '$rounds'" >&2; exit 2 ;;
esac
case $n in
  ''|*[!0-9]*) echo "compare.sh: N must be a whole number, not '$n'" >&2; exit 2 ;;
esac
command=${command:-./nqueens count $n}

log=$(mktemp "${TMPDIR:-/tmp}/compare.XXXXXX.log")

# runs a command once; prints "wall cpu" in seconds
time_once() {
  local TIMEFORMAT='%3R %3U %3S' timing
  if ! timing=$( { time sh -c "$1" > /dev/null 2>> "$log"; } 2>&1 ); then
    echo "compare.sh: '$1' failed; its messages are in $log" >&2
    exit 1
  fi
  set -- $timing
  echo "$1 $(echo "$2 $3" | awk '{ printf "%.3f", $1 + $2 }')"
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) printf "%.3f", v[(NR + 1) / 2];
                                      else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else printf "n/a" }'
}

echo "command:   $command"
echo "reference: $reference"
echo "log:       $log"
for which in command reference; do
  cmd=${!which}
  if ! out=$(sh -c "$cmd" 2>> "$log"); then
    echo "compare.sh: '$cmd' failed; its messages are in $log" >&2
    exit 1
  fi
  printf '%-10s printed: %s\n' "$which" "$(printf '%s' "$out" | head -n 1)"
done

command_wall=() command_cpu=() reference_wall=() reference_cpu=()
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) -eq 1 ]; then order="command reference"; else order="reference command"; fi
  line="round $round:"
  for which in $order; do
    cmd=${!which}
    result=$(time_once "$cmd")
    read -r wall cpu <<< "$result"
    if [ "$which" = command ]; then
      command_wall+=("$wall"); command_cpu+=("$cpu")
    else
      reference_wall+=("$wall"); reference_cpu+=("$cpu")
    fi
    line="$line  $which ${wall}s wall ${cpu}s cpu"
  done
  echo "$line"
done

cw=$(printf '%s\n' "${command_wall[@]}" | median)
cc=$(printf '%s\n' "${command_cpu[@]}" | median)
rw=$(printf '%s\n' "${reference_wall[@]}" | median)
rc=$(printf '%s\n' "${reference_cpu[@]}" | median)
echo
printf '%-11s %12s %12s\n' "" "median wall" "median cpu"
printf '%-11s %11ss %11ss\n' command "$cw" "$cc"
printf '%-11s %11ss %11ss\n' reference "$rw" "$rc"
printf '%-11s %12s %12s\n' ratio "$(ratio "$cw" "$rw")" "$(ratio "$cc" "$rc")"
