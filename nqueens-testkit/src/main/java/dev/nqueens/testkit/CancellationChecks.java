package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.jspecify.annotations.Nullable;

/**
 * The checks of {@link SolverContract} that every call a solver's capabilities promise stops once cancelled,
 * within {@link SolverContract#CANCELLATION_BOUND}, and how they measure a stop; the splitting checks measure
 * a subproblem's count the same way.
 */
final class CancellationChecks {

    /** How long a solver may take to stop once cancelled: {@link SolverContract#CANCELLATION_BOUND}. */
    private static final Duration CANCELLATION_BOUND = SolverContract.CANCELLATION_BOUND;

    /** How long a check waits for a cancelled call to end before it gives up on it: ten times the promise. */
    private static final Duration STOP_GIVE_UP = Duration.ofSeconds(1);

    /** Attempts at a stop within {@link SolverContract#CANCELLATION_BOUND}; the best of them counts. */
    private static final int STOP_ATTEMPTS = 3;

    /** CPU time of a call's own thread after which the call is well under way, and may be cancelled. */
    private static final long HEAD_START_CPU_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /** Time after which a call that has shown that it is at work may be cancelled. */
    private static final Duration HEAD_START = Duration.ofMillis(100);

    /** Time after which a call that works on other threads and reports nothing is taken to be under way. */
    private static final Duration HEAD_START_WALL = Duration.ofSeconds(2);

    private CancellationChecks() {
    }

    /** Cancellation: every call stops within 100 ms of cancel(), and at once if cancelled beforehand. */
    abstract static class Cancelling extends SolverCheckGroup {

        @Test
        @DisplayName("cancelling a stream under way stops it with CancellationException")
        void cancellingAStreamStopsIt(TestReporter reporter) {
            assumeLists();
            assertStopsWhenCancelledUnderWay(this, reporter, n -> Optional.of(streamOf(n)));
        }

        @Test
        @DisplayName("a stream of a request cancelled beforehand stops at once with CancellationException")
        void aStreamCancelledBeforehandStops(TestReporter reporter) {
            assumeLists();
            assertStopsWhenCancelledBeforehand(reporter, streamOf(largeBoard()));
        }

        @Test
        @DisplayName("cancelling a count under way stops it with CancellationException")
        void cancellingACountStopsIt(TestReporter reporter) {
            assumePromises(Capability.COUNT);
            assertStopsWhenCancelledUnderWay(this, reporter, n -> Optional.of(countOf(n)));
        }

        @Test
        @DisplayName("a count with a request cancelled beforehand stops at once with CancellationException")
        void aCountCancelledBeforehandStops(TestReporter reporter) {
            assumePromises(Capability.COUNT);
            assertStopsWhenCancelledBeforehand(reporter, countOf(largeBoard()));
        }

        @Test
        @DisplayName("cancelling a unique count under way stops it with CancellationException")
        void cancellingAUniqueCountStopsIt(TestReporter reporter) {
            assumePromises(Capability.UNIQUE_COUNT);
            assertStopsWhenCancelledUnderWay(this, reporter, n -> Optional.of(uniqueCountOf(n)));
        }

        @Test
        @DisplayName("a unique count with a request cancelled beforehand stops at once with CancellationException")
        void aUniqueCountCancelledBeforehandStops(TestReporter reporter) {
            assumePromises(Capability.UNIQUE_COUNT);
            assertStopsWhenCancelledBeforehand(reporter, uniqueCountOf(largeBoard()));
        }

        private int largeBoard() {
            int n = largeBoardSize();
            assumeTrue(n >= 4, () -> "n = " + n + " is too small to run long");
            return n;
        }

        private Cancellable streamOf(int n) {
            return new Cancellable(ofTheSolver("solve(n = " + n + ")"), (cancellation, working) -> {
                try (Stream<Solution> solutions = solver().solve(request(n, cancellation, working))) {
                    solutions.forEach(solution -> working.run());
                }
                return null;
            });
        }

        private Cancellable countOf(int n) {
            return new Cancellable(ofTheSolver("count(n = " + n + ")"),
                    (cancellation, working) -> solver().count(request(n, cancellation, working)));
        }

        private Cancellable uniqueCountOf(int n) {
            return new Cancellable(ofTheSolver("countUnique(n = " + n + ")"),
                    (cancellation, working) -> solver().countUnique(request(n, cancellation, working)));
        }

        private SolveRequest request(int n, Cancellation cancellation, Runnable working) {
            return SolveRequest.builder(n).cancellation(cancellation).progress((done, total) -> working.run()).build();
        }
    }

    /**
     * A call that the cancellation checks make: what it is, in words that name the solver, and the call.
     *
     * @param what as in {@code count(n = 16) of solver 'bitmask'}
     * @param call the call, with the cancellation its request must carry
     */
    record Cancellable(String what, CancellableCall call) {
    }

    /** A solver call that carries the given cancellation, and says when it shows that it is at work. */
    @FunctionalInterface
    interface CancellableCall {
        /**
         * @param cancellation the cancellation the call's request carries
         * @param working run whenever the call shows that it is at work: a progress report, a solution
         * @return what the call returned, null for a stream it read to the end
         * @throws Exception whatever the call throws
         */
        @Nullable Object run(Cancellation cancellation, Runnable working) throws Exception;
    }

    /**
     * Cancels a call once it is under way, and measures how long it takes to stop, from {@code cancel()} to
     * the end of the call. The boards grow from just beyond those counted in full
     * ({@link SolverContract#largestCountedBoardSize()}) to {@link SolverContract#largeBoardSize()}: a board whose
     * call ends of itself, before or just after {@code cancel()}, is too small to tell anything, and the next is
     * tried. A stop within
     * {@link #CANCELLATION_BOUND} passes; a slower one is tried again, up to {@link #STOP_ATTEMPTS} times, and
     * the best counts, so that a pause of a busy machine does not fail a solver that polls its cancellation
     * often; a call still running {@link #STOP_GIVE_UP} after {@code cancel()} fails at once.
     *
     * @param group the checks that make the call, with the solver and the contract's board sizes
     * @param calls the call for a board of n, or empty if n has nothing to cancel (a split without subproblems)
     */
    static void assertStopsWhenCancelledUnderWay(SolverCheckGroup group, TestReporter reporter,
            IntFunction<Optional<Cancellable>> calls) {
        int first = group.countedBoardSizes().max().orElse(0) + 1;
        int last = Math.min(Math.max(first, group.largeBoardSize()), group.solver().maxBoardSize());
        List<Long> stops = new ArrayList<>();
        String slow = "";
        for (int n = first; n <= last && stops.size() < STOP_ATTEMPTS; ) {
            Optional<Cancellable> target = calls.apply(n);
            if (target.isEmpty()) {
                n++;
                continue;
            }
            String what = target.get().what();
            Cancellation cancellation = new Cancellation();
            AtomicBoolean working = new AtomicBoolean();
            BackgroundCall<Object> call = BackgroundCall.start(what,
                    () -> target.get().call().run(cancellation, () -> working.set(true)));
            awaitUnderWay(call, working);
            long cancelledAt = System.nanoTime();
            if (!call.isDone()) {
                cancellation.cancel();
                if (!call.awaitWithin(STOP_GIVE_UP)) {
                    fail(what + " should stop within " + CANCELLATION_BOUND.toMillis() + " ms of cancel() with a"
                            + " CancellationException, but was still running " + STOP_GIVE_UP.toMillis()
                            + " ms after it: it ignores its request's cancellation, or polls it far too seldom");
                }
            }
            if (call.failure() == null) {
                n++; // the call ended of itself: the board is too small to tell whether it would have stopped
                continue;
            }
            assertCancellationException(call, what, "once cancelled");
            long stop = call.finishedAtNanos() - cancelledAt;
            if (stop <= CANCELLATION_BOUND.toNanos()) {
                reporter.publishEntry("stopped", what + " stopped " + micros(stop) + " after cancel()");
                return;
            }
            stops.add(stop);
            slow = what;
        }
        if (stops.isEmpty()) {
            abort("every call from n = " + first + " to " + last + " ended of itself before it could be cancelled,"
                    + " so none tells whether it would have stopped; if larger boards run longer, override"
                    + " largeBoardSize()");
        }
        fail(slow + " should stop within " + CANCELLATION_BOUND.toMillis() + " ms of cancel(), as the README promises,"
                + " but took " + millis(stops) + " in " + stops.size() + " attempts (best "
                + TimeUnit.NANOSECONDS.toMillis(Collections.min(stops)) + " ms), measured from cancel() to the end of"
                + " the call");
    }

    /**
     * Makes a call whose request is cancelled beforehand, and measures how long it takes to stop, from its
     * start; as {@link #assertStopsWhenCancelledUnderWay}, the best of up to {@link #STOP_ATTEMPTS} counts.
     */
    static void assertStopsWhenCancelledBeforehand(TestReporter reporter, Cancellable target) {
        String what = target.what() + " of a request cancelled beforehand";
        List<Long> stops = new ArrayList<>();
        while (stops.size() < STOP_ATTEMPTS) {
            Cancellation cancelled = new Cancellation();
            cancelled.cancel();
            BackgroundCall<Object> call = BackgroundCall.start(what, () -> target.call().run(cancelled, () -> { }));
            if (!call.awaitWithin(STOP_GIVE_UP)) {
                fail(what + " should stop at once with a CancellationException, but was still running "
                        + STOP_GIVE_UP.toMillis() + " ms later: it never looks at its request's cancellation");
            }
            assertCancellationException(call, what, "");
            long stop = call.finishedAtNanos() - call.startedAtNanos();
            if (stop <= CANCELLATION_BOUND.toNanos()) {
                reporter.publishEntry("stopped", what + " stopped " + micros(stop) + " after its start");
                return;
            }
            stops.add(stop);
        }
        fail(what + " should stop within " + CANCELLATION_BOUND.toMillis() + " ms, as the README promises, but took "
                + millis(stops) + " in " + stops.size() + " attempts (best "
                + TimeUnit.NANOSECONDS.toMillis(Collections.min(stops)) + " ms), measured from the start of the call"
                + " to its end");
    }

    /** Fails unless the call, which has ended, threw {@link CancellationException}. */
    private static void assertCancellationException(BackgroundCall<?> call, String what, String when) {
        Throwable failure = call.failure();
        String should = what + " should stop " + (when.isEmpty() ? "" : when + " ") + "with a CancellationException";
        if (failure == null) {
            fail(should + ", but returned " + call.result());
        }
        if (!(failure instanceof CancellationException)) {
            fail(should + ", but threw " + failure, failure);
        }
    }

    /**
     * Waits until a call is under way: its own thread has worked {@link #HEAD_START_CPU_NANOS}, or it has shown
     * that it is at work and {@link #HEAD_START} has passed, or {@link #HEAD_START_WALL} has passed (a call that
     * works on other threads and reports nothing), or it has ended. CPU time, unlike the clock, does not run
     * while a busy machine keeps the call waiting.
     */
    private static void awaitUnderWay(BackgroundCall<?> call, AtomicBoolean working) {
        long start = System.nanoTime();
        // the wall-clock head start ends the wait, so the timeout is only a guard
        Eventually.holds(() -> {
            long elapsed = System.nanoTime() - start;
            return call.isDone() || call.cpuNanos() >= HEAD_START_CPU_NANOS
                    || working.get() && elapsed >= HEAD_START.toNanos()
                    || elapsed >= HEAD_START_WALL.toNanos();
        }, "the call to get under way", HEAD_START_WALL.multipliedBy(2));
    }

    /** @return the duration in milliseconds to the microsecond, as in {@code 3.214 ms} */
    private static String micros(long nanos) {
        return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }

    /** @return the durations in milliseconds, as in {@code 130, 150 and 140 ms} */
    private static String millis(List<Long> nanos) {
        List<String> each = nanos.stream().map(stop -> String.valueOf(TimeUnit.NANOSECONDS.toMillis(stop))).toList();
        String all = each.size() == 1 ? each.get(0)
                : String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1);
        return all + " ms";
    }
}
