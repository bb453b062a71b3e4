#!/usr/bin/env bash
# cluster-client.sh: what a count --cluster client holds and how soon its first results come, and what the
# cluster path costs per subproblem against local threads. Starts one member on 127.0.0.1 with K threads,
# then runs `count N --cluster` against it for SECONDS with a checkpoint, and stops it with SIGTERM;
# then, with -l, runs `count N --threads K` in one process for as long, with a checkpoint too. For each it
# prints the subproblems of the split, those done (the checkpoint's lines), the time from the start of the
# process to the member's first task of it (cluster only) and to its first finished subproblem, the
# subproblems per second, and the peak resident memory of the counting process (VmHWM; for the cluster,
# the client's alone).
#
# Usage:
#   bench/cluster-client.sh [-s SECONDS] [-k THREADS] [-p PLUGINS] [-l] N [COUNT OPTION...]
#
#   N           the board to count
#   -s SECONDS  how long each count runs before it is stopped; default: 60
#   -k THREADS  the member's threads, and the local count's; default: 1
#   -p PLUGINS  a plugin folder, for the member, the client and the local count (a plugin's solver)
#   -j OPTIONS  JVM options of the counting process alone, as -Xmx128m (in JDK_JAVA_OPTIONS)
#   -l          also count locally, for the cost per subproblem side by side
#   -h          prints this help
#   COUNT OPTION...  more options of count, as -s prefix-split
#
# The nqueens command is ./nqueens unless NQUEENS names another (the installed launcher, say). Needs Linux
# (/proc). The member runs on port 5799 of 127.0.0.1, with a cluster name of its own.
#
# Examples:
#   bench/cluster-client.sh 25
#   (cd examples/prefix-split && ../../mvnw -q package) && mkdir -p /tmp/prefix-plugins \
#     && cp examples/prefix-split/target/nqueens-prefix-split-*-SNAPSHOT.jar /tmp/prefix-plugins/ \
#     && bench/cluster-client.sh -l -k 2 -p /tmp/prefix-plugins 17 -s prefix-split
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
}

seconds=60
threads=1
plugins=()
local_too=false
java_options=
while getopts 's:k:p:j:lh' option; do
  case $option in
    s) seconds=$OPTARG ;;
    k) threads=$OPTARG ;;
    p) plugins=(--plugins "$OPTARG") ;;
    j) java_options=$OPTARG ;;
    l) local_too=true ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { usage >&2; exit 2; }
n=$1
shift
nqueens=${NQUEENS:-./nqueens}
port=5799
name=cluster-client-bench-$$
work=$(mktemp -d)
member=
cleanup() {
  [ -n "$member" ] && kill -TERM "$member" 2>/dev/null && wait "$member" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# the peak resident memory of a process, in MiB
peak_mib() {
  awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || echo '?'
}

# runs a count in the background for $seconds, and prints what it did
measure() {
  local label=$1
  shift
  local checkpoint=$work/$label.ckpt
  local started
  started=$(date +%s.%N)
  env -u NQUEENS_CLUSTER_SECRET -u NQUEENS_CLUSTER_SECRET_FILE JDK_JAVA_OPTIONS="$java_options" \
    "$nqueens" "${plugins[@]}" count "$n" "$@" --checkpoint "$checkpoint" >"$work/$label.out" 2>"$work/$label.err" &
  local pid=$!
  local first=- sent=- peak=?
  local news_before
  news_before=$(wc -l <"$work/member.err")
  local deadline
  deadline=$(echo "$started + $seconds" | bc)
  while kill -0 "$pid" 2>/dev/null && [ "$(echo "$(date +%s.%N) < $deadline" | bc)" = 1 ]; do
    # the member says when it takes the first task of a job
    if [ "$sent" = - ] && [ "$label" = cluster ] \
        && tail -n +$((news_before + 1)) "$work/member.err" | grep -q 'counting subproblems of'; then
      sent=$(echo "$(date +%s.%N) - $started" | bc)
    fi
    if [ "$first" = - ] && [ -f "$checkpoint" ] && [ "$(wc -l <"$checkpoint")" -ge 2 ]; then
      first=$(echo "$(date +%s.%N) - $started" | bc)
    fi
    # the launcher may run the JVM as a child: the process that counts is the one with the most memory
    local counting
    counting=$( (echo "$pid"; pgrep -P "$pid" || true) | while read -r p; do
      echo "$(awk '/^VmRSS:/ { print $2 }' "/proc/$p/status" 2>/dev/null || echo 0) $p"; done | sort -n | tail -1 \
      | cut -d' ' -f2)
    peak=$(peak_mib "$counting")
    sleep 0.1
  done
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  local elapsed done total
  elapsed=$(echo "$(date +%s.%N) - $started" | bc)
  done=$(($(wc -l <"$checkpoint") - 1))
  total=$(head -1 "$checkpoint" | sed -e 's/.*"subproblems":\([0-9]*\).*/\1/')
  printf '%-8s %9s subproblems, %8d done in %5.1f s: %9.1f a second; first task %s s and first done %s s after' \
    "$label" "$total" "$done" "$elapsed" "$(echo "$done / $elapsed" | bc -l)" "$sent" "$first"
  printf ' start; peak %s MiB\n' "$peak"
}

env -u NQUEENS_CLUSTER_SECRET -u NQUEENS_CLUSTER_SECRET_FILE "$nqueens" "${plugins[@]}" member --port "$port" --threads "$threads" \
  --cluster-name "$name" 2>"$work/member.err" &
member=$!
# the member says how many members it sees, as in "1 member, ..."
for _ in $(seq 1 300); do
  grep -q '[0-9] members\?,' "$work/member.err" 2>/dev/null && break
  sleep 0.1
done
grep -q '[0-9] members\?,' "$work/member.err" || { echo "cluster-client: the member did not start:" >&2; cat "$work/member.err" >&2; exit 1; }

echo "count $n $*${java_options:+ (JVM options $java_options)}, $seconds s each, $(nproc) cores, $(date -u +%Y-%m-%d)"
measure cluster --cluster "127.0.0.1:$port" --cluster-name "$name" "$@"
if $local_too; then
  measure local --threads "$threads" "$@"
fi
