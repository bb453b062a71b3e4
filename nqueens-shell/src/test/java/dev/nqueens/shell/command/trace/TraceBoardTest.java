package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.text.DisplayWidth;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The frames of {@code trace}'s animation: the state of each search drawn beside and under the board, at the
 * widths of the terminals it meets.
 */
class TraceBoardTest {

    private static final Registry<Solver> SOLVERS = Registry.installed(ProviderKind.SOLVER);

    /** The first events of a count, up to {@code steps}. */
    static List<SearchEvent> events(String solverId, int n, int steps) {
        List<SearchEvent> events = new ArrayList<>();
        try {
            SOLVERS.byId(solverId).count(SolveRequest.builder(n).searchListener(event -> {
                events.add(event);
                if (events.size() == steps) {
                    throw new CancellationException("enough");
                }
            }).build());
        } catch (CancellationException enough) {
            // the steps asked for
        }
        return events;
    }

    static TraceBoard board(String solverId, int n, List<SearchEvent> events) {
        return new TraceBoard("trace " + n + " with " + solverId, n, List.of(),
                StateView.of(events.get(0).state(), n), false);
    }

    /** The frame after a number of steps of n = 4. */
    private static String frameAfter(String solverId, int steps) {
        List<SearchEvent> events = events(solverId, 4, steps);
        TraceBoard board = board(solverId, 4, events);
        events.forEach(board::apply);
        return String.join("\n", board.frame(200, "paused", 0, 80, List.of(TraceKeys.line(80)))) + "\n";
    }

    @Test
    void bitmaskShowsItsMasksMostSignificantBitFirstWithTheirValuesAndTheStatementsThatMadeThem() {
        // place 0:1, place 1:3, then the row below: d1 holds bit 4, shifted past the board, which & all drops
        assertThat(frameAfter("bitmask", 17)).isEqualTo("""
                trace 4 with bitmask  step 17  solutions 0  delay 200 ms  paused
                    0 1 2 3
                  0 o Q . .
                  1 . . . Q
                > 2 . x x x
                  3 . x . x
                        6543210
                  cols  0001010   10  cols | bit
                  d1    0011000   24  (d1 | bit) << 1
                  d2    0000100    4  (d2 | bit) >>> 1
                  all   0001111   15
                  free  0000001    1  ~(cols | d1 | d2) & all
                  bit   0000000    0
                enter row 2; free = ~(cols | d1 | d2) & all = 1
                space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
                """);
        assertThat(frameAfter("bitmask", 18)).contains("""
                  free  0000000    0  free -= bit
                  bit   0000001    1  free & -free
                place 2:0; bit = free & -free = 1, column 0; free -= bit
                """);
    }

    @Test
    void iterativeShowsItsStackAndWhereEachRowResumes() {
        assertThat(frameAfter("iterative", 11)).isEqualTo("""
                trace 4 with iterative  step 11  solutions 0  delay 200 ms  paused
                    0 1 2 3  stack: 2 entries
                  0 Q . . .  stack[0] = 0, resumes at 1
                  1 | o o Q  stack[1] = 3, resumes at 4
                > 2 * . x x  tries column 0
                  3 x x . x
                               0 1 2 3 4 5 6
                  cols        [1]0 0 1
                  diag[r-c+3]  0 1 0 1 0 0 0
                  anti[r+c]    1 0 0 0 1 0 0
                reject 2:0: on a column of the queen at 0:0; read cols[0] = 1
                space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
                """);
        assertThat(frameAfter("iterative", 9)).contains("""
                > 1 o o o .  popped 2, resumes at 3
                """, "remove 1:2 (backtrack); cleared cols[2], diag[2], anti[3]\n");
    }

    /** Squares tried in a row stay marked until the search backs up above the row, then go. */
    @Test
    void theSquaresTriedInARowStayMarkedUntilTheSearchLeavesIt() {
        // recursive, n = 4: 0:0, rejects 1:0 and 1:1, 1:2, every square of row 2 rejected, remove 1:2, 1:3 ...
        assertThat(frameAfter("recursive", 9)).contains("""
                  0 Q . . .  fill(0)  column 0
                > 1 o o o .  fill(1)  column 2
                  2 x . x .
                """);
        // ... row 2 tried again under 1:3, then the search backs up to row 0: rows 1 and 2 are left, unmarked
        List<SearchEvent> events = events("recursive", 4, 1_000);
        int leftRow0 = events.indexOf(events.stream().filter(event -> event instanceof SearchEvent.Remove remove
                && remove.row() == 0).findFirst().orElseThrow());
        assertThat(frameAfter("recursive", leftRow0 + 1)).contains("""
                > 0 o . . .  fill(0)  column 0
                  1 . . . .
                  2 . . . .
                """);
    }

    /**
     * A reject names every queen that attacks the square, the one the search found first, and draws each line
     * of attack up to the square: {@code |} a column, {@code \} a diagonal, {@code /} an anti-diagonal.
     */
    @Test
    void aRejectNamesEveryAttackerAndDrawsTheirLines() {
        List<SearchEvent> events = events("scan", 6, 12);
        assertThat(events.get(11)).isInstanceOf(SearchEvent.Reject.class);
        TraceBoard board = board("scan", 6, events);
        events.forEach(board::apply);

        assertThat(board.frame(200, "paused", 0, 120, List.of())).containsSubsequence(
                "  0 Q . . . . .  queens[0] = 0  attacks",
                "  1 | o Q . . .",
                "  2 | o o o Q .",
                "  3 | Q . . . .",
                "> 4 * x x . x x",
                "reject 4:0: on a column of 0:0 and an anti-diagonal of 3:1; isValid compared 1 queen");
        // a diagonal, drawn over two squares; the next step has no attack to draw
        List<SearchEvent> iterative = events("iterative", 6, 25);
        TraceBoard another = board("iterative", 6, iterative);
        iterative.subList(0, 24).forEach(another::apply);
        assertThat(another.frame(200, "paused", 0, 80, List.of())).contains(
                "  2 o o o \\ Q .  stack[2] = 4, resumes at 5", "  3 o Q . . \\ .  stack[3] = 1, resumes at 2",
                "reject 4:5: on a diagonal of the queen at 1:2; read cols[5] = 0, diag[4] = 1");
        another.apply(iterative.get(24));
        assertThat(String.join("\n", another.frame(200, "paused", 0, 80, List.of()))).doesNotContain("\\", "|");
    }

    /** In colour, the attack is red and its queens bold red; the text is that of the frame without colours. */
    @Test
    void inColourTheAttackIsRed() {
        List<SearchEvent> events = events("scan", 6, 12);
        TraceBoard board = new TraceBoard("trace 6 with scan", 6, List.of(), StateView.of(events.get(0).state(), 6),
                true);
        TraceBoard plain = board("scan", 6, events);
        events.forEach(board::apply);
        events.forEach(plain::apply);

        List<String> coloured = board.frame(200, "paused", 0, 80, List.of());
        assertThat(coloured.stream().map(line -> line.replaceAll("\u001b\\[[0-9;]*m", "")).toList())
                .isEqualTo(plain.frame(200, "paused", 0, 80, List.of()));
        assertThat(coloured.get(2)).contains("\u001b[31;1mQ").as("the attacker 0:0, bold red");
        assertThat(coloured.get(3)).contains("\u001b[31m|").as("the line, red");
        assertThat(coloured.get(6)).contains("\u001b[31m*").as("the square rejected, red");
        // no attack, no colour
        List<SearchEvent> more = events("scan", 6, 100);
        more.subList(12, more.size()).stream().takeWhile(event -> event instanceof SearchEvent.Reject)
                .forEach(board::apply);
        board.apply(more.stream().skip(12).filter(event -> !(event instanceof SearchEvent.Reject)).findFirst()
                .orElseThrow());
        assertThat(String.join("", board.frame(200, "paused", 0, 80, List.of()))).doesNotContain("\u001b");
    }

    @Test
    void scanShowsTheQueensItsIsValidCompared() {
        assertThat(frameAfter("scan", 8)).isEqualTo("""
                trace 4 with scan  step 8  solutions 0  delay 200 ms  paused
                    0 1 2 3  isValid(2, 3) = false
                  0 Q . . .  queens[0] = 0  ok
                  1 o o Q .  queens[1] = 2  attacks
                > 2 o o o *
                  3 x . x x
                reject 2:3: on a diagonal of the queen at 1:2; isValid compared 2 queens
                space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
                """);
    }

    @Test
    void recursiveShowsItsCallsAndTheEntriesItReadAfterAPlace() {
        assertThat(frameAfter("recursive", 4)).isEqualTo("""
                trace 4 with recursive  step 4  solutions 0  delay 200 ms  paused
                    0 1 2 3  calls: depth 2
                  0 Q . . .  fill(0)  column 0
                > 1 o o Q .  fill(1)  column 2
                  2 x x x x
                  3 x . x x
                               0 1 2 3 4 5 6
                  cols         1 0[1]0
                  diag[r-c+3]  0 0[1]1 0 0 0
                  anti[r+c]    1 0 0[1]0 0 0
                place 1:2; read cols[2] = 0, diag[2] = 0, anti[3] = 0, then set to 1
                space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
                """);
    }

    /**
     * At 60, 80 and 120 columns, the largest board each search's frame fits is drawn whole: no line of the board
     * or of the state wider than the terminal (the status line, the last step's and the keys are cut), so
     * nothing wraps; a board one larger needs more columns than there are.
     */
    @ParameterizedTest(name = "{0} at {1} columns: n = {2}")
    @CsvSource({
        "bitmask, 60, 28", "bitmask, 80, 32", "bitmask, 120, 32",
        "recursive, 60, 11", "recursive, 80, 16", "recursive, 120, 26",
        "iterative, 60, 11", "iterative, 80, 16", "iterative, 120, 26",
        "scan, 60, 15", "scan, 80, 25", "scan, 120, 45"})
    void theLargestBoardThatFitsIsDrawnWhole(String solverId, int columns, int largest) {
        List<SearchEvent> events = events(solverId, largest, 3_000);
        StateView view = StateView.of(events.get(0).state(), largest);
        assertThat(TraceBoard.width(largest, view)).isLessThanOrEqualTo(columns);
        int larger = largest + 1;
        if (larger <= SOLVERS.byId(solverId).maxBoardSize()) {
            assertThat(TraceBoard.width(larger, StateView.of(events.get(0).state(), larger))).isGreaterThan(columns);
        }

        TraceBoard board = board(solverId, largest, events);
        for (SearchEvent event : events) {
            board.apply(event);
            List<String> lines = board.lines(200, "running", 0, columns, List.of(TraceKeys.line(columns)));
            assertThat(lines).hasSize(TraceBoard.height(largest, view));
            assertThat(lines.subList(1, lines.size() - 2)).as("the board and the state, after %s", event)
                    .allMatch(line -> DisplayWidth.of(line) <= columns);
            assertThat(board.frame(200, "running", 0, columns, List.of(TraceKeys.line(columns))))
                    .allMatch(line -> DisplayWidth.of(line) <= columns);
        }
    }

    /** The lines under the board keep their count whatever the step, so that frames overwrite each other. */
    @ParameterizedTest
    @ValueSource(strings = {"bitmask", "recursive", "iterative", "scan"})
    void everyFrameOfABoardHasTheSameHeight(String solverId) {
        List<SearchEvent> events = events(solverId, 6, 1_000);
        TraceBoard board = board(solverId, 6, events);
        int height = TraceBoard.height(6, StateView.of(events.get(0).state(), 6));

        assertThat(board.frame(200, "running", 0, 80, List.of(TraceKeys.line(80)))).hasSize(height);
        for (SearchEvent event : events) {
            board.apply(event);
            assertThat(board.frame(200, "running", 0, 80, List.of(TraceKeys.line(80)))).hasSize(height);
        }
    }
}
