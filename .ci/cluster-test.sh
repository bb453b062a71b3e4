#!/usr/bin/env bash
# The cluster across hosts, under faults (issue #41): nine hosts on one machine, each a network namespace with
# one address on a bridge of its own (198.18.0.0/24, the range set aside for testing networks; no route out,
# no other address), eight members and a client, all from the unpacked archive. The script makes the
# namespaces and the bridge and removes them, whatever happens. Each case prints one line; each checks the
# exact total and that no subproblem was counted twice (the checkpoint's ids, and the recheck's verdict).
# Needs root (ip netns) and iproute2. Fails naming the case.
#   .ci/cluster-test.sh [ARCHIVE.tar.gz] [CASE...]   (default: the archive in nqueens-dist/target, every case;
#                                                     JAVA_HOME chooses the JDK, else the java on the PATH)
# CLUSTER_TEST_JAVA_OPTIONS goes to every JVM (-Dhazelcast.logging.type=jdk shows Hazelcast's log); with
# KEEP set, the logs are copied to /tmp/cluster-test-logs.
set -euo pipefail

cd "$(dirname "$0")/.."
archive=
if [ $# -gt 0 ] && [[ $1 == *.tar.gz ]]; then
  archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  shift
fi
if [ -z "$archive" ]; then
  archive=$(find "$PWD/nqueens-dist/target" -maxdepth 1 -name 'nqueens-*.tar.gz' | head -n 1)
  [ -n "$archive" ] || { echo "cluster-test: FAILED: no archive: build it with ./mvnw -B package" >&2; exit 1; }
fi
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(plain kill join stop link client stranger cutoff gone)
fi
if [ -z "${JAVA_HOME:-}" ]; then
  java=$(command -v java) || { echo "cluster-test: FAILED: set JAVA_HOME, or put java on the PATH" >&2; exit 1; }
  JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")")
fi
jdk=$JAVA_HOME
[ "$(id -u)" -eq 0 ] || { echo "cluster-test: FAILED: needs root, to make network namespaces" >&2; exit 1; }
command -v ip >/dev/null || { echo "cluster-test: FAILED: needs ip (iproute2)" >&2; exit 1; }

MEMBERS=8
# the board, its number of solutions (OEIS A000170), and how long the client may take to give up when its
# link goes down and when every member dies (docs/cluster.md)
N=18
TOTAL=666090624
CUTOFF_SECONDS=40
GONE_SECONDS=15
NET=198.18.0
# the cluster's secret, which the members and the client have, and a stranger does not
secret=$(head -c 24 /dev/urandom | base64)
NAME=nqueens-ci
tag=nq$$
switch=${tag}sw
work=$(mktemp -d)
started=$SECONDS
declare -A pid=()

host() { echo "${tag}h$1"; }
address() { echo "$NET.$(($1 + 10))"; }

cleanup() {
  local i p
  for i in $(seq 0 $((MEMBERS + 1))); do
    for p in $(ip netns pids "$(host "$i")" 2>/dev/null); do
      kill -CONT "$p" 2>/dev/null || true
      kill -9 "$p" 2>/dev/null || true
    done
    ip netns del "$(host "$i")" 2>/dev/null || true
  done
  ip netns del "$switch" 2>/dev/null || true
  if [ -n "${KEEP:-}" ]; then rm -rf /tmp/cluster-test-logs; cp -r "$work" /tmp/cluster-test-logs; fi
  rm -rf "$work"
}
trap cleanup EXIT

# jvm PID: the JVM that PID runs, itself once the launcher has exec'd java, or its child (the launcher's first
# run of a command keeps a shell process to file away the start-up archive the JVM makes); and where that JVM
# runs the command again in a JVM with the Vector API (a member, on AVX-512), that one, which counts: a fault is
# for it, as the first only waits for it
jvm() {
  local p=$1 child deadline=$((SECONDS + 30))
  while [ $SECONDS -lt $deadline ]; do
    case $(readlink "/proc/$p/exe" 2>/dev/null) in
      */java)
        child=$(pgrep -P "$p" -x java | head -n 1 || true)
        echo "${child:-$p}"
        return 0 ;;
    esac
    child=$(pgrep -P "$p" -x java | head -n 1 || true)
    [ -n "$child" ] && p=$child && continue
    sleep 0.1
  done
  fail "no JVM under process $p within 30 s"
}

say() { printf 'cluster-test: %s\n' "$*"; }

fail() {
  echo "cluster-test: FAILED: $1" >&2
  for log in "$work"/*.log "$work"/out "$work"/err; do
    if [ -s "$log" ]; then
      echo "--- $(basename "$log") (last lines):" >&2
      tail -n 15 "$log" >&2
    fi
  done
  exit 1
}

# --- the hosts: a switch namespace holding the bridge, and host i's eth0 on it (0 is the client, the last
# one a member that joins later)
ip netns add "$switch"
ip -n "$switch" link add br0 type bridge
ip -n "$switch" link set br0 up
for i in $(seq 0 $((MEMBERS + 1))); do
  h=$(host "$i")
  ip netns add "$h"
  # made in the switch's namespace: nothing of this machine's own network is touched
  ip -n "$switch" link add "v$i" type veth peer name eth0 netns "$h"
  ip -n "$switch" link set "v$i" master br0 up
  ip -n "$h" addr add "$(address "$i")/24" dev eth0
  ip -n "$h" link set eth0 up
  ip -n "$h" link set lo up
done

# --- the archive, unpacked; its start-up archive made once, before the hosts start at the same time
tar -xzf "$archive" -C "$work"
dist=$(find "$work" -maxdepth 1 -type d -name 'nqueens-*' | head -n 1)
home=$work/home
mkdir -p "$home"
# on I COMMAND...: runs the command on host I, as this process (the launcher execs java: signals reach the JVM)
on() {
  local h; h=$(host "$1"); shift
  exec ip netns exec "$h" env -i HOME="$home" PATH=/usr/bin:/bin JAVA_HOME="$jdk" LANG=C.UTF-8 \
    ${secret:+NQUEENS_CLUSTER_SECRET="$secret"} \
    ${CLUSTER_TEST_JAVA_OPTIONS:+JDK_JAVA_OPTIONS="$CLUSTER_TEST_JAVA_OPTIONS"} "$@"
}
(on 0 "$dist/bin/nqueens" count 8 >/dev/null)
# and the cluster's: a member's, and a client's (whose JVM options differ), each trained on host 0's loopback
(on 0 "$dist/bin/nqueens" member --help >/dev/null)
(on 0 "$dist/bin/nqueens" count --cluster "$(address 1)" --help >/dev/null)

start_member() {
  local i=$1
  (on "$i" "$dist/bin/nqueens" member --interface "$(address "$i")" --members "$(address 1),$(address 2)" \
    --cluster-name "$NAME" >>"$work/m$i.log" 2>&1) &
  pid[$i]=$!
  disown "$!"
}

# the number of members the last membership line of member i's log counts
members_seen() {
  grep -o '[0-9]* members\?,' "$work/m$1.log" 2>/dev/null | tail -n 1 | grep -o '^[0-9]*' || echo 0
}

wait_members() {
  local want=$1 deadline=$((SECONDS + 90)) i
  while [ $SECONDS -lt $deadline ]; do
    local all=1
    for i in "${!pid[@]}"; do
      [ "$(members_seen "$i")" = "$want" ] || all=0
    done
    [ $all = 1 ] && return 0
    sleep 0.5
  done
  fail "the members did not come to see $want members within 90 s"
}

# the client reaches the cluster through any of three members
seeds="$(address 1),$(address 2),$(address 3)"

# count_in_background N [OPTION...]: counts on the client host, standard output and error to files; sets
# $client (the process) and $t0 (when it started)
count_in_background() {
  rm -f "$work/out" "$work/err"
  (on 0 "$dist/bin/nqueens" count "$@" --cluster "$seeds" --cluster-name "$NAME" >"$work/out" 2>"$work/err") &
  client=$!
  t0=$(now)
}

now() { date +%s.%N; }
# since TIME: the seconds since then, one decimal
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
# before TIME BOUND: true while less than BOUND seconds have passed since TIME
before() { awk -v a="$1" -v b="$(now)" -v bound="$2" 'BEGIN { exit !(b - a < bound) }'; }

# wait_done NAME BOUND: waits for the client to end, at most BOUND seconds from its start; sets $rc
wait_done() {
  while kill -0 "$client" 2>/dev/null; do
    before "$t0" "$2" || fail "$1: the count did not end within $2 s"
    sleep 0.1
  done
  wait "$client" && rc=0 || rc=$?
}

# done_in CHECKPOINT: the subproblems it holds
done_in() { if [ -f "$1" ]; then echo $(($(wc -l <"$1") - 1)); else echo 0; fi; }

# wait_progress NAME CHECKPOINT K: waits for K subproblems counted
wait_progress() {
  while [ "$(done_in "$2")" -lt "$3" ]; do
    kill -0 "$client" 2>/dev/null || fail "$1: the count ended before $3 subproblems were counted"
    before "$t0" 240 || fail "$1: fewer than $3 subproblems counted in 240 s"
    sleep 0.05
  done
}

# check_count NAME CHECKPOINT: exit 0, the exact total, every subproblem in the checkpoint once, and the
# recheck's verdict
check_count() {
  local got dup
  [ "$rc" = 0 ] || fail "$1: exit status $rc"
  got=$(cat "$work/out")
  [ "$got" = "$TOTAL" ] || fail "$1: the total was '$got', not $TOTAL"
  local subproblems
  subproblems=$(head -n 1 "$2" | grep -o '"subproblems":[0-9]*' | grep -o '[0-9]*$')
  [ -n "$SUBPROBLEMS" ] || SUBPROBLEMS=$subproblems
  [ "$subproblems" = "$SUBPROBLEMS" ] || fail "$1: the checkpoint says $subproblems subproblems, not $SUBPROBLEMS"
  [ "$(done_in "$2")" = "$SUBPROBLEMS" ] || fail "$1: the checkpoint holds $(done_in "$2") subproblems, not $SUBPROBLEMS"
  dup=$(tail -n +2 "$2" | grep -o '"id":"[^"]*"' | sort | uniq -d | head -n 3)
  [ -z "$dup" ] || fail "$1: subproblems counted twice in the checkpoint: $dup"
  grep -q 'subproblems: all agree' "$work/err" || fail "$1: the recheck did not say that all agree"
}

# mark_logs: notes how long each member's log is; others_left ADDRESS: the lines since, in the logs of the
# members but the one at ADDRESS, that say a member other than ADDRESS left
declare -A marks=()
mark_logs() {
  local i
  for i in "${!pid[@]}"; do marks[$i]=$(wc -l <"$work/m$i.log"); done
}
others_left() {
  local i
  for i in "${!marks[@]}"; do
    [ "$(address "$i")" = "${1%:*}" ] && continue
    tail -n +$((marks[$i] + 1)) "$work/m$i.log" | grep ' left: ' | grep -v "^nqueens: $1 left" || true
  done
}

# hold TIME SECONDS: waits until SECONDS after TIME, a fault's start, and sets $ended to when the client ended
# since then, if it ended meanwhile
hold() {
  ended=
  while before "$1" "$2"; do
    if [ -z "$ended" ] && ! kill -0 "$client" 2>/dev/null; then
      ended=$(since "$1")
    fi
    sleep 0.1
  done
}

# link I up|down: host I's cable, at the switch
link() { ip -n "$switch" link set "v$1" "$2"; }

# kill_jvm SIGNAL I: signals member I's JVM
kill_jvm() { kill "-$1" "$(jvm "${pid[$2]}")"; }

# check_status NAME N CHECKPOINT MEMBERS...: nqueens status -f json, from the client's host while the count of
# n = N runs, shows one of the numbers of members given, all of this version and with the secret, and the count
# under way, with the number of subproblems its checkpoint says and at least two members' shares; sets
# $status_line. It runs at a higher priority (nice -10), as on a machine of its own it would not share the cores
# of nine hosts whose members count on 16 threads: there a JVM's start took 10 s and more.
check_status() {
  local name=$1 n=$2 checkpoint=$3 json members shares subproblems
  shift 3
  json=$( (on 0 nice -n -10 "$dist/bin/nqueens" status --cluster "$seeds" --cluster-name "$NAME" -f json) 2>"$work/status.err") \
    || fail "$name: status -f json: exit status $? ($(head -c 300 "$work/status.err"))"
  [ ! -s "$work/status.err" ] || fail "$name: status wrote to standard error: $(head -c 300 "$work/status.err")"
  members=$(grep -o '"sameVersion":true,"heapBytes":[0-9]*,"trusted":true' <<<"$json" | wc -l)
  [[ " $* " == *" $members "* ]] || fail "$name: status shows $members members of this version with the secret: $json"
  subproblems=$(head -n 1 "$checkpoint" | grep -o '"subproblems":[0-9]*' | grep -o '[0-9]*$')
  grep -q "\"solver\":\"bitslice\",\"n\":$n,\"done\":[0-9]*,\"total\":$subproblems," <<<"$json" \
    || fail "$name: status shows no count of n = $n, $subproblems subproblems, under way: $json"
  shares=$(grep -o '"perMinute"' <<<"$json" | wc -l)
  [ "$shares" -ge 2 ] || fail "$name: status shows $shares members with a share of the count: $json"
  status_line="status, from the client's host: $members members, the count at $(grep -o '"done":[0-9]*' <<<"$json" \
    | head -n 1 | grep -o '[0-9]*$') of $subproblems with $shares members' shares"
}

# --- the cases
SUBPROBLEMS=
undisturbed=

# every member counts; the total exact
case_plain() {
  local c=$work/plain.ckpt
  count_in_background $N --checkpoint "$c"
  wait_done plain 240
  check_count plain "$c"
  undisturbed=$(since "$t0")
  say "plain: count $N on $MEMBERS members: $TOTAL in $undisturbed s"
}

# two members killed with kill -9 at a third of the count, and started again while it goes on: they join and
# are given work
case_kill() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/kill.ckpt counted
  count_in_background $N --checkpoint "$c"
  wait_progress kill "$c" $((SUBPROBLEMS / 3))
  kill_jvm 9 4
  kill_jvm 9 7
  local killed; killed=$(now)
  start_member 4
  start_member 7
  wait_done kill 300
  check_count kill "$c"
  say "kill: members 4 and 7 killed (kill -9) at $((SUBPROBLEMS / 3)) of $SUBPROBLEMS subproblems and started again: $TOTAL, $(since "$killed") s after the kill"
  wait_members $MEMBERS
}

# a ninth member started once the client has connected, while the count goes on, is given work: a count of
# n = 20, long enough for a member to start beside eight busy ones (on AVX-512 it starts a second JVM, with the
# Vector API, and n = 19 on vectors ended before it joined); and nqueens status, from the client's host, shows
# the members and the count under way
case_join() {
  local N=20 TOTAL=39029188884 SUBPROBLEMS=
  local c=$work/join.ckpt newcomer=$((MEMBERS + 1)) counted at
  count_in_background $N --checkpoint "$c"
  while ! grep -q '^nqueens: connected to cluster' "$work/err" 2>/dev/null; do
    kill -0 "$client" 2>/dev/null || fail "join: the client ended before it connected"
    sleep 0.05
  done
  start_member $newcomer
  while ! grep -q '^nqueens: joined cluster' "$work/m$newcomer.log" 2>/dev/null; do
    kill -0 "$client" 2>/dev/null || fail "join: the count ended before the ninth member joined"
    sleep 0.05
  done
  at=$(done_in "$c")
  check_status join $N "$c" $MEMBERS $((MEMBERS + 1))
  wait_done join 300
  check_count join "$c"
  counted=$(grep -c "\"member\":\"$(address $newcomer):5701\"" "$c" || true)
  [ "$counted" -gt 0 ] || fail "join: the member that joined during the count (at $at of $SUBPROBLEMS subproblems) counted nothing"
  say "join: a ninth member joined a count of n = $N at $at of $SUBPROBLEMS subproblems and counted $counted of them: $TOTAL in $(since "$t0") s; $status_line"
  kill -9 "$(jvm "${pid[$newcomer]}")"
  unset "pid[$newcomer]"
  wait_members $MEMBERS
}

# a member stopped (SIGSTOP) for 60 s at a third of the count: the count ends within 60 s of the stop plus its
# undisturbed time, and no other member leaves
case_stop() {
  [ -n "$undisturbed" ] || case_plain
  local c=$work/stop.ckpt victim=5 stopped bound
  mark_logs
  count_in_background $N --checkpoint "$c"
  wait_progress stop "$c" $((SUBPROBLEMS / 3))
  kill_jvm STOP $victim
  stopped=$(now)
  hold "$stopped" 60
  kill_jvm CONT $victim
  wait_done stop 400
  check_count stop "$c"
  [ -n "$ended" ] || ended=$(since "$stopped")
  bound=$(awk -v u="$undisturbed" 'BEGIN { print 60 + u }')
  awk -v e="$ended" -v b="$bound" 'BEGIN { exit !(e <= b) }' \
    || fail "stop: the count ended $ended s after the stop, beyond 60 s and its undisturbed $undisturbed s"
  local left; left=$(others_left "$(address $victim):5701")
  [ -z "$left" ] || fail "stop: a member other than the stopped one left: $(head -n 2 <<<"$left")"
  say "stop: member $victim stopped (SIGSTOP) for 60 s at a third of the count: $TOTAL, $ended s after the stop (undisturbed $undisturbed s); no other member left"
  wait_members $MEMBERS
}

# a member's link down for 40 s at a third of the count, then up again: the count ends, exact, and the member
# comes back into the cluster
case_link() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/link.ckpt victim=6 down
  count_in_background $N --checkpoint "$c"
  wait_progress link "$c" $((SUBPROBLEMS / 3))
  link $victim down
  down=$(now)
  hold "$down" 40
  link $victim up
  wait_done link 400
  check_count link "$c"
  [ -n "$ended" ] || ended=$(since "$down")
  say "link: member $victim cut off for 40 s at a third of the count: $TOTAL, $ended s after the cut"
  wait_members $MEMBERS
}

# the client killed (kill -9) at a third of the count and run again with its checkpoint: it resumes, and the
# total is exact
case_client() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/client.ckpt had
  count_in_background $N --checkpoint "$c"
  wait_progress client "$c" $((SUBPROBLEMS / 3))
  kill -9 "$(jvm "$client")"
  wait "$client" 2>/dev/null || true
  had=$(done_in "$c")
  count_in_background $N --checkpoint "$c"
  wait_done client 300
  check_count client "$c"
  grep -q "resuming .*: $had of $SUBPROBLEMS subproblems done" "$work/err" \
    || fail "client: the second run did not say it resumed from $had of $SUBPROBLEMS"
  say "client: killed (kill -9) at $had of $SUBPROBLEMS subproblems, run again with its checkpoint: $TOTAL"
}

# a stranger without the cluster's secret, on a host of the network: its member joins, but is sent no task,
# and its client has nothing counted
case_stranger() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/stranger.ckpt stranger=$((MEMBERS + 1))
  secret= start_member $stranger
  local since_start; since_start=$(now)
  while ! grep -q '^nqueens: joined cluster' "$work/m$stranger.log" 2>/dev/null; do
    before "$since_start" 60 || fail "stranger: the member without the secret did not join within 60 s"
    sleep 0.1
  done
  rm -f "$work/out" "$work/err"
  (secret= on 0 "$dist/bin/nqueens" count $N --cluster "$seeds" --cluster-name "$NAME" >"$work/out" 2>"$work/err") &
  client=$!
  t0=$(now)
  wait_done stranger 120
  [ "$rc" = 1 ] || fail "stranger: a client without the secret: exit status $rc, not 1"
  tail -n 1 "$work/err" | grep -q "^nqueens: count: .* cannot count Subproblem\[.*\]: the task is not signed with this cluster's secret$" \
    || fail "stranger: a client without the secret was not refused in one line"
  count_in_background $N --checkpoint "$c"
  wait_done stranger 240
  check_count stranger "$c"
  # named when the client connects, or when it joins, where the client's first list of members had it not yet
  grep -q "^nqueens: \(.* joined: .*; \)\?$(address $stranger):5701 has not the cluster's secret: no task is sent to it" \
    "$work/err" || fail "stranger: the client did not name the member without the secret"
  ! grep -q "\"member\":\"$(address $stranger):5701\"" "$c" || fail "stranger: the member without the secret counted"
  grep -q "refused the tasks of job" "$work/m1.log" || fail "stranger: member 1 did not say it refused the tasks"
  say "stranger: a member without the secret joined and was sent no task; a client without it was refused in one line: $TOTAL"
  kill -9 "$(jvm "${pid[$stranger]}")"
  unset "pid[$stranger]"
  wait_members $MEMBERS
}

# the client's own link down at a third of the count: it gives up in one line, exit 1, within its documented time
case_cutoff() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/cutoff.ckpt cut took
  count_in_background $N --checkpoint "$c"
  wait_progress cutoff "$c" $((SUBPROBLEMS / 3))
  link 0 down
  cut=$(now)
  wait_done cutoff 400
  took=$(since "$cut")
  link 0 up
  [ "$rc" = 1 ] || fail "cutoff: exit status $rc, not 1"
  tail -n 1 "$work/err" | grep -qx "nqueens: count: lost the connection to cluster '$NAME' and could not get it back within 10 s" \
    || fail "cutoff: the last line on standard error does not say the connection was lost"
  awk -v t="$took" -v b="$CUTOFF_SECONDS" 'BEGIN { exit !(t <= b) }' \
    || fail "cutoff: the client gave up $took s after its link went down, beyond $CUTOFF_SECONDS s"
  [ "$(grep -c . "$work/err")" -le 4 ] || fail "cutoff: more than four lines on standard error"
  say "cutoff: the client's link down at a third of the count: exit 1, $took s after the cut (at most $CUTOFF_SECONDS)"
}

# every member killed (kill -9) at a third of the count: the client gives up in one line, exit 1, within its
# documented time
case_gone() {
  [ -n "$SUBPROBLEMS" ] || case_plain
  local c=$work/gone.ckpt gone took i
  count_in_background $N --checkpoint "$c"
  wait_progress gone "$c" $((SUBPROBLEMS / 3))
  for i in "${!pid[@]}"; do kill -9 "$(jvm "${pid[$i]}")"; done
  gone=$(now)
  wait_done gone 400
  took=$(since "$gone")
  [ "$rc" = 1 ] || fail "gone: exit status $rc, not 1"
  tail -n 1 "$work/err" | grep -qx "nqueens: count: lost the connection to cluster '$NAME' and could not get it back within 10 s" \
    || fail "gone: the last line on standard error does not say the connection was lost"
  awk -v t="$took" -v b="$GONE_SECONDS" 'BEGIN { exit !(t <= b) }' \
    || fail "gone: the client gave up $took s after the members died, beyond $GONE_SECONDS s"
  say "gone: every member killed at a third of the count: exit 1, $took s after (at most $GONE_SECONDS)"
}

say "starting $MEMBERS members on $(address 1) to $(address $MEMBERS)"
for i in $(seq 1 $MEMBERS); do
  start_member "$i"
done
wait_members $MEMBERS
say "$MEMBERS members joined in $((SECONDS - started)) s"

for c in "${cases[@]}"; do
  "case_$c"
done
say "all cases passed in $((SECONDS - started)) s"
