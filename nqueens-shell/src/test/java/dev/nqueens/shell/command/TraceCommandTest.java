package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code trace}: JSON Lines over a pipe, the summary, the animation on a screen, and its refusals. */
class TraceCommandTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    /**
     * Over a pipe, the trace is JSON Lines: a first line naming the schema and its version, then each step of
     * the search with its state, as the golden files of n = 4 have them (78 steps for the searches that test
     * squares one by one, 49 for bitmask).
     */
    @ParameterizedTest
    @ValueSource(strings = {"scan", "recursive", "iterative", "bitmask"})
    void overAPipeEachStepIsOneLineOfJson(String solver) throws IOException {
        CommandResult result = CommandResult.oneShot(session, "trace", "4", "-s", solver);

        assertThat(result).isEqualTo(CommandResult.succeeded(golden("trace-4-" + solver + ".jsonl")));
        assertThat(result.out().lines().findFirst()).contains(
                "{\"schema\":\"nqueens-trace\",\"version\":2,\"n\":4,\"solver\":\"" + solver + "\",\"placed\":[]}");
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = TraceCommandTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The tests of a step in a pre-placed queen's row count the squares passed over silently too. */
    @Test
    void limitStopsAfterKEventsAndTheFirstLineNamesThePrePlacedQueens() {
        CommandResult result = CommandResult.oneShot(session, "trace", "4", "-s", "recursive", "-f", "jsonl",
                "--limit", "2", "--place", "1:3");

        assertThat(result).isEqualTo(CommandResult.succeeded("""
                {"schema":"nqueens-trace","version":2,"n":4,"solver":"recursive","placed":[{"row":1,"column":3}]}
                {"step":1,"event":"place","row":0,"column":0,"tests":3,"state":{"kind":"recursion","depth":1,\
                "lines":{"columns":"1000","diagonals":"0001000","antiDiagonals":"1000000","reads":[{"array":"columns",\
                "index":0,"value":false},{"array":"diagonals","index":3,"value":false},{"array":"antiDiagonals",\
                "index":0,"value":false}]}}}
                {"step":2,"event":"place","row":1,"column":3,"tests":9,"state":{"kind":"recursion","depth":2,\
                "lines":{"columns":"1001","diagonals":"0101000","antiDiagonals":"1000100","reads":[{"array":"columns",\
                "index":3,"value":false},{"array":"diagonals","index":1,"value":false},{"array":"antiDiagonals",\
                "index":4,"value":false}]}}}
                """));
    }

    @Test
    void aLimitOfNoneTakesNoEvent() {
        assertThat(CommandResult.oneShot(session, "trace", "6", "-f", "jsonl", "--limit", "0"))
                .isEqualTo(CommandResult.succeeded(
                        "{\"schema\":\"nqueens-trace\",\"version\":2,\"n\":6,\"solver\":\"bitmask\",\"placed\":[]}\n"));
        assertThat(CommandResult.oneShot(session, "trace", "3", "--summary", "--limit", "0", "-s", "recursive"))
                .isEqualTo(CommandResult.succeeded("""
                        DEPTH  NODES  n^k  n!/(n-k)!
                        1      0      3    3
                        2      0      9    6
                        3      0      27   6
                        all    0      39   15
                        n^k: the nodes at depth k without pruning, a queen anywhere in each row
                        n!/(n-k)!: the same with one queen in each column too
                        backtracks: 0 queens taken back, 0 of them dead ends (no queen placed below them)
                        solutions: 0 (stopped after 0 steps)
                        """));
    }

    @Test
    void theSummaryCountsTheNodesAtEachDepth() {
        CommandResult result = CommandResult.oneShot(session, "trace", "8", "--summary", "-s", "iterative");

        assertThat(result).isEqualTo(CommandResult.succeeded("""
                DEPTH  NODES  n^k       n!/(n-k)!
                1      8      8         8
                2      42     64        56
                3      140    512       336
                4      344    4096      1680
                5      568    32768     6720
                6      550    262144    20160
                7      312    2097152   40320
                8      92     16777216  40320
                all    2056   19173960  109600
                n^k: the nodes at depth k without pruning, a queen anywhere in each row
                n!/(n-k)!: the same with one queen in each column too
                backtracks: 2056 queens taken back, 644 of them dead ends (no queen placed below them)
                rejected: 10212 on a column, 2088 on a diagonal, 1364 on an anti-diagonal
                solutions: 92
                """));
    }

    /** bitmask tests no square alone: its summary has the nodes of the others, and no rejections. */
    @Test
    void theSummaryOfBitmaskHasNoRejections() {
        CommandResult result = CommandResult.oneShot(session, "trace", "6", "--summary", "-s", "bitmask");

        assertThat(result).isEqualTo(CommandResult.succeeded("""
                DEPTH  NODES  n^k    n!/(n-k)!
                1      6      6      6
                2      20     36     30
                3      36     216    120
                4      46     1296   360
                5      40     7776   720
                6      4      46656  720
                all    152    55986  1956
                n^k: the nodes at depth k without pruning, a queen anywhere in each row
                n!/(n-k)!: the same with one queen in each column too
                backtracks: 152 queens taken back, 46 of them dead ends (no queen placed below them)
                solutions: 4
                """));
    }

    @Test
    void preplacedQueensNarrowTheSearch() {
        CommandResult result = CommandResult.oneShot(session, "trace", "5", "--place", "0:0", "--summary");

        assertThat(result.out()).startsWith("DEPTH  NODES  n^k   n!/(n-k)!\n1      1      5     5\n")
                .endsWith("solutions: 2\n");
    }

    @Test
    void solversThatDoNotReportTheirSearchAndOtherFormsAreRefused() {
        CommandResult.oneShot(session, "trace", "8", "-s", "halves")
                .assertUsageError("trace: the halves solver cannot report its search; solvers that can: bitmask,"
                        + " iterative, recursive");
        CommandResult.oneShot(session, "trace", "8", "-f", "ascii")
                .assertUsageError("trace: -f takes jsonl only here (the events as JSON Lines; svg with --tree), not ascii");
        CommandResult.oneShot(session, "trace", "33", "-s", "bitmask")
                .assertUsageError("trace: n = 33 is beyond");
        CommandResult.oneShot(session, "trace", "8", "--delay", "soon")
                .assertUsageError("trace: --delay must be a duration");
    }

    @Test
    void inATerminalItAnimatesToTheEnd() {
        KeyedScreen screen = new KeyedScreen(120, 40, "");
        CommandResult result = animate(screen, "trace", "4", "-s", "bitmask", "--delay", "1ms");

        assertThat(result).isEqualTo(CommandResult.succeeded(""));
        // the last solution, and the solutions found in place of the keys
        assertThat(screen.lastFrame()).startsWith("trace 4 with bitmask  step 33 of 49  solutions 2  delay 1 ms  done\n"
                + "    0 1 2 3\n");
        assertThat(screen.lastFrame()).endsWith("""
                solution: 2 0 3 1
                2 solutions found, their columns in rows 0 to 3:
                  1 3 0 2   2 0 3 1
                """).doesNotContain("space");
        assertThat(screen.closed).isTrue();
    }

    @Test
    void keysTakeOneStepAndStop() {
        KeyedScreen screen = new KeyedScreen(120, 40, "nnq");
        CommandResult result = animate(screen, "trace", "4", "-s", "recursive", "--delay", "5s");

        assertThat(result).isEqualTo(CommandResult.succeeded(""));
        assertThat(screen.lastFrame()).isEqualTo("""
                trace 4 with recursive  step 3  solutions 0  delay 5000 ms  stopped
                    0 1 2 3  calls: depth 2
                  0 Q . . .  fill(0)  column 0
                > 1 o * . .  fill(1)  column 1
                  2 x . x .
                  3 x . . x
                               0 1 2 3 4 5 6
                  cols         1[0]0 0
                  diag[r-c+3]  0 0 0[1]0 0 0
                  anti[r+c]    1 0 0 0 0 0 0
                reject 1:1: on a diagonal of the queen at 0:0; read cols[1] = 0, diag[3] = 1
                no solution found
                """);
    }

    /** The attack on a rejected square is red on a terminal with colours, unless NO_COLOR asks for none. */
    @Test
    void theAttackIsRedOnATerminalWithColoursUnlessTheUserAsksForNone() {
        // step 12 of recursive's n = 8: 4:0 rejected, attacked along column 0 by 0:0 and by 3:1
        KeyedScreen coloured = new KeyedScreen(120, 40, "g12\rq", true);
        animate(coloured, "trace", "8", "-s", "recursive", "--delay", "5s");
        assertThat(coloured.lastFrame()).contains("  3 \033[31m|\033[0m ", "\033[31;1mQ\033[0m",
                "reject 4:0: on a column of 0:0 and an anti-diagonal of 3:1; read cols[0] = 1\n");

        for (boolean[] plain : new boolean[][] {{true, false}, {false, true}}) {
            KeyedScreen screen = new KeyedScreen(120, 40, "g12\rq", plain[1]);
            animate(screen, plain[0], "trace", "8", "-s", "recursive", "--delay", "5s");
            assertThat(screen.lastFrame()).doesNotContain("\033[3").contains("  3 | Q . . . . . .  fill(3)  column 1\n");
        }
    }

    @Test
    void aBoardLargerThanTheTerminalIsRefusedBeforeAnyWork() {
        KeyedScreen screen = new KeyedScreen(80, 24, "");
        CommandResult result = animate(screen, "trace", "20", "-s", "bitmask");

        result.assertUsageError("trace: a board of n = 20 needs 33 lines and 52 columns, and this terminal has 24"
                + " and 80; enlarge it, or take -f jsonl or --summary");
        assertThat(screen.drawn.toString()).isEmpty();
    }

    private CommandResult animate(Screen screen, String... words) {
        return animate(screen, true, words);
    }

    /** @param colours false if the user asked for no colour (NO_COLOR) */
    private CommandResult animate(Screen screen, boolean colours, String... words) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        StandardStreams streams = new StandardStreams(out, new PrintWriter(err, true), true, false)
                .withColours(colours);
        int status = new CommandRunner(session, streams, Invocation.ONE_SHOT, () -> ExitStatus.OK, screen)
                .run("", List.of(words));
        return new CommandResult(status, out.toString(), err.toString());
    }

    /** A screen of a given size whose keys are typed one per read, then none; never while the search runs ahead. */
    private static final class KeyedScreen implements Screen {
        private final int columns;
        private final int rows;
        private final Deque<Character> keys = new ArrayDeque<>();
        private final StringWriter drawn = new StringWriter();
        private final boolean colours;
        private boolean closed;

        KeyedScreen(int columns, int rows, String keys) {
            this(columns, rows, keys, false);
        }

        /** @param colours true for a terminal that shows colours */
        KeyedScreen(int columns, int rows, String keys, boolean colours) {
            this.columns = columns;
            this.rows = rows;
            this.colours = colours;
            keys.chars().forEach(key -> this.keys.add((char) key));
        }

        /** @return the last frame drawn, its lines as they stand on the screen */
        String lastFrame() {
            String[] frames = drawn.toString().split("\r\033\\[[0-9]+A");
            return frames[frames.length - 1].replace("\033[K", "").replace("\033[J", "").replace("\r", "");
        }

        @Override
        public Live open() {
            return new Live() {
                @Override
                public int columns() {
                    return columns;
                }

                @Override
                public int rows() {
                    return rows;
                }

                @Override
                public int read(long timeoutMillis) {
                    if (timeoutMillis == 1) {
                        // a look at the keys while the search runs ahead: the keys typed wait for the next pause
                        return NO_KEY;
                    }
                    Character key = keys.poll();
                    return key == null ? NO_KEY : key;
                }

                @Override
                public Writer writer() {
                    return drawn;
                }

                @Override
                public boolean colours() {
                    return colours;
                }

                @Override
                public void close() {
                    closed = true;
                }
            };
        }
    }
}
