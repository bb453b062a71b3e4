#!/usr/bin/env bash
# The example plugin through the shell jar (issue #4): installs the nqueens modules, builds and tests
# examples/dlx-solver against them as an outsider would (its tests are the test kit's contracts), drops its
# jar into a temporary plugin folder next to a corrupt jar, and checks through nqueens.jar that `solvers`
# lists dlx, that `count 10 --solver dlx` prints exactly 724, that `formats` lists the example's format fen,
# that `solve 4 -f fen` prints exactly its two boards, that `trace 6 -s dlx --summary` (and -s bitmask) print
# what docs/learning.md shows and `trace 4 -s dlx -f jsonl` the search's steps, that `plugins` shows the
# example's jar checked and loaded, and that the corrupt jar is reported in one line on standard error and skipped, with exit status 0.
# Then builds and tests the second example, examples/prefix-split (a split made by index), and checks that
# `count 12 -s prefix-split` prints exactly 14200. Fails naming the step.
#   .ci/plugin-example-test.sh        (JAVA_HOME chooses the JDK, as for ./mvnw)
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
plugins=$work/plugins
home=$work/home   # a home of its own: nqueens takes $HOME, else user.home (both are set to it)
mkdir -p "$plugins" "$home"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jar=nqueens-shell/target/nqueens.jar

step() { printf '\n=== plugin-example-test: %s\n' "$*"; }

fail() {
  echo "plugin-example-test: FAILED: $1" >&2
  for stream in out err; do
    if [ -s "$work/$stream" ]; then
      echo "--- std$stream was:" >&2
      cat "$work/$stream" >&2
    fi
  done
  exit 1
}

# runs the shell jar with the plugin folder and nothing else: no NQUEENS_PLUGINS, no plugins of the user's
nqueens() {
  env -u NQUEENS_PLUGINS HOME="$home" "$java" -Duser.home="$home" -jar "$jar" --plugins "$plugins" "$@" \
    >"$work/out" 2>"$work/err"
}

# the corrupt jar, and nothing else, on standard error: one line that names it
expect_one_warning() {
  [ "$(wc -l <"$work/err")" -eq 1 ] && grep -qF "nqueens: plugin $plugins/corrupt.jar: skipped" "$work/err" \
    || fail "$1: standard error is not the one warning about corrupt.jar"
}

# the example needs the API and the test kit, the check needs the shell jar: install those and what they need
step "install the nqueens modules: ./mvnw -B -ntp -q -pl nqueens-api,nqueens-testkit,nqueens-shell -am install"
./mvnw -B -ntp -q -pl nqueens-api,nqueens-testkit,nqueens-shell -am install -DskipTests \
  || fail "installing the nqueens modules"

step "build and test the example plugin: ./mvnw -B -ntp -f examples/dlx-solver/pom.xml verify"
./mvnw -B -ntp -f examples/dlx-solver/pom.xml verify || fail "building and testing examples/dlx-solver"

step "a plugin folder with the example's jar and a corrupt jar"
example=$(find examples/dlx-solver/target -maxdepth 1 -name 'nqueens-dlx-solver-*.jar' \
  ! -name '*-sources.jar' ! -name '*-javadoc.jar' ! -name '*-tests.jar')
[ -n "$example" ] && [ "$(printf '%s\n' "$example" | wc -l)" -eq 1 ] \
  || fail "expected one jar of the example in examples/dlx-solver/target, found: ${example:-none}"
cp "$example" "$plugins/"
printf 'this is not a zip file\n' >"$plugins/corrupt.jar"
ls -l "$plugins"

step "nqueens --plugins DIR solvers lists dlx"
nqueens solvers || fail "solvers: exit status $?"
grep -Eq '^[* ] dlx ' "$work/out" || fail "solvers: no dlx in the list"
expect_one_warning solvers
cat "$work/out"

step "nqueens --plugins DIR count 10 --solver dlx prints exactly 724"
nqueens count 10 --solver dlx || fail "count 10 --solver dlx: exit status $?"
printf '724\n' | cmp -s - "$work/out" || fail "count 10 --solver dlx: standard output is not exactly 724"
expect_one_warning "count 10 --solver dlx"
cat "$work/err"

step "nqueens --plugins DIR trace 6 -s dlx --summary, and -s bitmask, print what docs/learning.md shows"
for solver in dlx bitmask; do
  command="trace 6 -s $solver --summary"
  # the lines after "$ nqueens COMMAND" in the guide, up to the next command or the end of the block
  awk -v command="\$ nqueens $command" '
    $0 == command { on = 1; next }
    on && (/^\$ / || /^```/) { exit }
    on { print }' docs/learning.md >"$work/expected"
  [ -s "$work/expected" ] || fail "docs/learning.md shows no output of nqueens $command"
  # shellcheck disable=SC2086
  nqueens $command || fail "$command: exit status $?"
  cmp -s "$work/expected" "$work/out" \
    || fail "$command: standard output differs from docs/learning.md's: $(diff "$work/expected" "$work/out")"
  expect_one_warning "$command"
done
cat "$work/out"

step "nqueens --plugins DIR trace 4 -s dlx: JSON Lines that replay the search, its two solutions found"
nqueens trace 4 -s dlx -f jsonl || fail "trace 4 -s dlx -f jsonl: exit status $?"
head -n 1 "$work/out" | grep -qF '{"schema":"nqueens-trace","version":2,"n":4,"solver":"dlx","placed":[]}' \
  || fail "trace 4 -s dlx -f jsonl: the first line is not the schema's"
[ "$(grep -c '"event":"solution"' "$work/out")" = 2 ] || fail "trace 4 -s dlx -f jsonl: not two solutions"
grep -q '"event":"reject"' "$work/out" && fail "trace 4 -s dlx -f jsonl: dlx rejected a square"
expect_one_warning "trace 4 -s dlx -f jsonl"

step "nqueens --plugins DIR formats lists fen"
nqueens formats || fail "formats: exit status $?"
grep -Eq '^[* ] fen ' "$work/out" || fail "formats: no fen in the list"
expect_one_warning formats
cat "$work/out"

step "nqueens --plugins DIR solve 4 -f fen prints exactly the two boards in FEN"
nqueens solve 4 -f fen || fail "solve 4 -f fen: exit status $?"
printf '1Q2/3Q/Q3/2Q1\n2Q1/Q3/3Q/1Q2\n' | cmp -s - "$work/out" \
  || fail "solve 4 -f fen: standard output is not exactly 1Q2/3Q/Q3/2Q1 and 2Q1/Q3/3Q/1Q2"
expect_one_warning "solve 4 -f fen"
cat "$work/out"

step "nqueens --plugins DIR plugins: dlx and fen checked and loaded, the corrupt jar skipped unchecked"
nqueens plugins || fail "plugins: exit status $?"
checked='[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}'
grep -Eq "^$plugins/nqueens-dlx-solver-[^ ]*\.jar +solver +dlx +$checked +loaded\$" "$work/out" \
  || fail "plugins: no row saying that dlx was checked and loaded"
grep -Eq "^$plugins/nqueens-dlx-solver-[^ ]*\.jar +format +fen +$checked +loaded\$" "$work/out" \
  || fail "plugins: no row saying that fen was checked and loaded"
grep -Eq "^$plugins/corrupt\.jar +jar +- +- +skipped" "$work/out" \
  || fail "plugins: no row saying that corrupt.jar was skipped"
cat "$work/out"

step "the example plugin runs through the shell"

step "build and test the second example, a split made by index: ./mvnw -B -ntp -f examples/prefix-split/pom.xml verify"
./mvnw -B -ntp -f examples/prefix-split/pom.xml verify || fail "building and testing examples/prefix-split"
prefix=$(find examples/prefix-split/target -maxdepth 1 -name 'nqueens-prefix-split-*.jar' \
  ! -name '*-sources.jar' ! -name '*-javadoc.jar' ! -name '*-tests.jar')
[ -n "$prefix" ] && [ "$(printf '%s\n' "$prefix" | wc -l)" -eq 1 ] \
  || fail "expected one jar of the example in examples/prefix-split/target, found: ${prefix:-none}"
cp "$prefix" "$plugins/"

step "nqueens --plugins DIR count 12 -s prefix-split --threads 2 prints exactly 14200"
nqueens count 12 -s prefix-split --threads 2 || fail "count 12 -s prefix-split: exit status $?"
printf '14200\n' | cmp -s - "$work/out" || fail "count 12 -s prefix-split: standard output is not exactly 14200"
expect_one_warning "count 12 -s prefix-split"
