package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The checks of {@link SolverContract} that hold whatever a solver's capabilities: its identity as a
 * provider, the refusal of what it cannot serve, calls from several threads at once, and its progress.
 */
final class EverySolverChecks {

    /** How long a call that must be refused, before any work, may take to return. */
    private static final Duration REFUSAL_BOUND = Duration.ofSeconds(1);

    /** Threads that call one solver instance at the same time. */
    private static final int CONCURRENT_CALLERS = 4;

    private EverySolverChecks() {
    }

    /** Identity: the id, the description, the capabilities, the registration and the class of a provider. */
    abstract static class Identity extends SolverCheckGroup {

        @Test
        @DisplayName("the id is lower-case letters, digits and single dashes")
        void idIsWellFormed() {
            Solver solver = solver();
            assertThat(Registry.of(ProviderKind.SOLVER, List.of(solver)).ids())
                    .as("the id '%s' of %s should be lower-case letters, digits and single dashes, so that a registry"
                            + " admits it", solver.id(), solver.getClass().getName())
                    .containsExactly(solver.id());
        }

        @Test
        @DisplayName("a registry admits it: built for this API version, and every method answers")
        void registryAdmitsIt() {
            Solver solver = solver();
            assertThat(Registry.of(ProviderKind.SOLVER, List.of()).check(solver))
                    .as("%s should be admitted by a registry (built for API version %d, and every method answering),"
                            + " but the registry would skip it", solver.getClass().getName(), Solver.API_VERSION)
                    .isEmpty();
        }

        @Test
        @DisplayName("the description is one line without a final period")
        void descriptionIsOneLine() {
            ProviderChecks.assertDescriptionIsOneLine(solver().description(), named());
        }

        @Test
        @DisplayName("the capabilities say whether it finds all solutions, some, or only counts them")
        void capabilitiesSayAllOrSome() {
            Set<Capability> capabilities = solver().capabilities();
            assertThat(capabilities.contains(Capability.ALL_SOLUTIONS)
                    && capabilities.contains(Capability.SOME_SOLUTIONS))
                    .as("the capabilities %s of %s should not hold both ALL_SOLUTIONS and SOME_SOLUTIONS", capabilities,
                            named()).isFalse();
            assertThat(lists() || capabilities.contains(Capability.COUNT))
                    .as("the capabilities %s of %s should hold one of ALL_SOLUTIONS, SOME_SOLUTIONS or COUNT, to say"
                            + " what it does", capabilities, named()).isTrue();
        }

        @Test
        @DisplayName("it is registered both ways: in its services file, and with provides in a named module")
        void isRegisteredBothWays() {
            assumeTrue(contract().registersAsAService(), "the solver is written for a test and shipped in no jar");
            Registration.assertRegistered(Solver.class, solver().getClass());
        }

        @Test
        @DisplayName("ServiceLoader can create it: a public class with a public no-argument constructor")
        void serviceLoaderCanCreateIt() {
            ProviderChecks.assertServiceLoaderCanCreate(solver().getClass());
        }
    }

    /** Limits: what the solver cannot serve is refused by the call itself, before any work. */
    abstract static class Limits extends SolverCheckGroup {

        private int beyondTheLimit() {
            int max = solver().maxBoardSize();
            assumeTrue(max < Integer.MAX_VALUE, "the solver takes boards of any size");
            return max + 1;
        }

        @Test
        @DisplayName("solve(maxBoardSize + 1) throws IllegalArgumentException instead of returning a stream, or"
                + " UnsupportedOperationException from a solver that only counts")
        void solveRefusesABoardBeyondTheLimit() {
            int n = beyondTheLimit();
            String what = ofTheSolver("solve(n = " + n + ")");
            if (!lists()) {
                Throwable refusal = catchThrowable(() -> solver().solve(request(n, new Cancellation())).close());
                String should = what + " should throw UnsupportedOperationException, since the solver only counts";
                if (refusal == null) {
                    fail(should + ", but it returned a stream");
                }
                assertThat(refusal).as("%s, but it threw %s", should, refusal)
                        .isInstanceOf(UnsupportedOperationException.class);
                assertOneLine(refusal.getMessage(), what + "'s refusal");
                return;
            }
            assertRefused(what, beyond(), cancellation -> {
                // a stream returned where an exception was due is closed here, so that its search is never run
                solver().solve(request(n, cancellation)).close();
                return "a stream";
            });
        }

        @Test
        @DisplayName("count(maxBoardSize + 1) throws IllegalArgumentException")
        void countRefusesABoardBeyondTheLimit() {
            assumePromises(Capability.COUNT);
            int n = beyondTheLimit();
            assertRefused(ofTheSolver("count(n = " + n + ")"), beyond(),
                    cancellation -> solver().count(request(n, cancellation)));
        }

        @Test
        @DisplayName("countUnique(maxBoardSize + 1) throws IllegalArgumentException")
        void countUniqueRefusesABoardBeyondTheLimit() {
            assumeCountsUnique();
            int n = beyondTheLimit();
            assertRefused(ofTheSolver("countUnique(n = " + n + ")"), beyond(),
                    cancellation -> solver().countUnique(request(n, cancellation)));
        }

        @Test
        @DisplayName("solve(maxBoardSize) returns a stream")
        void solveAcceptsTheLimit() {
            assumeLists();
            int n = solver().maxBoardSize();
            assumeTrue(n < Integer.MAX_VALUE, "the solver takes boards of any size");
            Cancellation cancellation = new Cancellation();
            String what = ofTheSolver("solve(n = " + n + ")");
            Throwable refusal = catchThrowable(() -> within(REFUSAL_BOUND, cancellation,
                    what + " should return a stream at once, since n is its maxBoardSize()", () -> {
                        solver().solve(request(n, cancellation)).close();
                        return null;
                    }));
            if (refusal instanceof AssertionError failure) {
                throw failure;
            }
            assertThat(refusal).as("%s should return a stream, since n is its maxBoardSize(), but it threw %s", what,
                    refusal).isNull();
        }

        @Test
        @DisplayName("without PRESET_QUEENS, solve and count refuse pre-placed queens")
        void refusesPresetQueensWithoutTheCapability() {
            assumeFalse(promises(Capability.PRESET_QUEENS), "the solver takes pre-placed queens");
            int n = Math.min(8, solver().maxBoardSize());
            assumeTrue(n >= 1, "the solver takes no board with a square");
            List<Queen> queens = List.of(new Queen(0, 0));
            String why = "since it does not promise PRESET_QUEENS";
            if (lists()) {
                assertRefused(ofTheSolver("solve(n = " + n + ", queens " + queens + ")"), why, cancellation -> {
                    solver().solve(request(n, cancellation).toBuilder().presetQueens(queens).build()).close();
                    return "a stream";
                });
            }
            if (promises(Capability.COUNT)) {
                assertRefused(ofTheSolver("count(n = " + n + ", queens " + queens + ")"), why, cancellation ->
                        solver().count(request(n, cancellation).toBuilder().presetQueens(queens).build()));
            }
        }

        private String beyond() {
            return "since n is beyond its maxBoardSize() of " + solver().maxBoardSize();
        }

        /**
         * @param what the call, naming the solver
         * @param why why it must be refused, as in {@code since n is beyond its maxBoardSize() of 32}
         * @param call the call; it returns what the failure says it returned where it should have thrown
         */
        private void assertRefused(String what, String why, CallWithCancellation call) {
            Cancellation cancellation = new Cancellation();
            String should = what + " should be refused with an IllegalArgumentException before any work, " + why;
            Throwable refusal = catchThrowable(() -> {
                Object returned = within(REFUSAL_BOUND, cancellation, should, () -> call.run(cancellation));
                fail(should + ", but it returned " + returned);
            });
            if (refusal instanceof AssertionError failure) {
                throw failure;
            }
            assertThat(refusal).as("%s, but it threw %s", should, refusal).isInstanceOf(IllegalArgumentException.class);
            assertOneLine(refusal.getMessage(), what + "'s refusal");
        }
    }

    /** A solver call that takes the cancellation its request should carry. */
    @FunctionalInterface
    private interface CallWithCancellation {
        Object run(Cancellation cancellation);
    }

    /** Concurrency: one instance called from several threads at once. */
    abstract static class Concurrency extends SolverCheckGroup {

        @Test
        @DisplayName("concurrent calls of solve and count agree with each other and with OEIS")
        void concurrentCallsAgree() {
            Solver solver = solver();
            int n = Math.min(10, countedBoardSizes().max().orElse(0));
            CountDownLatch start = new CountDownLatch(1);
            Cancellation cancellation = new Cancellation();
            List<BackgroundCall<List<Solution>>> solves = new ArrayList<>();
            List<BackgroundCall<Long>> counts = new ArrayList<>();
            for (int i = 0; i < CONCURRENT_CALLERS; i++) {
                if (lists()) {
                    solves.add(BackgroundCall.start("solve(n = " + n + ") #" + i, () -> {
                        start.await();
                        try (Stream<Solution> solutions = solver.solve(request(n, cancellation))) {
                            return (promises(Capability.ALL_SOLUTIONS) ? solutions
                                    : solutions.limit(SOME_SOLUTIONS_SAMPLE)).toList();
                        }
                    }));
                }
                if (promises(Capability.COUNT)) {
                    counts.add(BackgroundCall.start("count(n = " + n + ") #" + i, () -> {
                        start.await();
                        return solver.count(request(n, cancellation));
                    }));
                }
            }
            start.countDown();
            Duration bound = firstSolutionBound().multipliedBy(2);
            for (BackgroundCall<?> call : concat(solves, counts)) {
                if (!call.awaitWithin(bound)) {
                    cancellation.cancel();
                    fail(ofTheSolver("solve and count(n = " + n + ")") + " called from " + CONCURRENT_CALLERS
                            + " threads at once should all return, but they did not within " + bound.toMillis()
                            + " ms: do calls wait for each other?");
                }
            }
            for (BackgroundCall<List<Solution>> solve : solves) {
                List<Solution> solutions = solve.result();
                if (promises(Capability.ALL_SOLUTIONS)) {
                    assertThat(solutions).as("%s called from several threads at once should yield the same %d"
                            + " solutions in each", ofTheSolver("solve(n = " + n + ")"), KnownCounts.total(n))
                            .isEqualTo(solves.get(0).result()).hasSize(Math.toIntExact(KnownCounts.total(n)));
                }
                assertFaultless(ofTheSolver("solve(n = " + n + ")") + " called from several threads at once should"
                        + " yield only valid boards of size n", solutions.iterator(),
                        BoardCheck.builder().boardSize(n).build());
            }
            for (BackgroundCall<Long> count : counts) {
                assertThat(count.result()).as("%s called from several threads at once should be OEIS A000170(%d) in"
                        + " each", ofTheSolver("count(n = " + n + ")"), n).isEqualTo(KnownCounts.total(n));
            }
        }

        private List<BackgroundCall<?>> concat(List<? extends BackgroundCall<?>> first,
                List<? extends BackgroundCall<?>> second) {
            List<BackgroundCall<?>> all = new ArrayList<>(first);
            all.addAll(second);
            return all;
        }
    }

    /** Progress: reports are consistent. */
    abstract static class Progress extends SolverCheckGroup {

        @Test
        @DisplayName("done never decreases and stays within a fixed total, at most about 100 reports a second")
        void reportsAreConsistent() {
            int n = countedBoardSizes().max().orElse(0);
            List<long[]> reports = new CopyOnWriteArrayList<>();
            ProgressListener listener = (done, total) -> reports.add(new long[] {done, total});
            SolveRequest request = SolveRequest.builder(n).progress(listener).build();
            long start = System.nanoTime();
            if (promises(Capability.COUNT)) {
                solver().count(request);
            } else {
                try (Stream<Solution> solutions = solutionsToCheck(request)) {
                    solutions.forEach(solution -> { });
                }
            }
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            String what = ofTheSolver((promises(Capability.COUNT) ? "count" : "solve") + "(n = " + n + ")");
            assertConsistentProgress(what, reports);
            // a hundred a second, with room for a first and a final report and for coarse clocks
            assertThat(reports.size()).as("%s should report progress at most about 100 times a second, but reported"
                    + " %d times in %d ms", what, reports.size(), elapsedMillis)
                    .isLessThanOrEqualTo(3 + (int) (elapsedMillis / 5));
        }
    }
}
