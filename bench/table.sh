#!/usr/bin/env bash
# table.sh: times several commands over a range of board sizes, side by side, and prints a Markdown table
# of the medians of wall-clock and CPU time for each n, with each command's ratio to the reference, the
# first command. Within a round, the commands run one after another in an order that rotates from round to
# round (A B C, then B C A, ...), so that a machine that speeds up or slows down affects all alike. Each
# command runs once untimed for each n first, which also checks that it works.
#
# Usage:
#   bench/table.sh [-r ROUNDS] [-n SIZES] [-w] NAME=COMMAND [NAME=COMMAND ...]
#
#   NAME=COMMAND  a column: its name, then the command, one shell word (quote it), in which {n} stands for
#                 the board size, e.g. 'C-sym=/tmp/nqueens-ref {n} sym'; the first is the reference
#   -n SIZES      the board sizes, e.g. '16 17 18' or 16-19; default: 16-18
#   -r ROUNDS     timed runs of each command for each n; default: 3
#   -w            skip the untimed warm-up run
#   -h            prints this help
#
# Commands run with sh -c from the current directory; standard output is dropped, standard error kept in
# a log whose name is printed. A command that fails stops the script.
#
# Output, on standard output: a header with the machine, the date and the load average before and after,
# then one row per n: the median wall and CPU (user + system) seconds of each command, and the ratios
# command / reference of both. On a machine shared with other work, the CPU ratio is the steadier one; the
# load averages say how shared it was. Progress goes to standard error.
#
# Example:
#   gcc -O3 -march=native -o /tmp/nqueens-ref ../shared/bench/nqueens-ref.c
#   bench/table.sh -n 16-18 -r 3 'C-sym=/tmp/nqueens-ref {n} sym' \
#     'halves=java -jar nqueens-shell/target/nqueens.jar count {n} -s halves --threads 1' \
#     'bitslice=java -jar nqueens-shell/target/nqueens.jar count {n} -s bitslice --threads 1'
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
}

rounds=3
sizes=16-18
warm=1
while getopts 'r:n:wh' option; do
  case $option in
    r) rounds=$OPTARG ;;
    n) sizes=$OPTARG ;;
    w) warm=0 ;;
    h) usage; exit 0 ;;
    *) echo "table.sh: see table.sh -h" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
  echo "table.sh: give at least one NAME=COMMAND (the first is the reference); see table.sh -h" >&2
  exit 2
fi
case $rounds in
  ''|*[!0-9]*|0) echo "table.sh: ROUNDS must be a whole number above 0, not '$rounds'" >&2; exit 2 ;;
esac
if [[ $sizes =~ ^([0-9]+)-([0-9]+)$ ]]; then
  sizes=$(seq "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}")
fi
for n in $sizes; do
  case $n in
    ''|*[!0-9]*) echo "table.sh: a board size must be a whole number, not '$n'" >&2; exit 2 ;;
  esac
done
names=()
commands=()
for column in "$@"; do
  case $column in
    *=*) names+=("${column%%=*}"); commands+=("${column#*=}") ;;
    *) echo "table.sh: '$column' is not NAME=COMMAND" >&2; exit 2 ;;
  esac
done
count=${#names[@]}

log=$(mktemp "${TMPDIR:-/tmp}/table.XXXXXX.log")

# runs a command once; prints "wall cpu" in seconds
time_once() {
  local TIMEFORMAT='%3R %3U %3S' timing
  if ! timing=$( { time sh -c "$1" > /dev/null 2>> "$log"; } 2>&1 ); then
    echo "table.sh: '$1' failed; its messages are in $log" >&2
    exit 1
  fi
  set -- $timing
  echo "$1 $(echo "$2 $3" | awk '{ printf "%.3f", $1 + $2 }')"
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) printf "%.2f", v[(NR + 1) / 2];
                                      else printf "%.2f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else printf "n/a" }'
}

load() {
  cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*average[s]*: //'
}

echo "machine: $(uname -sm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); load before: $(load)"
echo "rounds: $rounds, medians; log: $log"
echo
header="| n |"
rule="|---|"
for name in "${names[@]}"; do
  header="$header $name wall | $name CPU |"
  rule="$rule---|---|"
done
for name in "${names[@]:1}"; do
  header="$header $name/${names[0]} wall | $name/${names[0]} CPU |"
  rule="$rule---|---|"
done
echo "$header"
echo "$rule"

for n in $sizes; do
  declare -a walls=() cpus=()
  for ((c = 0; c < count; c++)); do
    walls[c]=""
    cpus[c]=""
    if [ "$warm" = 1 ]; then
      echo "n = $n: warming up ${names[c]}" >&2
      time_once "${commands[c]//\{n\}/$n}" > /dev/null
    fi
  done
  for ((round = 0; round < rounds; round++)); do
    for ((i = 0; i < count; i++)); do
      c=$(( (i + round) % count ))
      set -- $(time_once "${commands[c]//\{n\}/$n}")
      echo "n = $n, round $((round + 1)): ${names[c]} $1 s wall, $2 s CPU (load $(load))" >&2
      walls[c]="${walls[c]} $1"
      cpus[c]="${cpus[c]} $2"
    done
  done
  row="| $n |"
  declare -a medianWall=() medianCpu=()
  for ((c = 0; c < count; c++)); do
    medianWall[c]=$(echo "${walls[c]}" | tr ' ' '\n' | sed '/^$/d' | median)
    medianCpu[c]=$(echo "${cpus[c]}" | tr ' ' '\n' | sed '/^$/d' | median)
    row="$row ${medianWall[c]} | ${medianCpu[c]} |"
  done
  for ((c = 1; c < count; c++)); do
    row="$row $(ratio "${medianWall[c]}" "${medianWall[0]}") | $(ratio "${medianCpu[c]}" "${medianCpu[0]}") |"
  done
  echo "$row"
done
echo
echo "load after: $(load)"
