#!/usr/bin/env bash
# The installable distribution (issue #21), used as a new user would: the archive unpacked into a temporary
# folder and run with nothing but a JDK (JAVA_HOME) and a fresh home. Checks that the zip holds the same files
# as the tar.gz, with the launcher executable in both; that count 8 prints exactly 92 and solve 4 -f json the
# two boards, with nothing on standard error, also the first time, when the start-up archive is made; that
# arguments reach the shell untouched and its exit status comes back; that a plugin jar in
# ~/.nqueens/plugins (the example dlx-solver, built here with javac and jar against lib/) is listed and used;
# that man -l renders the manual page; that the bash completion completes `nqueens co`; that the launcher works
# through symbolic links from another folder and under dash and bash; that a Java older than 17 is refused in
# one line; that NQUEENS_VECTOR=on counts with only Java's warning of the incubating module on standard error,
# that unset it lets count 19 (relaunched with the module where the processor has AVX-512) print nothing there, and
# another value is refused in one line; and that a damaged, stale or unusable start-up archive, an unwritable cache folder or no HOME
# change nothing that the command prints. Fails naming the step.
#   .ci/dist-test.sh [ARCHIVE.tar.gz]   (default: the one in nqueens-dist/target; JAVA_HOME chooses the JDK,
#                                        else the java on the PATH)
set -euo pipefail

archive=${1:-}
if [ -n "$archive" ]; then
  [ -f "$archive" ] || { echo "dist-test: FAILED: no archive $archive" >&2; exit 1; }
  archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
fi
cd "$(dirname "$0")/.."
if [ -z "$archive" ]; then
  archive=$(find "$PWD/nqueens-dist/target" -maxdepth 1 -name 'nqueens-*.tar.gz' | head -n 1)
  [ -n "$archive" ] || { echo "dist-test: FAILED: no archive: build it with ./mvnw -B package" >&2; exit 1; }
fi
zip=${archive%.tar.gz}.zip
if [ -z "${JAVA_HOME:-}" ]; then
  # the JDK of the java on the PATH, as the launcher would find it
  java=$(command -v java) || { echo "dist-test: FAILED: set JAVA_HOME, or put java on the PATH" >&2; exit 1; }
  JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")")
fi
jdk=$JAVA_HOME
[ -x "$jdk/bin/javac" ] || { echo "dist-test: FAILED: $jdk is no JDK (no bin/javac)" >&2; exit 1; }
example=$PWD/examples/dlx-solver

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
home=$work/home
mkdir -p "$home"

step() { printf '\n=== dist-test: %s\n' "$*"; }

fail() {
  echo "dist-test: FAILED: $1" >&2
  for stream in out err; do
    if [ -s "$work/$stream" ]; then
      echo "--- std$stream was:" >&2
      head -c 4000 "$work/$stream" >&2
    fi
  done
  exit 1
}

# runs a command with the JDK and the fresh home alone: no other Java, no settings of the machine's user
clean() {
  env -i HOME="$home" PATH=/usr/bin:/bin JAVA_HOME="$jdk" LANG=C.UTF-8 "$@"
}

# runs the launcher ($nq, or the one given with -l PATH) and keeps its output and status
run() {
  local launcher=$nq
  if [ "$1" = -l ]; then launcher=$2; shift 2; fi
  set +e
  clean "$launcher" "$@" >"$work/out" 2>"$work/err"
  status=$?
  set -e
}

# standard output exactly the given text, standard error empty, status 0
expect() {
  local what=$1 text=$2
  [ "$status" -eq 0 ] || fail "$what: exit status $status"
  printf '%s' "$text" | cmp -s - "$work/out" || fail "$what: standard output is not exactly what it should be"
  [ ! -s "$work/err" ] || fail "$what: standard error is not empty"
}

boards='[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]
'

step "unpack $archive"
mkdir "$work/tar" "$work/zip"
tar -xzf "$archive" -C "$work/tar"
dist=$(find "$work/tar" -mindepth 1 -maxdepth 1 -type d)
[ "$(printf '%s\n' "$dist" | wc -l)" -eq 1 ] || fail "the archive holds more than one folder"
nq=$dist/bin/nqueens
for file in bin/nqueens share/man/man1/nqueens.1 share/bash-completion/completions/nqueens \
    share/zsh/site-functions/_nqueens licenses/jline/LICENSE LICENSE NOTICE README.md; do
  [ -f "$dist/$file" ] || fail "the archive has no $file"
done
[ -x "$nq" ] || fail "bin/nqueens is not executable in the tar.gz"
ls "$dist/lib"/nqueens-shell-*.jar "$dist/lib"/nqueens-api-*.jar >/dev/null || fail "lib/ lacks the shell or the API"
# an optional dependency of the shell, which nqueens-dist names itself so that member, status and --cluster work
ls "$dist/lib"/nqueens-cluster-*.jar "$dist/lib"/hazelcast-*.jar >/dev/null || fail "lib/ lacks the cluster or Hazelcast"
ls "$dist"

step "the zip holds the same files as the tar.gz, bin/nqueens executable"
command -v unzip >/dev/null || fail "unzip is not installed"
unzip -q "$zip" -d "$work/zip"
diff -r "$work/tar" "$work/zip" >/dev/null || fail "the zip and the tar.gz differ: $(diff -rq "$work/tar" "$work/zip" | head -n 3)"
[ -x "$work/zip/$(basename "$dist")/bin/nqueens" ] || fail "bin/nqueens is not executable in the zip"

step "count 8 prints exactly 92 (the first run makes the start-up archive, silently)"
run count 8
expect "count 8, first run" "92
"
ls "$home/.cache/nqueens" | grep -q . || fail "count 8: no start-up archive in ~/.cache/nqueens"
ls -l "$home/.cache/nqueens"
run count 8
expect "count 8, with the archive" "92
"

step "solve 4 -f json prints exactly the two boards"
run solve 4 -f json
expect "solve 4 -f json" "$boards"

step "arguments reach the shell untouched; its exit status comes back"
mkdir -p "$work/a folder/with 'quotes' and \"more\""
target="$work/a folder/with 'quotes' and \"more\"/boards of 4.txt"
run solve 4 -f json -o "$target"
[ "$status" -eq 0 ] && printf '%s' "$boards" | cmp -s - "$target" || fail "solve -o with a path of spaces and quotes"
run count -1
[ "$status" -eq 2 ] || fail "count -1: exit status $status, not 2"
[ "$(wc -l <"$work/err")" -eq 1 ] || fail "count -1: not one line on standard error"
[ ! -s "$work/out" ] || fail "count -1: something on standard output"

step "under dash and under bash"
for shell in dash bash; do
  if command -v "$shell" >/dev/null; then
    run -l "$(command -v "$shell")" "$nq" count 8
    expect "$shell bin/nqueens count 8" "92
"
  fi
done

step "through symbolic links (absolute, relative, a chain) from another folder"
mkdir -p "$work/links/deeper"
ln -s "$nq" "$work/links/absolute"
ln -s ../absolute "$work/links/deeper/relative"
ln -s deeper/relative "$work/links/chain"
for link in absolute deeper/relative chain; do
  set +e
  (cd / && clean "$work/links/$link" count 8) >"$work/out" 2>"$work/err"
  status=$?
  set -e
  expect "count 8 through the link $link" "92
"
done

step "unpacked under a folder whose name has a space: the second run maps its classes from the archive"
spaced="$work/my apps"
mkdir -p "$spaced" "$work/spaced-home"
tar -xzf "$archive" -C "$spaced"
spaced_nq="$spaced/$(basename "$dist")/bin/nqueens"
for round in first second; do
  set +e
  env -i HOME="$work/spaced-home" PATH=/usr/bin:/bin JAVA_HOME="$jdk" \
    JDK_JAVA_OPTIONS="-Xlog:class+load:file=$work/spaced-classes.txt" "$spaced_nq" count 8 >"$work/out" 2>"$work/err"
  status=$?
  set -e
  [ "$status" -eq 0 ] && printf '92\n' | cmp -s - "$work/out" || fail "count 8 under 'my apps', $round run: $status"
done
# on Java 17 the archive mapped none of the jars' classes there: Main and 330 others came from the jars
grep -q 'dev\.nqueens\.shell\.Main source: shared objects file' "$work/spaced-classes.txt" \
  || fail "under 'my apps', Main is not mapped from the archive: $(grep 'dev.nqueens.shell.Main ' "$work/spaced-classes.txt")"

step "java from the PATH, with no JAVA_HOME"
set +e
env -i HOME="$home" PATH="$jdk/bin:/usr/bin:/bin" "$nq" count 8 >"$work/out" 2>"$work/err"
status=$?
set -e
expect "count 8 with java on the PATH" "92
"

step "a plugin in ~/.nqueens/plugins: examples/dlx-solver, built with javac and jar against lib/"
mkdir -p "$work/plugin/classes" "$home/.nqueens/plugins"
"$jdk/bin/javac" -d "$work/plugin/classes" --module-path "$(ls "$dist"/lib/nqueens-api-*.jar)" \
  $(find "$example/src/main/java" -name '*.java') || fail "compiling the example plugin"
"$jdk/bin/jar" --create --file "$home/.nqueens/plugins/dlx-solver.jar" -C "$work/plugin/classes" . \
  -C "$example/src/main/resources" . || fail "packaging the example plugin"
run solvers
[ "$status" -eq 0 ] && grep -Eq '^[* ] dlx ' "$work/out" || fail "solvers: no dlx in the list"
run count 10 --solver dlx
expect "count 10 --solver dlx" "724
"
run plugins
[ "$status" -eq 0 ] && grep -Eq "dlx-solver\.jar +solver +dlx .* loaded\$" "$work/out" \
  || fail "plugins: no row saying that dlx was loaded"
cat "$work/out"
rm -r "$home/.nqueens"

step "man -l share/man/man1/nqueens.1"
command -v man >/dev/null || fail "man is not installed on this machine"
MANPAGER=cat MANWIDTH=100 man -l "$dist/share/man/man1/nqueens.1" >"$work/out" 2>"$work/err" \
  || fail "man -l share/man/man1/nqueens.1"
grep -q '^SYNOPSIS' "$work/out" && grep -q '^EXIT STATUS' "$work/out" && grep -q 'count' "$work/out" \
  || fail "the manual page lacks SYNOPSIS, EXIT STATUS or count"

step "the bash completion completes nqueens co<TAB>"
bash -c 'source "$1/share/bash-completion/completions/nqueens"
  COMP_WORDS=(nqueens co) COMP_CWORD=1 COMP_LINE="nqueens co" COMP_POINT=10
  _complete_nqueens nqueens co nqueens 2>/dev/null
  printf "%s\n" "${COMPREPLY[@]}"' completion "$dist" >"$work/out" 2>"$work/err" \
  || fail "sourcing the bash completion"
[ "$(sort "$work/out" | tr '\n' ' ')" = "completion count " ] || fail "nqueens co<TAB> does not complete to count and completion"

step "a Java older than 17 is refused in one line, exit status 1"
mkdir -p "$work/java11/bin" "$work/java11-release/bin"
printf '#!/bin/sh\necho '"'"'openjdk version "11.0.2" 2019-01-15'"'"' >&2\n' >"$work/java11/bin/java"
cp "$work/java11/bin/java" "$work/java11-release/bin/java"
printf 'JAVA_VERSION="11.0.2"\n' >"$work/java11-release/release"
chmod +x "$work/java11/bin/java" "$work/java11-release/bin/java"
for fake in java11 java11-release; do
  set +e
  env -i HOME="$home" PATH=/usr/bin:/bin JAVA_HOME="$work/$fake" "$nq" count 8 >"$work/out" 2>"$work/err"
  status=$?
  set -e
  [ "$status" -eq 1 ] || fail "$fake: exit status $status, not 1"
  [ ! -s "$work/out" ] || fail "$fake: something on standard output"
  printf 'nqueens: needs Java 17 or later; found Java 11 at %s\n' "$work/$fake/bin/java" | cmp -s - "$work/err" \
    || fail "$fake: not the one line that refuses Java 11"
done
cat "$work/err"

step "a damaged start-up archive is made again, and nothing is printed about it"
cache=$home/.cache/nqueens
damage() {
  local file
  for file in "$cache"/*.jsa "$cache"/*.aot; do
    [ -f "$file" ] || continue
    case $1 in
      truncated) truncate -s "$(( $(wc -c <"$file") / 2 ))" "$file" ;;
      garbage) head -c "$(wc -c <"$file")" /dev/urandom >"$file.new" && mv -f "$file.new" "$file" ;;
      middle) dd if=/dev/urandom of="$file" bs=64k seek=16 count=16 conv=notrunc status=none ;;
      empty) : >"$file" ;;
      # noise written over its middle, and its time of modification set back to before its record's: mapped,
      # it crashed every run (exit 134, the crash on standard output, hs_err_pid*.log in the current folder)
      back-dated)
        dd if=/dev/urandom of="$file" bs=64k seek=16 count=16 conv=notrunc status=none
        touch -d '1 hour ago' "$file" ;;
    esac
  done
}
# the one archive in the cache is whole: not empty, and not changed since its record was written
remade() {
  local file
  for file in "$cache"/*.jsa "$cache"/*.aot; do
    [ -f "$file" ] || continue
    [ -s "$file" ] && ! [ "$file" -nt "${file%.*}.key" ] && [ "$file" -nt "$work/damaged" ] \
      || fail "$1: the archive was not made again"
  done
}
for how in truncated garbage middle empty back-dated; do
  damage "$how"
  sleep 0.01
  touch "$work/damaged"
  run count 8
  ! ls hs_err_pid*.log >/dev/null 2>&1 || fail "count 8 after the archive was $how: hs_err_pid*.log in the current folder"
  expect "count 8 after the archive was $how" "92
"
  remade "$how"
  run count 8
  expect "count 8 once the $how archive was made again" "92
"
done

if [ "$(id -u)" -eq 0 ]; then
  step "an archive another user planted in a shared cache folder is never mapped"
  # XDG_CACHE_HOME on a folder every user may write (mode 1777, as /tmp), where user 4242 made nqueens/ first
  # and put a copy of this user's record and a damaged copy of its archive, older than the record: mapped,
  # it crashed the JVM (exit 134, the crash on standard output, hs_err_pid*.log in the current folder)
  shared=$work/shared
  mkdir -m 1777 "$shared"
  mkdir "$shared/nqueens"
  for record in "$cache"/*.key; do
    cp "$record" "$shared/nqueens/"
    for file in "${record%.key}.jsa" "${record%.key}.aot"; do
      [ -f "$file" ] || continue
      planted=$shared/nqueens/$(basename "$file")
      cp "$file" "$planted"
      dd if=/dev/urandom of="$planted" bs=64k seek=16 count=16 conv=notrunc status=none
      touch -d '1 hour ago' "$planted"
    done
  done
  chown -R 4242:4242 "$shared/nqueens"
  planted_before=$(ls -ln --time-style=+%s "$shared/nqueens")
  mkdir "$work/victim"
  set +e
  (cd "$work/victim" && env -i HOME="$home" XDG_CACHE_HOME="$shared" PATH=/usr/bin:/bin JAVA_HOME="$jdk" \
    "$nq" count 8) >"$work/out" 2>"$work/err"
  status=$?
  set -e
  expect "count 8 with another user's archive in the cache folder" "92
"
  [ -z "$(ls "$work/victim")" ] || fail "another user's archive: the run left $(ls "$work/victim") in the current folder"
  [ "$(ls -ln --time-style=+%s "$shared/nqueens")" = "$planted_before" ] \
    || fail "another user's archive: the run changed that user's files"
fi

step "a stale archive: the jars changed after it was made"
sleep 1
touch "$dist"/lib/*.jar
run count 8
expect "count 8 with jars newer than the archive" "92
"
for file in "$cache"/*.key; do
  [ "$file" -nt "$dist/lib/$(ls "$dist/lib" | head -n 1)" ] || fail "the stale archive was not made again"
done

step "the other kinds of archive (NQUEENS_CDS=static, dynamic), made, used, damaged and made again"
for kind in static dynamic; do
  for round in first second; do
    set +e
    env -i HOME="$home" NQUEENS_CDS=$kind PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 >"$work/out" 2>"$work/err"
    status=$?
    set -e
    expect "NQUEENS_CDS=$kind count 8, $round run" "92
"
    [ "$round" = second ] || damage garbage
  done
done

step "three first runs at once leave one archive (two records of one tick too); seven sets of JVM options leave six"
crowd=$work/crowd
mkdir -p "$crowd"
for i in 1 2 3; do
  env -i HOME="$crowd" PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 >"$work/crowd$i.out" 2>&1 &
done
wait
for i in 1 2 3; do
  printf '92\n' | cmp -s - "$work/crowd$i.out" || fail "count 8, three at once: run $i printed $(head -c 300 "$work/crowd$i.out")"
done
[ "$(ls "$crowd/.cache/nqueens"/*.key | wc -l)" -eq 1 ] \
  && [ "$(ls "$crowd/.cache/nqueens" | grep -cv '\.key$')" -eq 1 ] \
  || fail "three first runs at once left more than one archive: $(ls "$crowd/.cache/nqueens")"
# two records written in the same tick of the file system's clock (the race behind a rare failure of the step
# above): the launcher's own pruning, run as each of the two runs, keeps one, and the run whose record goes maps
# the other's archive
tie=$work/tie
mkdir -p "$tie/cache"
for me in 100 200; do
  rm -f "$tie/cache"/*
  {
    sed -n '/^nqueens_prune()/,/^}/p; /^nqueens_sorts_first()/,/^}/p; /^nqueens_private()/,/^}/p; /^nqueens_use()/,/^}/p' "$nq"
    cat <<EOF
nqueens_most=6 nqueens_cache=$tie/cache nqueens_kind=static nqueens_java_real=/java nqueens_extension=jsa
nqueens_slot='static /java lib' nqueens_made='build options'
for id in 100 200; do
  printf '%s\n%s\n' "\$nqueens_slot" "\$nqueens_made" >"\$nqueens_cache/nqueens-v-\$id.key"
  echo archive >"\$nqueens_cache/nqueens-v-\$id.jsa"
done
touch -d '2026-01-01 00:00:00' "\$nqueens_cache"/nqueens-v-*.key
nqueens_record=\$nqueens_cache/nqueens-v-$me.key
nqueens_use "\${nqueens_record%.key}.jsa"
nqueens_prune v
printf '%s\n' "\$nqueens_share1"
EOF
  } >"$tie/run.sh"
  maps=$(sh "$tie/run.sh")
  [ "$(ls "$tie/cache" | tr '\n' ' ')" = "nqueens-v-200.jsa nqueens-v-200.key " ] \
    || fail "two records of one tick, pruned by run $me, left: $(ls "$tie/cache")"
  [ "$maps" = "-XX:SharedArchiveFile=$tie/cache/nqueens-v-200.jsa" ] || fail "run $me maps $maps"
done
for i in 1 2 3 4 5 6 7; do
  set +e
  env -i HOME="$crowd" PATH=/usr/bin:/bin JAVA_HOME="$jdk" JDK_JAVA_OPTIONS="-Dnqueens.dist-test=$i" "$nq" count 8 \
    >"$work/out" 2>"$work/err"
  status=$?
  set -e
  [ "$status" -eq 0 ] || fail "count 8 with JDK_JAVA_OPTIONS=-Dnqueens.dist-test=$i: exit status $status"
done
[ "$(ls "$crowd/.cache/nqueens"/*.key | wc -l)" -eq 6 ] \
  && [ "$(ls "$crowd/.cache/nqueens" | grep -cv '\.key$')" -eq 6 ] \
  || fail "eight sets of JVM options did not leave six archives: $(ls "$crowd/.cache/nqueens")"
grep -q 'dist-test=7 *$' "$crowd/.cache/nqueens"/*.key || fail "the newest archive was not kept"
! grep -q 'dist-test=1 *$' "$crowd/.cache/nqueens"/*.key || fail "the oldest archive was kept, not the newest six"

step "an unwritable cache folder, no HOME, sharing off"
printf 'not a folder\n' >"$work/file"
set +e
env -i HOME="$home" XDG_CACHE_HOME="$work/file/cache" PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 \
  >"$work/out" 2>"$work/err"
status=$?
set -e
expect "count 8 with a cache folder that cannot be made" "92
"
if command -v setpriv >/dev/null && [ "$(id -u)" -eq 0 ]; then
  # root writes wherever it likes: a read-only cache folder needs another user
  mkdir -p "$work/nobody/.cache/nqueens"
  cp -r "$dist" "$work/nobody/dist"
  chmod -R a+rX "$work"
  # the home is nobody's own, as a home is: only the cache folder in it is read-only (a home that cannot
  # be written is another case, which nqueens reports in one line)
  chown 65534:65534 "$work/nobody"
  chmod 555 "$work/nobody/.cache/nqueens"
  set +e
  (cd / && env -i HOME="$work/nobody" PATH=/usr/bin:/bin JAVA_HOME="$jdk" \
    setpriv --reuid=65534 --regid=65534 --clear-groups "$work/nobody/dist/bin/nqueens" count 8) \
    >"$work/out" 2>"$work/err"
  status=$?
  set -e
  expect "count 8 with a read-only cache folder" "92
"
fi
set +e
env -i PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 >"$work/out" 2>"$work/err"
status=$?
set -e
expect "count 8 with no HOME" "92
"
set +e
env -i HOME="$home" NQUEENS_CDS=off PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 >"$work/out" 2>"$work/err"
status=$?
set -e
expect "count 8 with NQUEENS_CDS=off" "92
"

step "NQUEENS_VECTOR: on adds the Vector API's module, of which Java warns; anything but auto, on or off is refused"
set +e
env -i HOME="$home" NQUEENS_VECTOR=on PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 16 >"$work/out" 2>"$work/err"
status=$?
set -e
[ "$status" -eq 0 ] || fail "NQUEENS_VECTOR=on count 16: exit status $status"
printf '14772512\n' | cmp -s - "$work/out" || fail "NQUEENS_VECTOR=on count 16: not the count"
printf 'WARNING: Using incubator modules: jdk.incubator.vector\n' | cmp -s - "$work/err" \
  || fail "NQUEENS_VECTOR=on count 16: standard error is not Java's one warning of the module"
set +e
env -i HOME="$home" NQUEENS_VECTOR=yes PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 8 >"$work/out" 2>"$work/err"
status=$?
set -e
[ "$status" -eq 2 ] || fail "NQUEENS_VECTOR=yes: exit status $status, not 2"
printf 'nqueens: NQUEENS_VECTOR must be auto, on or off, not yes\n' | cmp -s - "$work/err" \
  || fail "NQUEENS_VECTOR=yes: not the launcher's one line"
[ ! -s "$work/out" ] || fail "NQUEENS_VECTOR=yes: something on standard output"

step "NQUEENS_VECTOR unset: count 19 as quiet as ever, relaunched with the Vector API where the processor has AVX-512"
set +e
env -i HOME="$home" PATH=/usr/bin:/bin JAVA_HOME="$jdk" "$nq" count 19 >"$work/out" 2>"$work/err"
status=$?
set -e
expect "count 19 with NQUEENS_VECTOR unset" "4968057848
"

step "count --cluster's client runs on the serial collector, a young generation of 32 MB; others and the user's choice keep theirs"
# the JVM's flags, printed by the option of the user's, on standard error as the launcher asks of the JVM's own
# output; --help ends each run at once
flags() {
  set +e
  # (without start-up archives: each set of options would make its own)
  env -i HOME="$home" PATH=/usr/bin:/bin JAVA_HOME="$jdk" NQUEENS_CDS=off \
    JDK_JAVA_OPTIONS="-XX:+PrintCommandLineFlags $1" "$nq" \
    "${@:2}" >"$work/out" 2>"$work/err"
  status=$?
  set -e
  [ "$status" -eq 0 ] || fail "${*:2} with JDK_JAVA_OPTIONS='-XX:+PrintCommandLineFlags $1': exit status $status"
  grep -m 1 -- '^-XX:' "$work/err" >"$work/flags" || true
  ! grep -q -- '-XX:' "$work/out" || fail "${*:2}: the JVM's flags on standard output"
  cat "$work/flags"
}
flags '' count --cluster 127.0.0.1:5701 --help | grep -q -- '-XX:MaxNewSize=33554432 .*-XX:+UseSerialGC' \
  || fail "count --cluster: not the client's heap: $(cat "$work/flags")"
flags '' --plugins "$work" count 20 --cluster=127.0.0.1:5701 --help | grep -q -- '-XX:+UseSerialGC' \
  || fail "--plugins … count --cluster=…: not the client's heap: $(cat "$work/flags")"
flags '' count 8 | grep -- '-XX:+DisplayVMOutputToStderr ' | grep -q -- ' -XX:ErrorFile=/tmp/nqueens-crash-%p.log ' \
  || fail "count 8: a crash of the JVM would not go to standard error and /tmp: $(cat "$work/flags")"
for command in "count 8" "count --cluster-name x --help" "member --help"; do
  # shellcheck disable=SC2086 # the words of the command
  flags '' $command | grep -q -- '-XX:+UseG1GC' || fail "$command: not the JVM's default collector: $(cat "$work/flags")"
done
flags -XX:+UseParallelGC count --cluster 127.0.0.1:5701 --help | grep -- '-XX:+UseParallelGC' | grep -qv -- 'Serial\|MaxNewSize' \
  || fail "count --cluster with the user's -XX:+UseParallelGC: $(cat "$work/flags")"
flags -Xmn64m count --cluster 127.0.0.1:5701 --help | grep -- '-XX:+UseG1GC' | grep -qv -- 'Serial\|MaxNewSize=33554432' \
  || fail "count --cluster with the user's -Xmn64m: $(cat "$work/flags")"

step "member and count --cluster map an archive of their own, Hazelcast's classes in it, made once and silently"
run member --help
[ "$status" -eq 0 ] || fail "member --help: exit status $status"
[ ! -s "$work/err" ] || fail "member --help: standard error is not empty"
cluster_records=$(grep -l 'hazelcast-[0-9.]*\.jar$' "$home/.cache/nqueens/"*.key 2>/dev/null || true)
[ -n "$cluster_records" ] || fail "member --help: no start-up archive of the class path with Hazelcast's jar"
for record in $cluster_records; do
  sed -n 2p "$record" | grep -qv 'failed$' || fail "the cluster's start-up archive could not be made: $(cat "$record")"
  archive_file=${record%.key}
  ls "$archive_file".* | grep -qv '\.key$' || fail "$record vouches for no archive"
done
before=$(ls -l --time-style=+%s.%N "$home/.cache/nqueens")
run member --help
[ "$status" -eq 0 ] && [ ! -s "$work/err" ] || fail "member --help, with its archive: status $status or messages"
[ "$before" = "$(ls -l --time-style=+%s.%N "$home/.cache/nqueens")" ] || fail "member --help made its archive again"

step "the distribution works"
