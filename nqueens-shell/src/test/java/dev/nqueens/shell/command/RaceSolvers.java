package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.time.ManualScheduler;
import dev.nqueens.testkit.internal.TestProviders;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Solvers for races on a {@link ManualScheduler}'s clock: they take the time a test gives them by moving
 * the clock, so that times, rates and budgets come out the same on every machine, without waiting.
 */
final class RaceSolvers {

    /** More steps than any budget in the tests takes: a guard against a budget that never ends. */
    private static final int MAX_STEPS = 100_000;
    private static final Duration STEP = Duration.ofMillis(100);

    private RaceSolvers() {
    }

    /**
     * @param id its id
     * @param delegate the solver that answers
     * @param clock the clock to move
     * @param pace how far to move it before each answer
     * @return another solver under a new id, which takes a given time on the clock before it answers
     */
    static Solver paced(String id, Solver delegate, ManualScheduler clock, Duration pace) {
        Consumer<SolveRequest> take = request -> {
            clock.advance(pace);
            request.cancellation().throwIfCancelled();
        };
        return TestProviders.solver(id).basedOn(delegate).description(delegate.description() + ", on a test clock")
                .solve(request -> {
                    take.accept(request);
                    return delegate.solve(request);
                })
                .count(request -> {
                    take.accept(request);
                    return delegate.count(request);
                })
                .countUnique(request -> {
                    take.accept(request);
                    return delegate.countUnique(request);
                })
                .build();
    }

    /**
     * @param id its id
     * @param clock the clock to move
     * @return a solver that counts until it is cancelled, which on the test clock is when its budget ends: it
     *     moves the clock a tenth of a second at a time, and looks at its cancellation in between, as a real
     *     solver would
     */
    static Solver untilCancelled(String id, ManualScheduler clock) {
        return TestProviders.solver(id).description("Counts until it is cancelled, on a test clock")
                .capabilities(Capability.COUNT).count(request -> {
                    for (int step = 0; step < MAX_STEPS; step++) {
                        request.cancellation().throwIfCancelled();
                        clock.advance(STEP);
                    }
                    throw new AssertionError("never cancelled");
                })
                .build();
    }

    /**
     * @param id its id
     * @param clock the test clock
     * @param spent how far it moves the clock: exactly to the end of its budget and grace, no further, since the
     *     race goes on while this solver's thread still moves the clock, and a move past that end would run the
     *     timers of the next solver's call too
     * @param hung released when the test ends; until then the solver's thread waits on it
     * @return a solver that ignores its cancellation: it moves the clock to the end of its budget and grace,
     *     then hangs, as a plugin's loop that never looks at its cancellation would
     */
    static Solver ignoringCancellation(String id, ManualScheduler clock, Duration spent, CountDownLatch hung) {
        return TestProviders.solver(id).description("Never stops, on a test clock").capabilities(Capability.COUNT)
                .count(request -> {
                    clock.advance(spent);
                    try {
                        hung.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return 92;
                })
                .build();
    }

    /**
     * @param id its id
     * @param interrupts the session's interrupts
     * @param interrupt what reaches them: {@link Interrupts#cancelRunning()} for Ctrl-C,
     *     {@link Interrupts#terminate()} for the end of the process
     * @return a solver that has Ctrl-C, or the end of the process, reach the session while it counts, as the
     *     signal handler on its own thread would, and stops as its cancellation asks
     */
    static Solver interrupting(String id, Supplier<Interrupts> interrupts, Consumer<Interrupts> interrupt) {
        return TestProviders.solver(id).description("Interrupted while it counts").capabilities(Capability.COUNT)
                .count(request -> {
                    interrupt.accept(interrupts.get());
                    request.cancellation().throwIfCancelled();
                    throw new AssertionError("not cancelled by the interrupt");
                })
                .build();
    }
}
