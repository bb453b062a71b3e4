package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.io.Screen;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moving in time in {@code trace}'s animation, on a screen whose keys are typed one a read: back, forward,
 * to a step, to the previous and next solution, again from the start, within the history and beyond it.
 */
class TraceAnimationTest {

    private static final Registry<Solver> SOLVERS = Registry.installed(ProviderKind.SOLVER);
    private static final List<SearchEvent> EVENTS = TraceBoardTest.events("recursive", 4, 1_000);

    /** The steps of n = 4 that are solutions. */
    private static List<Long> solutionSteps() {
        List<Long> steps = new ArrayList<>();
        for (int i = 0; i < EVENTS.size(); i++) {
            if (EVENTS.get(i) instanceof SearchEvent.Found) {
                steps.add(i + 1L);
            }
        }
        return steps;
    }

    /** A trace of recursive's n = 4, as TraceCommand runs it, and the frames it drew. */
    private static final class Trace implements Screen.Live {
        private final Deque<Integer> keys = new ArrayDeque<>();
        private final StringWriter drawn = new StringWriter();
        private final int historySteps;
        private final int afterKeys;
        int runs;

        /**
         * @param keys the keys typed, one a read
         * @param historySteps the steps the history holds
         * @param afterKeys the key read once they are all read: q, or {@link Screen#NO_KEY} (after the time)
         */
        Trace(String keys, int historySteps, int afterKeys) {
            keys.chars().forEach(this.keys::add);
            this.historySteps = historySteps;
            this.afterKeys = afterKeys;
        }

        Trace(String keys, int historySteps) {
            this(keys, historySteps, 'q');
        }

        /** Runs the trace to its end or to q, again from the start as often as it asks. */
        Trace run() {
            TraceAnimation animation = new TraceAnimation(this,
                    () -> TraceBoardTest.board("recursive", 4, EVENTS), historySteps, new Cancellation(), 5_000);
            SolveRequest request = SolveRequest.builder(4).searchListener(animation).build();
            boolean stopped = false;
            for (boolean again = true; again; ) {
                again = false;
                runs++;
                try {
                    SOLVERS.byId("recursive").count(request);
                } catch (TraceAnimation.Restarted e) {
                    again = true;
                } catch (TraceAnimation.Stopped e) {
                    stopped = true;
                }
            }
            animation.finish(stopped ? "stopped" : "done", !stopped);
            return this;
        }

        /** @return the frames drawn, each as it stands on the screen */
        List<String> frames() {
            List<String> frames = new ArrayList<>();
            for (String frame : drawn.toString().split("\r\033\\[[0-9]+A|\033\\[H\033\\[2J")) {
                frames.add(frame.replace("\033[K", "").replace("\033[J", "").replace("\r", ""));
            }
            return frames;
        }

        String lastFrame() {
            List<String> frames = frames();
            return frames.get(frames.size() - 1);
        }

        @Override
        public int columns() {
            return 80;
        }

        @Override
        public int rows() {
            return 40;
        }

        @Override
        public int read(long timeoutMillis) {
            if (timeoutMillis == 1) {
                // a look at the keys while the search runs ahead: the keys typed here wait for the next pause
                return Screen.NO_KEY;
            }
            Integer key = keys.poll();
            if (key == null && afterKeys == Screen.NO_KEY) {
                try {
                    Thread.sleep(timeoutMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return key == null ? afterKeys : key;
        }

        @Override
        public Writer writer() {
            return drawn;
        }

        @Override
        public void close() {
        }
    }

    private static String status(String frame) {
        return frame.lines().findFirst().orElseThrow();
    }

    @Test
    void spacePausesOnTheStepShownAndPlusAndMinusShowTheDelayAtOnce() {
        Trace trace = new Trace(" +-", 100).run();

        assertThat(trace.frames()).extracting(TraceAnimationTest::status).containsSubsequence(
                "trace 4 with recursive  step 1  solutions 0  delay 5000 ms  running",
                "trace 4 with recursive  step 1  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 1  solutions 0  delay 2500 ms  paused",
                "trace 4 with recursive  step 1  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 1  solutions 0  delay 5000 ms  stopped");
        assertThat(trace.frames()).noneMatch(frame -> frame.contains("step 2 "));
    }

    @Test
    void backAndForwardGoThroughTheStepsTheSearchTook() {
        Trace trace = new Trace("nnnnbbbn", 100).run();

        assertThat(trace.frames()).extracting(TraceAnimationTest::status).containsSubsequence(
                "trace 4 with recursive  step 5  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 4 of 5  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 2 of 5  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 3 of 5  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 3 of 5  solutions 0  delay 5000 ms  stopped");
        assertThat(trace.lastFrame()).contains("""
                  0 Q . . .  fill(0)  column 0
                > 1 o * . .  fill(1)  column 1
                """);
        assertThat(trace.runs).isEqualTo(1);
    }

    @Test
    void aStepIsReachedOutOfTheHistoryOrByTheSearchAhead() {
        Trace trace = new Trace("g30\rg12\rg\033x", 100).run();

        assertThat(trace.frames()).extracting(TraceAnimationTest::status).containsSubsequence(
                "trace 4 with recursive  step 30  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 12 of 30  solutions 0  delay 5000 ms  paused");
        assertThat(trace.frames()).anyMatch(frame -> frame.endsWith("go to step: 12_  Enter to go, Esc to cancel"));
        assertThat(trace.runs).isEqualTo(1);
    }

    @Test
    void aStepOlderThanTheHistoryIsReachedByTheSearchAgainFromItsStart() {
        Trace trace = new Trace("g40\rg3\rbr", 10).run();

        assertThat(trace.frames()).extracting(TraceAnimationTest::status).containsSubsequence(
                "trace 4 with recursive  step 40  solutions 1  delay 5000 ms  paused",
                "trace 4 with recursive  step 3  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 2 of 3  solutions 0  delay 5000 ms  paused",
                "trace 4 with recursive  step 1 of 3  solutions 0  delay 5000 ms  paused");
        assertThat(trace.runs).isEqualTo(2);
        assertThat(status(trace.lastFrame())).isEqualTo(
                "trace 4 with recursive  step 1 of 3  solutions 0  delay 5000 ms  stopped");
    }

    @Test
    void theNextAndPreviousSolutionsWithinTheHistoryAndBeyondIt() {
        List<Long> solutions = solutionSteps();
        Trace within = new Trace("ssSSs", 100).run();
        assertThat(within.frames()).extracting(TraceAnimationTest::status).containsSubsequence(
                "trace 4 with recursive  step " + solutions.get(0) + "  solutions 1  delay 5000 ms  paused",
                "trace 4 with recursive  step " + solutions.get(1) + "  solutions 2  delay 5000 ms  paused",
                "trace 4 with recursive  step " + solutions.get(0) + " of " + solutions.get(1)
                        + "  solutions 1  delay 5000 ms  paused",
                "trace 4 with recursive  step " + solutions.get(1) + "  solutions 2  delay 5000 ms  paused");
        assertThat(within.frames()).anyMatch(frame -> frame.endsWith("\nno solution before step " + solutions.get(0)));
        assertThat(within.runs).isEqualTo(1);

        Trace beyond = new Trace("ssS", 5).run();
        assertThat(status(beyond.lastFrame())).isEqualTo("trace 4 with recursive  step " + solutions.get(0)
                + "  solutions 1  delay 5000 ms  stopped");
        assertThat(beyond.runs).isEqualTo(2);
    }

    @Test
    void theEndShowsTheLastSolutionAndTheSolutionsFoundWithoutTheKeys() {
        Trace trace = new Trace("ss+++++++++++++ ", 100, Screen.NO_KEY).run();

        assertThat(trace.lastFrame()).startsWith("trace 4 with recursive  step " + solutionSteps().get(1) + " of "
                + EVENTS.size() + "  solutions 2  delay 1 ms  done\n")
                .endsWith("""
                        solution: 2 0 3 1
                        2 solutions found, their columns in rows 0 to 3:
                          1 3 0 2   2 0 3 1
                        """)
                .doesNotContain("space");
    }
}
