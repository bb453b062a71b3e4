#!/usr/bin/env bash
# The nqueens shell in a real terminal: a scripted tmux session that types cou<Tab> and expects `count`,
# runs a long count and cancels it with Ctrl-C, expects the prompt back, runs a long count to its end and
# expects its result on a line of its own (never on the progress line), lists the solvers in windows 80 and
# 110 columns wide and expects the table to fit, steps through `trace 6 -s bitmask` (a frame after a few steps
# shows the board and the masks) and `trace 8 -s recursive` at 60, 80 and 120 columns (its calls and arrays,
# no line wrapped, nor after the window narrows mid-trace; the key line at each width, ? for every key, b back,
# g K Enter to a step, every attacker of a rejected square named and its line drawn in red, r restart, space that
# pauses without a step, + shown at once, s and S to the solutions, and the solutions found in the key line's
# place at the end), stops them with q and a fast trace with Ctrl-C, and leaves with `exit`; then
# `./nqueens solvers` (the launcher, one-shot) in an 80-column window, a one-shot trace ended by SIGTERM, and one
# with standard input from /dev/null.
# Fails, naming the step and showing the screen, when a step does not show. Run it after the build:
#   .ci/shell-terminal-test.sh        (JAVA_HOME chooses the JDK, as for ./mvnw)
set -euo pipefail
cd "$(dirname "$0")/.."

jar=nqueens-shell/target/nqueens.jar
if [ ! -f "$jar" ]; then
  echo "shell-terminal-test: $jar is missing; build it first (./mvnw -B verify)" >&2
  exit 1
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java

if ! command -v tmux >/dev/null 2>&1; then
  echo "shell-terminal-test: installing tmux"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq tmux >/dev/null
fi

session=nqueens-terminal-test-$$
home=$(mktemp -d)   # a home of its own: nqueens takes $HOME, else user.home (both are set to it)
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT

screen() {
  tmux capture-pane -p -t "$session"
}

# the screen with each line that the terminal wrapped joined again, as it was written
written() {
  tmux capture-pane -p -J -t "$session"
}

fail() {
  echo "shell-terminal-test: FAILED: $1" >&2
  echo "--- the screen was:" >&2
  screen >&2 || true
  exit 1
}

# resize COLUMNS: the window 40 rows high and COLUMNS wide, then waits (10 s) until the terminal's new size has
# reached the program (tmux passes it on to the pane's terminal a moment later, by a timer of its own)
resize() {
  tmux resize-window -t "$session" -x "$1" -y 40
  local tty deadline=$((SECONDS + 10))
  tty=$(tmux display-message -p -t "$session" '#{pane_tty}')
  until [ "$(stty -F "$tty" size 2>/dev/null)" = "40 $1" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "the terminal did not take $1 columns (10 s)"
    sleep 0.1
  done
}

# expect_whole STEP STATUS: waits (5 s) until no line on the screen is wrapped and one line matches STATUS, the
# frame's status line: a frame drawn before the terminal's new size reached the program is drawn again to it
expect_whole() {
  local deadline=$((SECONDS + 5))
  until [ "$(screen | wc -l)" = "$(written | wc -l)" ] && [ "$(screen | grep -Ec -- "$2")" = 1 ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "$1: a line wrapped, or the frame is not alone (5 s)"
    sleep 0.2
  done
}

# expect STEP SECONDS PATTERN: waits until the screen matches the extended regular expression
expect() {
  local step=$1 deadline=$((SECONDS + $2)) pattern=$3
  until screen | grep -Eq -- "$pattern"; do
    [ "$SECONDS" -lt "$deadline" ] || fail "$step (waited $2 s for /$pattern/)"
    sleep 0.2
  done
  echo "ok: $step"
}

# expect_last_line STEP SECONDS PATTERN: the same, for the last line that is not blank
expect_last_line() {
  local step=$1 deadline=$((SECONDS + $2)) pattern=$3
  until screen | grep -v '^[[:space:]]*$' | tail -n 1 | grep -Eq -- "$pattern"; do
    [ "$SECONDS" -lt "$deadline" ] || fail "$step (waited $2 s for the last line to match /$pattern/)"
    sleep 0.2
  done
  echo "ok: $step"
}

# capture-pane drops trailing blanks, so the prompt's final space may be gone
prompt='nqueens \(bitmask, ascii\)>'

tmux new-session -d -s "$session" -x 120 -y 40 \
  "env TERM=xterm-256color HOME='$home' '$java' -Duser.home='$home' -jar '$jar'; echo \"nqueens exited with status \$?\"; sleep 600"

expect_last_line "the shell starts and prompts" 60 "^${prompt} ?\$"
# nothing before the prompt: no warning from the JVM (native access) or from a library
screen | grep -v '^[[:space:]]*$' | head -n 1 | grep -Eq -- "^${prompt} ?\$" \
  || fail "the prompt is the first thing on the screen"
echo "ok: the prompt is the first thing on the screen"

tmux send-keys -t "$session" 'cou' Tab
expect_last_line "cou<Tab> completes to count" 10 "^${prompt} count ?\$"

# the recursive solver takes minutes over n = 16, so the count is surely still running when Ctrl-C comes
tmux send-keys -t "$session" '16 -s recursive' Enter
expect "count 16 runs, with a progress line" 15 'count 16 with recursive .*elapsed'

tmux send-keys -t "$session" C-c
expect "Ctrl-C cancels the count" 5 '^nqueens: count cancelled$'
expect_last_line "the prompt comes back after Ctrl-C" 5 "^${prompt} ?\$"

tmux send-keys -t "$session" 'count 8' Enter
expect "the shell goes on: count 8 prints 92" 15 '^92$'

# a count long enough for its progress line, on all cores: the result is written while the line is shown,
# and must stand alone on its line (it once landed on it: "... about 148 ms left11977939")
tmux send-keys -t "$session" C-l 'count 18' Enter
expect "count 18 runs, with a progress line" 30 '^count 18 with [a-z-]+ .*elapsed'
expect_last_line "the prompt comes back after count 18" 600 "^${prompt} ?\$"
screen | grep -qx '666090624' || fail "count 18 prints 666090624 on a line of its own"
if written | grep -e '666090624' | grep -Ev '^666090624$|^count 18 with [a-z-]+: 666090624 solutions in ' >&2; then
  fail "the result of count 18 shares its line with other text (above)"
fi
if written | grep -e 'elapsed' >&2; then
  fail "the progress line is erased when the count ends (above)"
fi
echo "ok: the result of count 18 stands on a line of its own, and the progress line is gone"

# check_table STEP WIDTH: the table on the screen, from its headings to the prompt, has no line wider than
# WIDTH (wrapped lines joined again), and nothing stands in the gap before the DESCRIPTION column
check_table() {
  local step=$1 width=$2 table
  table=$(written | sed -n '/^  ID  /,$p' | grep -Ev "^(${prompt}|nqueens exited)" | grep -v '^[[:space:]]*$')
  [ -n "$table" ] || fail "$step: the table of solvers is on the screen"
  if ! awk -v width="$width" '
      NR == 1 { column = index($0, "DESCRIPTION") }
      length($0) > width { print "wider than " width ": " $0; bad = 1 }
      length($0) >= column && substr($0, column - 2, 2) != "  " { print "out of its column: " $0; bad = 1 }
      END { exit bad || column < 3 || NR < 3 }' <<<"$table" >&2; then
    fail "$step: every line fits $width columns, and descriptions stay in their column"
  fi
  [ "$(wc -l <<<"$table")" -gt "$(grep -c '^[* ] [a-z]' <<<"$table")" ] \
    || fail "$step: long descriptions wrap within their column"
  echo "ok: $step"
}

for width in 80 110; do
  resize "$width"
  tmux send-keys -t "$session" C-l 'solvers' Enter
  expect "solvers lists the solvers in $width columns" 15 '^\* bitmask '
  expect_last_line "the prompt comes back after solvers in $width columns" 10 "^${prompt} ?\$"
  check_table "solvers in $width columns" "$width"
done
resize 120

# trace animates the search in place: n takes one step (and pauses), so after three the fourth step stands,
# a queen placed in row 1 (enter row 0, place 0:0, enter row 1, place 1:2), with bitmask's masks of that row
# under the board as the program holds them, the most significant bit first, and the statement that made free
tmux send-keys -t "$session" 'trace 6 -s bitmask --delay 5s' Enter
expect "trace 6 draws its first step" 15 '^trace 6 with bitmask  step 1  solutions 0'
tmux send-keys -t "$session" n
expect "n takes one step and pauses" 5 'step 2  solutions 0  delay 5000 ms  paused'
tmux send-keys -t "$session" n n
expect "the frame after four steps shows the board" 5 'step 4  solutions 0  delay 5000 ms  paused'
expect "... with the queens of rows 0 and 1" 1 '^> 1 \. \. Q \. \. \.$'
expect "... and the masks of row 1" 1 '^  free  00000111000    56  free -= bit$'
echo "--- the frame after four steps:"
screen | grep -A 17 '^trace 6 with bitmask  step 4'
tmux send-keys -t "$session" s
expect "s runs to the first solution" 10 'step 88  solutions 1 .*paused'
tmux send-keys -t "$session" q
expect "q stops the trace" 5 'trace 6 with bitmask: 88 steps, 1 solution \(stopped\)'
expect_last_line "the prompt comes back after q" 5 "^${prompt} ?\$"

# the state of recursive beside and under the board, whole at 60, 80 and 120 columns: after four steps
# (place 0:0, two rejects, place 1:2) the calls open, the two squares rejected marked o, and the arrays with the entries place 1:2 read, and no
# line wraps (the status line takes a shorter form where it must, the key line is cut to the width)
for width in 60 80 120; do
  resize "$width"
  tmux send-keys -t "$session" C-l 'trace 8 -s recursive --delay 5s' Enter
  expect "trace 8 -s recursive draws its first step in $width columns" 15 '^(trace 8 with recursive  )?step 1 '
  tmux send-keys -t "$session" n n n
  expect "the frame after four steps in $width columns" 5 '^(trace 8 with recursive  )?step 4  solutions 0'
  # the status line takes the first of its forms that fits, and its state is never cut: the title goes first
  expect "... its status line whole, its state at its end, in $width columns" 1 \
    '^(trace 8 with recursive  )?step 4  solutions 0  (delay )?5000 ms  paused$'
  expect "... with the calls beside the rows, the squares tried in row 1 marked" 1 '^> 1 o o Q \. \. \. \. \.  fill\(1\)  column 2$'
  expect "... and the arrays, the entries read in brackets" 1 \
    '^  diag\[r-c\+7\]  0 0 0 0 0 0\[1\]1 0 0 0 0 0 0 0$'
  expect_whole "trace 8 -s recursive in $width columns" '^(trace 8 with recursive  )?step 4 '
  echo "ok: no line of the frame wraps in $width columns"
  # the key line names every key, cut to the width: in full at 120 columns, short with ? for the list below
  case $width in
    60) keys='^space pause  n/b step/back  s/S solution  q g r \+/-  \? keys$' ;;
    80) keys='^space pause  n/b step/back  s/S solution  q quit  g go to  r \+/-  \? keys$' ;;
    *) keys='^space pause/go  n/-> step  b/<- back  s/S next/prev solution  g K Enter go to K  r restart  \+/- faster/slower  q quit$' ;;
  esac
  expect "the key line in $width columns" 1 "$keys"
  tmux send-keys -t "$session" '?'
  expect "? lists every key in $width columns" 5 '^space pause/go  n/-> step  b/<- back  s/S next/prev solution'
  tmux send-keys -t "$session" '?'
  expect "? again gives the key line back in $width columns" 5 "$keys"
  # b goes back one step out of the history, the search waiting at its step; the square tried stays marked
  tmux send-keys -t "$session" b
  expect "b goes back a step in $width columns" 5 '^(trace 8 with recursive  )?step 3 of 4  solutions 0'
  expect "... to the reject of 1:1, 1:0 marked as tried" 1 '^> 1 o \* \. \. \. \. \. \.  fill\(1\)  column 1$'
  # g, a number and Enter go to that step: ahead, with the search, and back, out of the history
  tmux send-keys -t "$session" g 1 2
  expect "g 12 is typed in the key line in $width columns" 5 '^go to step: 12_  Enter to go, Esc to cancel'
  tmux send-keys -t "$session" Enter
  expect "g 12 Enter goes ahead to step 12 in $width columns" 5 '^(trace 8 with recursive  )?step 12  solutions 0'
  # step 12 rejects 4:0, which two queens attack: both named, the column's line drawn, in red (TERM has colours)
  expect "... a reject names every attacker in $width columns" 1 \
    '^reject 4:0: on a column of 0:0 and an anti-diagonal of 3:1'
  expect "... and draws the line of attack" 1 '^  3 \| Q \. \. \. \. \. \.  fill\(3\)  column 1$'
  tmux capture-pane -e -p -t "$session" | grep -F '  2 ' | grep -qF '31m|' \
    || fail "the line of attack is red on a terminal with colours in $width columns"
  echo "ok: ... in red"
  tmux send-keys -t "$session" g 2 Enter
  expect "g 2 Enter goes back to step 2 in $width columns" 5 '^(trace 8 with recursive  )?step 2 of 12  solutions 0'
  # r restarts, paused as it was; space twice runs and pauses again, on the same step
  tmux send-keys -t "$session" r
  expect "r goes back to step 1 in $width columns" 5 '^(trace 8 with recursive  )?step 1 of 12  solutions 0'
  tmux send-keys -t "$session" Space
  sleep 0.5
  tmux send-keys -t "$session" Space
  sleep 0.5
  expect "space pauses on the step shown, without a step, in $width columns" 1 \
    '^(trace 8 with recursive  )?step 1 of 12  solutions 0'
  # + while paused shows the new delay at once (at 60 columns, what fits of it)
  tmux send-keys -t "$session" +
  expect "+ shows the new delay at once in $width columns" 2 '^(trace 8 with recursive  )?step 1 of 12  solutions 0  delay 250'
  # s runs to the first solution, S finds none before it
  tmux send-keys -t "$session" s
  expect "s runs to the first solution in $width columns" 10 '^(trace 8 with recursive  )?step 982  solutions 1'
  tmux send-keys -t "$session" S
  expect "S says there is no solution before it in $width columns" 5 '^no solution before step 982$'
  expect_whole "trace 8 -s recursive moved in time in $width columns" '^(trace 8 with recursive  )?step 982 '
  tmux send-keys -t "$session" q
  expect_last_line "the prompt comes back after q in $width columns" 5 "^${prompt} ?\$"
  # the key line does not stay after the trace: the solutions found stand in its place
  expect "the solutions found stand where the keys were in $width columns" 1 \
    '^1 solution found, its columns in rows 0 to 7:$'
  if screen | grep -E -- '^space ' >&2; then
    fail "the key line stays after the trace in $width columns"
  fi
  echo "ok: the key line is gone after the trace in $width columns"
done
resize 120

# a terminal narrowed during a trace re-wraps the frame on it; the paused frame is drawn again to the new width,
# whole and alone
tmux send-keys -t "$session" C-l 'trace 8 -s recursive --delay 5s' Enter
expect "trace 8 -s recursive draws its first step in 120 columns" 15 '^trace 8 with recursive  step 1 '
tmux send-keys -t "$session" n
expect "the second step in 120 columns" 5 '^trace 8 with recursive  step 2 .*paused'
resize 60
expect_whole "trace 8 narrowed to 60 columns" '^(trace 8 with recursive  )?step 2 '
echo "ok: the paused frame is drawn again, whole and alone, after the terminal narrowed"
tmux send-keys -t "$session" q
expect_last_line "the prompt comes back after q in the narrowed terminal" 5 "^${prompt} ?\$"
resize 120

# a fast trace ends within 100 ms of Ctrl-C, and the shell stays
tmux send-keys -t "$session" 'trace 12 -s recursive --delay 1ms' Enter
expect "trace 12 runs" 15 'trace 12 with recursive  step [0-9]+ .*running'
expect "... its columns numbered with their tens above" 5 '^ {25}1 1$'
tmux send-keys -t "$session" C-c
expect "Ctrl-C cancels the trace" 5 '^nqueens: trace cancelled$'
expect_last_line "the prompt comes back after Ctrl-C in trace" 5 "^${prompt} ?\$"

# a board larger than the terminal is refused in one line, before any work
tmux send-keys -t "$session" 'trace 50 -s iterative' Enter
expect "a board larger than the terminal is refused" 10 '^nqueens: trace: a board of n = 50 needs 60 lines'

tmux send-keys -t "$session" 'exit' Enter
expect "exit ends the shell with status 0" 15 '^nqueens exited with status 0$'

grep -qx 'count 8' <(sed 's/^[0-9]*://' "$home/.nqueens/history") \
  || fail "the history file $home/.nqueens/history holds the commands"
echo "ok: the history is kept in ~/.nqueens/history"

# one-shot, through the launcher of a checkout (which runs the distribution's): it says that standard output
# is a terminal and how wide, so that the table fits without the shell asking the terminal itself
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 40 -c "$PWD" \
  "env TERM=xterm-256color HOME='$home' PATH='$PATH' NQUEENS_CDS=off ${JAVA_HOME:+JAVA_HOME='$JAVA_HOME'} ./nqueens solvers; echo \"nqueens exited with status \$?\"; sleep 600"
expect "nqueens solvers ends with status 0" 120 '^nqueens exited with status 0$'
check_table "nqueens solvers (one-shot, the launcher) in 80 columns" 80

# a one-shot trace ended by SIGTERM ends in a line of its own and shows the cursor again (it said "trace failed:
# java.lang.IllegalStateException: Terminal has been closed" after the key line, and left the cursor hidden)
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 100 -y 40 -c "$PWD" \
  "env TERM=xterm-256color HOME='$home' $java -Duser.home='$home' -jar $jar trace 8 -s recursive --delay 500ms; echo \"nqueens exited with status \$?\"; sleep 600"
expect "a one-shot trace 8 runs" 30 '^trace 8 with recursive  step [0-9]+'
# the JVM alone, whose command line starts with java: tmux's and the shell's name it too
kill -TERM "$(pgrep -f -- "^$java -Duser.home=.* -jar $jar trace 8 -s recursive" | head -n 1)"
expect "SIGTERM ends the trace with status 143" 15 '^nqueens exited with status 143$'
if screen | grep -q 'failed'; then
  fail "SIGTERM during a trace: a failure was reported"
fi
expect "... in a line of its own" 1 '^nqueens: trace cancelled$'
[ "$(tmux display -p -t "$session" '#{cursor_flag}')" = 1 ] || fail "SIGTERM during a trace: the cursor stays hidden"
echo "ok: SIGTERM during a one-shot trace ends it in one line and shows the cursor again"

# with standard input from /dev/null, a one-shot trace on a terminal writes every step, and no word of JLine's (it
# opened a dumb terminal on /dev/null, said "WARNING: Unable to create a system terminal" over two lines, and
# stopped after 2 to 5 of its steps, status 0): bitmask's 160, after the line that names the schema
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 200 -y 50 -c "$PWD" \
  "env TERM=xterm-256color HOME='$home' $java -Duser.home='$home' -jar $jar trace 5 </dev/null; echo \"nqueens exited with status \$?\"; sleep 600"
expect "a one-shot trace 5 with input from /dev/null ends with status 0" 30 '^nqueens exited with status 0$'
whole=$(tmux capture-pane -p -J -S - -t "$session")
printf '%s\n' "$whole" | grep -q '"step":160,' || fail "trace 5 </dev/null: not every step of 160 was written"
! printf '%s\n' "$whole" | grep -q 'WARNING' || fail "trace 5 </dev/null: a warning was written"
echo "ok: a one-shot trace with input from /dev/null writes its 160 steps, and no warning"

echo "shell-terminal-test: all steps passed"
