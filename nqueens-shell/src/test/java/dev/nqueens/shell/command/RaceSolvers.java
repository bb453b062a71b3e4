package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.time.ManualScheduler;
import java.time.Duration;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Solvers for races on a {@link ManualScheduler}'s clock: they take the time a test gives them by moving
 * the clock, so that times, rates and budgets come out the same on every machine, without waiting.
 */
final class RaceSolvers {

    private RaceSolvers() {
    }

    /** Another solver under a new id, which takes a given time on the clock before it answers. */
    static final class Paced implements Solver {
        private final String id;
        private final Solver delegate;
        private final ManualScheduler clock;
        private final Duration pace;

        /**
         * @param id its id
         * @param delegate the solver that answers
         * @param clock the clock to move
         * @param pace how far to move it before each answer
         */
        Paced(String id, Solver delegate, ManualScheduler clock, Duration pace) {
            this.id = id;
            this.delegate = delegate;
            this.clock = clock;
            this.pace = pace;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return delegate.description() + ", on a test clock";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return delegate.capabilities();
        }

        @Override
        public int maxBoardSize() {
            return delegate.maxBoardSize();
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            take(request);
            return delegate.solve(request);
        }

        @Override
        public long count(SolveRequest request) {
            take(request);
            return delegate.count(request);
        }

        @Override
        public long countUnique(SolveRequest request) {
            take(request);
            return delegate.countUnique(request);
        }

        private void take(SolveRequest request) {
            clock.advance(pace);
            request.cancellation().throwIfCancelled();
        }
    }

    /**
     * Counts until it is cancelled, which on the test clock is when its budget ends: it moves the clock a
     * tenth of a second at a time, and looks at its cancellation in between, as a real solver would.
     */
    static final class UntilCancelled implements Solver {
        /** More steps than any budget in the tests takes: a guard against a budget that never ends. */
        private static final int MAX_STEPS = 100_000;
        private static final Duration STEP = Duration.ofMillis(100);
        private final String id;
        private final ManualScheduler clock;

        UntilCancelled(String id, ManualScheduler clock) {
            this.id = id;
            this.clock = clock;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return "Counts until it is cancelled, on a test clock";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.COUNT);
        }

        @Override
        public long count(SolveRequest request) {
            for (int step = 0; step < MAX_STEPS; step++) {
                request.cancellation().throwIfCancelled();
                clock.advance(STEP);
            }
            throw new AssertionError("never cancelled");
        }
    }

    /**
     * Has Ctrl-C, or the end of the process, reach the session while it counts, as the signal handler on
     * its own thread would, and stops as its cancellation asks.
     */
    static final class Interrupting implements Solver {
        private final String id;
        private final Supplier<Interrupts> interrupts;
        private final Consumer<Interrupts> interrupt;

        /**
         * @param id its id
         * @param interrupts the session's interrupts
         * @param interrupt what reaches them: {@link Interrupts#cancelRunning()} for Ctrl-C,
         *     {@link Interrupts#terminate()} for the end of the process
         */
        Interrupting(String id, Supplier<Interrupts> interrupts, Consumer<Interrupts> interrupt) {
            this.id = id;
            this.interrupts = interrupts;
            this.interrupt = interrupt;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return "Interrupted while it counts";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.COUNT);
        }

        @Override
        public long count(SolveRequest request) {
            interrupt.accept(interrupts.get());
            request.cancellation().throwIfCancelled();
            throw new AssertionError("not cancelled by the interrupt");
        }
    }
}
