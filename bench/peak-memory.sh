#!/usr/bin/env bash
# peak-memory.sh: the peak resident memory of a count while it runs, for counts too long to finish: each
# command runs for a while, then its peak resident set is read (VmHWM of /proc, added up over the process and
# every descendant, such as the JVM that `nqueens` starts for the Vector API) and the command is stopped.
#
# Usage:
#   bench/peak-memory.sh [-s SECONDS] COMMAND...
#
#   COMMAND     a command to measure, one shell word each (quote it), e.g. './nqueens count 22 --threads 1'
#   -s SECONDS  how long each command runs before its peak is read; default: 60
#   -h          prints this help
#
# Commands run one after another with sh -c from the current directory, their output dropped. Output: one
# line per command, its peak resident memory in MiB (the sum of its processes' peaks, which is at least what
# they held at once) and whether it was still running or had ended (then the figure is its whole run's, up to
# its last quarter of a second). Linux only.
#
# Example, the memory of one counting thread and of two at n = 22 to 24 (the difference is one thread's):
#   for n in 22 23 24; do bench/peak-memory.sh "./nqueens count $n --threads 1" "./nqueens count $n --threads 2"; done
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
}

seconds=60
while getopts 's:h' option; do
  case $option in
    s) seconds=$OPTARG ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [[ $# -eq 0 ]]; then
  usage >&2
  exit 2
fi

# the process and its descendants, one pid per line
family() {
  local pid=$1 child
  echo "$pid"
  for child in $(cat /proc/"$pid"/task/*/children 2>/dev/null); do
    family "$child"
  done
}

# the sum of the VmHWM, in kB, of the pids on standard input
peak() {
  local pid kb sum=0
  while read -r pid; do
    kb=$(awk '/^VmHWM:/ { print $2 }' /proc/"$pid"/status 2>/dev/null || true)
    sum=$((sum + ${kb:-0}))
  done
  echo "$sum"
}

for command in "$@"; do
  setsid sh -c "$command" > /dev/null 2>&1 &
  leader=$!
  most=0
  state=running
  for ((tick = 0; tick < seconds * 4; tick++)); do
    if ! kill -0 "$leader" 2> /dev/null; then
      state=ended
      break
    fi
    kb=$(family "$leader" | peak)
    if [[ $kb -gt $most ]]; then
      most=$kb
    fi
    sleep 0.25
  done
  kill -TERM -- -"$leader" 2> /dev/null || true
  wait "$leader" 2> /dev/null || true
  printf '%6d MiB  %-7s  %s\n' $((most / 1024)) "$state" "$command"
done
