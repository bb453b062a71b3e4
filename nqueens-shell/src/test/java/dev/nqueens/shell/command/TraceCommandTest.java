package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code trace}: JSON Lines over a pipe, the summary, the animation on a screen, and its refusals. */
class TraceCommandTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @Test
    void overAPipeEachStepIsOneLineOfJson() {
        CommandResult result = CommandResult.oneShot(session, "trace", "4", "-s", "recursive");

        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        List<String> lines = result.out().lines().toList();
        // the 78 steps of the search of n = 4, as worked by hand in the solvers' tests
        assertThat(lines).hasSize(78);
        assertThat(lines.get(0)).isEqualTo("{\"step\":1,\"event\":\"place\",\"row\":0,\"column\":0}");
        assertThat(lines.get(1)).isEqualTo(
                "{\"step\":2,\"event\":\"reject\",\"row\":1,\"column\":0,\"cause\":\"column\",\"byRow\":0,\"byColumn\":0}");
        assertThat(lines.get(8)).isEqualTo("{\"step\":9,\"event\":\"remove\",\"row\":1,\"column\":2}");
        assertThat(lines.get(30)).isEqualTo("{\"step\":31,\"event\":\"solution\",\"number\":1,\"columns\":[1,3,0,2]}");
        assertThat(lines).filteredOn(line -> line.contains("\"solution\"")).hasSize(2);
        assertThat(result.err()).isEmpty();
    }

    @Test
    void bitmaskAddsItsMasksAndLimitStops() {
        CommandResult result = CommandResult.oneShot(session, "trace", "4", "-s", "bitmask", "-f", "jsonl",
                "--limit", "2");

        assertThat(result).isEqualTo(CommandResult.succeeded(
                "{\"step\":1,\"event\":\"place\",\"row\":0,\"column\":0,\"masks\":{\"columns\":0,\"diagonals\":0,"
                        + "\"antiDiagonals\":0,\"free\":15}}\n"
                        + "{\"step\":2,\"event\":\"reject\",\"row\":1,\"column\":0,\"cause\":\"column\",\"byRow\":0,"
                        + "\"byColumn\":0,\"masks\":{\"columns\":1,\"diagonals\":2,\"antiDiagonals\":0,\"free\":12}}\n"));
    }

    @Test
    void aLimitOfNoneTakesNoEvent() {
        assertThat(CommandResult.oneShot(session, "trace", "6", "-f", "jsonl", "--limit", "0"))
                .isEqualTo(CommandResult.succeeded(""));
        assertThat(CommandResult.oneShot(session, "trace", "3", "--summary", "--limit", "0"))
                .isEqualTo(CommandResult.succeeded("""
                        DEPTH  NODES
                        1      0
                        2      0
                        3      0
                        rejected: 0 on a column, 0 on a diagonal, 0 on an anti-diagonal
                        solutions: 0 (stopped after 0 steps)
                        """));
    }

    @Test
    void theSummaryCountsTheNodesAtEachDepth() {
        CommandResult result = CommandResult.oneShot(session, "trace", "8", "--summary", "-s", "iterative");

        assertThat(result).isEqualTo(CommandResult.succeeded("""
                DEPTH  NODES
                1      8
                2      42
                3      140
                4      344
                5      568
                6      550
                7      312
                8      92
                rejected: 10212 on a column, 2088 on a diagonal, 1364 on an anti-diagonal
                solutions: 92
                """));
    }

    @Test
    void preplacedQueensNarrowTheSearch() {
        CommandResult result = CommandResult.oneShot(session, "trace", "5", "--place", "0:0", "--summary");

        assertThat(result.out()).startsWith("DEPTH  NODES\n1      1\n").endsWith("solutions: 2\n");
    }

    @Test
    void solversThatDoNotReportTheirSearchAndOtherFormsAreRefused() {
        CommandResult.oneShot(session, "trace", "8", "-s", "halves")
                .assertUsageError("trace: the halves solver cannot report its search; solvers that can: bitmask,"
                        + " iterative, recursive");
        CommandResult.oneShot(session, "trace", "8", "-f", "ascii")
                .assertUsageError("trace: -f takes jsonl only here (the events as JSON Lines), not ascii");
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
        assertThat(screen.lastFrame()).startsWith("trace 4 with bitmask  step 78  solutions 2  delay 1 ms  done\n"
                + "    0 1 2 3\n");
        assertThat(screen.lastFrame()).contains("    1 1 1 1  free\n", "remove 0:3 (backtrack)\n",
                "space pause/go  n or -> one step");
        assertThat(screen.closed).isTrue();
    }

    @Test
    void keysTakeOneStepAndStop() {
        KeyedScreen screen = new KeyedScreen(120, 40, "nnq");
        CommandResult result = animate(screen, "trace", "4", "-s", "recursive", "--delay", "5s");

        assertThat(result).isEqualTo(CommandResult.succeeded(""));
        assertThat(screen.lastFrame()).isEqualTo("""
                trace 4 with recursive  step 3  solutions 0  delay 5000 ms  stopped
                    0 1 2 3
                  0 Q . . .
                > 1 x * . .
                  2 x . x .
                  3 x . . x
                reject 1:1: on a diagonal of the queen at 0:0
                space pause/go  n or -> one step  + faster  - slower  s next solution  q quit
                """);
    }

    @Test
    void aBoardLargerThanTheTerminalIsRefusedBeforeAnyWork() {
        KeyedScreen screen = new KeyedScreen(80, 24, "");
        CommandResult result = animate(screen, "trace", "20", "-s", "bitmask");

        result.assertUsageError("trace: a board of n = 20 needs 28 lines and 61 columns, and this terminal has 24"
                + " and 80; enlarge it, or take -f jsonl or --summary");
        assertThat(screen.drawn.toString()).isEmpty();
    }

    private CommandResult animate(Screen screen, String... words) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        StandardStreams streams = new StandardStreams(out, new PrintWriter(err, true), true, false);
        int status = new CommandRunner(session, streams, Invocation.ONE_SHOT, () -> ExitStatus.OK, screen)
                .run("", List.of(words));
        return new CommandResult(status, out.toString(), err.toString());
    }

    /** A screen of a given size whose keys are typed one per read, then none. */
    private static final class KeyedScreen implements Screen {
        private final int columns;
        private final int rows;
        private final Deque<Character> keys = new ArrayDeque<>();
        private final StringWriter drawn = new StringWriter();
        private boolean closed;

        KeyedScreen(int columns, int rows, String keys) {
            this.columns = columns;
            this.rows = rows;
            keys.chars().forEach(key -> this.keys.add((char) key));
        }

        /** @return the last frame drawn, its lines as they stand on the screen */
        String lastFrame() {
            String[] frames = drawn.toString().split("\r\033\\[[0-9]+A");
            return frames[frames.length - 1].replace("\033[K", "").replace("\r", "");
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
                    Character key = keys.poll();
                    return key == null ? NO_KEY : key;
                }

                @Override
                public Writer writer() {
                    return drawn;
                }

                @Override
                public void close() {
                    closed = true;
                }
            };
        }
    }
}
