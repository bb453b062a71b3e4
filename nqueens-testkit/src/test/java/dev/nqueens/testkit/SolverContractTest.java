package dev.nqueens.testkit;

import static dev.nqueens.testkit.ContractRun.failure;
import static dev.nqueens.testkit.ContractRun.outcomes;
import static dev.nqueens.testkit.ContractRun.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedMethod;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.ContractRun.Outcome;
import dev.nqueens.testkit.internal.TestProviders;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.platform.testkit.engine.Events;

/**
 * Runs the contract against a correct solver, which must pass, and against solvers with one fault each,
 * which must fail the check that names the fault, and only that one.
 */
class SolverContractTest {

    private static final String CANCELLATION = "cancellation: every call stops within 100 ms of cancel(), and at"
            + " once if cancelled beforehand";
    private static final String SPLITS = "SPLITS: declared exactly by a SubproblemSolver, whose subcounts add up to"
            + " the board's counts";

    /** A check's outcome: its name below the contract class, as in {@code COUNT: ... > count(n) ... > n = 9}. */
    @Test
    void aCorrectSolverPassesEveryCheckItsCapabilitiesCallFor() {
        Events tests = run(selectClass(CorrectContract.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        // the reference solver neither takes pre-placed queens, nor counts fundamental solutions itself, nor
        // splits its work, and no jar ships it
        assertThat(outcomes(tests.aborted())).isNotEmpty()
                .filteredOn(outcome -> !outcome.name().startsWith("identity > it is registered both ways"))
                .allSatisfy(outcome -> assertThat(outcome.message()).matches("Assumption failed: the reference solver"
                        + " does not promise (PRESET_QUEENS|SPLITS|UNIQUE_COUNT|SEARCH_EVENTS)"))
                .filteredOn(outcome -> outcome.message().endsWith("UNIQUE_COUNT")).extracting(Outcome::name)
                .containsExactlyInAnyOrder(CANCELLATION + " > cancelling a unique count under way stops it with"
                        + " CancellationException", CANCELLATION + " > a unique count with a request cancelled"
                        + " beforehand stops at once with CancellationException");
        assertThat(tests.succeeded().count()).isGreaterThan(60);
    }

    @Test
    void aCorrectSplittingSolverPassesEveryCheckItsCapabilitiesCallFor() {
        Events tests = run(selectClass(CorrectSplitterContract.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        assertThat(outcomes(tests.succeeded())).extracting(Outcome::name).contains(
                SPLITS + " > cancelling a count of a subproblem under way stops it with CancellationException",
                SPLITS + " > a subproblem count cancelled beforehand stops at once with CancellationException",
                CANCELLATION + " > cancelling a count under way stops it with CancellationException",
                CANCELLATION + " > a count with a request cancelled beforehand stops at once with"
                        + " CancellationException");
    }

    @Test
    void solutionsOutOfOrderFailTheOrderChecks() {
        Events tests = run(selectNestedClass(List.of(UnorderedContract.class), SolverContract.AllSolutions.class),
                selectNestedClass(List.of(UnorderedContract.class), SolverContract.Counting.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).contains(
                "ALL_SOLUTIONS: every solution once, in lexicographic order"
                        + " > solve(n) yields each solution once, in lexicographic order > n = 4",
                "ALL_SOLUTIONS: every solution once, in lexicographic order"
                        + " > n = 4 gives the classic answer: .Q.. ...Q Q... ..Q., then ..Q. Q... ...Q .Q..")
                .noneMatch(name -> name.startsWith("COUNT"));
        assertThat(failure(tests, "n = 4")).contains("out of lexicographic order");
    }

    @Test
    void aSolverOfAllSolutionsThatDoesNotImplementCountFailsTheCountOfWhatItLists() {
        Events tests = run(selectNestedMethod(List.of(CountlessContract.class), SolverContract.AllSolutions.class,
                "countsWhatItLists"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("count(n = 0) of solver 'countless' should be OEIS A000170(0) = 1, since the solver finds"
                        + " all solutions (ListingCounts.count counts them), but it threw",
                        "does not implement count(SolveRequest)");
    }

    @Test
    void aSolutionYieldedTwiceFailsTheCountAndTheOrderChecks() {
        Events tests = run(selectNestedClass(List.of(DuplicatingContract.class), SolverContract.AllSolutions.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).contains(
                "ALL_SOLUTIONS: every solution once, in lexicographic order > solve(n) yields OEIS A000170(n) solutions"
                        + " > n = 8",
                "ALL_SOLUTIONS: every solution once, in lexicographic order"
                        + " > solve(n) yields each solution once, in lexicographic order > n = 8");
        assertThat(outcomes(tests.failed())).filteredOn(outcome -> outcome.name().endsWith("order > n = 8"))
                .singleElement().extracting(Outcome::message).asString().contains("is yielded twice");
    }

    @Test
    void anInvalidBoardFailsTheValidityCheckForItsSizeOnly() {
        Events tests = run(selectNestedClass(List.of(InvalidBoardContract.class), SolverContract.ValidBoards.class));

        assertThat(outcomes(tests.failed())).singleElement().satisfies(outcome -> {
            assertThat(outcome.name()).endsWith("solve(n) yields only valid boards of size n > n = 6");
            assertThat(outcome.message()).contains("solution #0, Solution[0, 1, 2, 3, 4, 5], is not valid: "
                    + "rows 0 and 1 share a diagonal (columns 0 and 1)");
        });
    }

    @Test
    void aWrongCountFailsTheCountCheckForItsSizeOnly() {
        Events tests = run(selectNestedClass(List.of(MiscountingContract.class), SolverContract.Counting.class));

        assertThat(outcomes(tests.failed())).singleElement().satisfies(outcome -> {
            assertThat(outcome.name())
                    .isEqualTo("COUNT: count(n) is OEIS A000170(n) > count(n) is OEIS A000170(n) > n = 9");
            assertThat(outcome.message()).contains("count(n = 9)", "353", "352");
        });
    }

    @Test
    void aSizeCheckDeferredToTheStreamFailsTheLimitCheck() {
        Events tests = run(selectNestedClass(List.of(LateCheckContract.class), SolverContract.Limits.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).containsExactlyInAnyOrder(
                "limits: what the solver cannot serve is refused by the call itself, before any work"
                        + " > solve(maxBoardSize + 1) throws IllegalArgumentException instead of returning a stream,"
                        + " or UnsupportedOperationException from a solver that only counts",
                "limits: what the solver cannot serve is refused by the call itself, before any work"
                        + " > without PRESET_QUEENS, solve and count refuse pre-placed queens");
    }

    @Test
    void anEagerStreamFailsTheLazinessChecks() {
        Events tests = run(selectNestedClass(List.of(EagerContract.class), SolverContract.Laziness.class));

        assertThat(outcomes(tests.failed())).hasSize(4).allSatisfy(outcome ->
                assertThat(outcome.message()).matches("solve\\(n = 25\\)\\.(findFirst\\(\\)|limit\\(3\\)|iterator\\(\\)"
                        + "\\.next\\(\\)|spliterator\\(\\)\\.tryAdvance\\(\\)) of solver 'reference' should return a"
                        + " solution without enumerating the board, since the stream should be lazy, but it did not"
                        + " return within"
                        + " 300 ms"));
    }

    @Test
    void aSolverSlowToStopFailsTheCancellationCheck() {
        Events tests = run(selectNestedMethod(List.of(SlowToStopContract.class), SolverContract.Cancelling.class,
                "cancellingACountStopsIt", TestReporter.class));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .matches("count\\(n = \\d+\\) of solver 'reference' should stop within 100 ms of cancel\\(\\) with a"
                        + " CancellationException, but was still running 1000 ms after it: it ignores its request's"
                        + " cancellation, or polls it far too seldom");
    }

    @Test
    void aCountingSolverThatIgnoresItsCancellationFailsTheCancellationChecks() {
        Events tests = run(selectNestedClass(List.of(DeafCounterContract.class), SolverContract.Cancelling.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).containsExactlyInAnyOrder(
                CANCELLATION + " > cancelling a count under way stops it with CancellationException",
                CANCELLATION + " > a count with a request cancelled beforehand stops at once with"
                        + " CancellationException");
        assertThat(failure(tests,
                "a count with a request cancelled beforehand stops at once with CancellationException"))
                .isEqualTo("count(n = 25) of solver 'deaf-counter' of a request cancelled beforehand should stop at"
                        + " once with a CancellationException, but was still running 1000 ms later: it never looks at"
                        + " its request's cancellation");
        assertThat(failure(tests, "cancelling a count under way stops it with CancellationException"))
                .startsWith("count(n = ").contains(") of solver 'deaf-counter' should stop within 100 ms of cancel()");
        // it lists nothing, so the checks of streams are skipped, and say why
        assertThat(outcomes(tests.aborted())).extracting(Outcome::message).containsOnly(
                "Assumption failed: the deaf-counter solver only counts; it lists no solutions",
                "Assumption failed: the deaf-counter solver does not promise UNIQUE_COUNT");
    }

    @Test
    void aSolverThatStopsLateFailsTheCancellationCheckWithWhatWasMeasured() {
        Events tests = run(selectNestedMethod(List.of(LateStopperContract.class), SolverContract.Cancelling.class,
                "cancellingAStreamStopsIt", TestReporter.class));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .matches("solve\\(n = \\d+\\) of solver 'reference' should stop within 100 ms of cancel\\(\\), as the"
                        + " README promises, but took \\d+, \\d+ and \\d+ ms in 3 attempts \\(best \\d+ ms\\),"
                        + " measured from cancel\\(\\) to the end of the call");
    }

    @Test
    void aSplittingSolverThatIgnoresItsCancellationInASubproblemFailsTheSubproblemChecks() {
        Events tests = run(selectNestedClass(List.of(DeafSplitterContract.class), SolverContract.Splitting.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).containsExactlyInAnyOrder(
                SPLITS + " > cancelling a count of a subproblem under way stops it with CancellationException",
                SPLITS + " > a subproblem count cancelled beforehand stops at once with CancellationException");
        assertThat(failure(tests, "cancelling a count of a subproblem under way stops it with CancellationException"))
                .matches("count\\(Subproblem\\[reference-splitter n=\\d+ top-\\d+\\]\\) of solver"
                        + " 'reference-splitter' should stop within 100 ms of cancel\\(\\) with a"
                        + " CancellationException,"
                        + " but was still running 1000 ms after it: .*");
        assertThat(failure(tests, "a subproblem count cancelled beforehand stops at once with CancellationException"))
                .startsWith("count(Subproblem[reference-splitter n=8 top-0]) of solver 'reference-splitter' of a"
                        + " request cancelled beforehand should stop with a CancellationException, but returned"
                        + " Subcount[");
    }

    @Test
    void aSolverThatServesBoardsBeyondItsLimitFailsTheLimitChecksSayingWhatItShouldHaveDone() {
        Events tests = run(selectNestedClass(List.of(LimitlessContract.class), SolverContract.Limits.class));

        assertThat(failure(tests, "solve(maxBoardSize + 1) throws IllegalArgumentException instead of returning a"
                + " stream, or UnsupportedOperationException from a solver that only counts"))
                .isEqualTo("solve(n = 11) of solver 'reference' should be refused with an IllegalArgumentException"
                        + " before any work, since n is beyond its maxBoardSize() of 10, but it returned a stream");
        assertThat(failure(tests, "count(maxBoardSize + 1) throws IllegalArgumentException"))
                .isEqualTo("count(n = 11) of solver 'reference' should be refused with an IllegalArgumentException"
                        + " before any work, since n is beyond its maxBoardSize() of 10, but it returned 2680");
    }

    @Test
    void aSolverRegisteredNeitherWayFailsTheRegistrationCheck() {
        Events tests = run(selectNestedMethod(List.of(UnregisteredContract.class), SolverContract.Identity.class,
                "isRegisteredBothWays"));

        // the kit's tests run on the module path, where provides is what counts, and it is checked first
        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("module dev.nqueens.testkit should declare 'provides dev.nqueens.api.Solver with "
                        + ReferenceSolver.class.getName() + "'");
    }

    @Test
    void aBadIdOrDescriptionOrConstructorFailsTheIdentityChecks() {
        Events tests = run(selectNestedClass(List.of(BadIdentityContract.class), SolverContract.Identity.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name).containsExactlyInAnyOrder(
                "identity > the id is lower-case letters, digits and single dashes",
                "identity > a registry admits it: built for this API version, and every method answers",
                "identity > the description is one line without a final period",
                "identity > ServiceLoader can create it: a public class with a public no-argument constructor");
    }

    @Test
    void aSolverOfSomeSolutionsSkipsTheExhaustiveChecksAndPassesTheOthers() {
        Events tests = run(selectNestedClass(List.of(SomeSolutionsContract.class), SolverContract.AllSolutions.class),
                selectNestedClass(List.of(SomeSolutionsContract.class), SolverContract.Counting.class),
                selectNestedClass(List.of(SomeSolutionsContract.class), SolverContract.ValidBoards.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        assertThat(outcomes(tests.aborted())).isNotEmpty().extracting(Outcome::name)
                .allMatch(name -> name.startsWith("ALL_SOLUTIONS") || name.startsWith("COUNT"));
        assertThat(outcomes(tests.succeeded())).isNotEmpty().extracting(Outcome::name)
                .allMatch(name -> name.startsWith("every solution yielded is a valid board"));
    }

    /** Checks twelve boards less than the default, to keep this test quick. */
    abstract static class QuickContract extends SolverContract {
        @Override
        protected int largestCountedBoardSize() {
            return 9;
        }

        @Override
        protected boolean registersAsAService() {
            return false;
        }
    }

    /** The reference solver as if it were shipped: no jar of the kit's tests registers it. */
    static class UnregisteredContract extends SolverContract {
        @Override
        protected Solver solver() {
            return new ReferenceSolver();
        }
    }

    static class CorrectContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new ReferenceSolver();
        }
    }

    /** Lists all solutions, and leaves count to the interface's default, which refuses. */
    static class CountlessContract extends QuickContract {
        @Override
        protected Solver solver() {
            return TestProviders.solver("countless").capabilities(Capability.ALL_SOLUTIONS)
                    .solve(request -> ReferenceSolver.search(request.boardSize(), request.cancellation()::isCancelled))
                    .build();
        }
    }

    /** Yields the solutions of small boards from last to first. */
    public static class Unordered extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            List<Solution> solutions = super.solve(request).toList();
            return solutions.stream().sorted((a, b) -> b.compareTo(a));
        }
    }

    static class UnorderedContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new Unordered();
        }
    }

    /** Yields every solution twice in a row. */
    public static class Duplicating extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            return super.solve(request).flatMap(solution -> Stream.of(solution, solution));
        }
    }

    static class DuplicatingContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new Duplicating();
        }
    }

    /** Yields a diagonal of queens first on the 6×6 board. */
    public static class InvalidBoard extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            Stream<Solution> solutions = super.solve(request);
            return request.boardSize() == 6 ? Stream.concat(Stream.of(Solution.of(0, 1, 2, 3, 4, 5)), solutions)
                    : solutions;
        }
    }

    static class InvalidBoardContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new InvalidBoard();
        }
    }

    /** Counts one solution too many on the 9×9 board. */
    public static class Miscounting extends ReferenceSolver {
        @Override
        public long count(SolveRequest request) {
            return super.count(request) + (request.boardSize() == 9 ? 1 : 0);
        }
    }

    static class MiscountingContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new Miscounting();
        }
    }

    /** Checks the request only when the stream is consumed. */
    public static class LateCheck extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            return Stream.of(request).flatMap(super::solve);
        }
    }

    static class LateCheckContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new LateCheck();
        }
    }

    /** Counts all solutions before it returns the stream. */
    public static class Eager extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            long count = super.solve(request).count();
            return super.solve(request).limit(count);
        }
    }

    static class EagerContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new Eager();
        }

        @Override
        protected Duration firstSolutionBound() {
            return Duration.ofMillis(300);
        }
    }

    /** Stops 1.5 s after it first sees the cancellation. */
    public static class SlowToStop extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            RequestChecks.requireSupported(this, request);
            return search(request.boardSize(), late(request, DEAF_NANOS));
        }
    }

    static class SlowToStopContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new SlowToStop();
        }
    }

    /** Counts only, and looks at its cancellation only 1.5 s after it is set: far too late. */
    public static class DeafCounter extends ReferenceSolver {
        @Override
        public String id() {
            return "deaf-counter";
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.COUNT);
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            throw new UnsupportedOperationException("the deaf-counter solver only counts");
        }

        @Override
        public long count(SolveRequest request) {
            RequestChecks.requireSupported(this, request);
            return search(request.boardSize(), late(request, DEAF_NANOS)).count();
        }
    }

    static class DeafCounterContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new DeafCounter();
        }
    }

    /** Stops 300 ms after it first sees the cancellation: soon, but not within the 100 ms promised. */
    public static class LateStopper extends ReferenceSolver {
        @Override
        public Stream<Solution> solve(SolveRequest request) {
            RequestChecks.requireSupported(this, request);
            return search(request.boardSize(), late(request, TimeUnit.MILLISECONDS.toNanos(300)));
        }
    }

    static class LateStopperContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new LateStopper();
        }
    }

    /** Splits as it should, but a subproblem's count looks at its cancellation only 1.5 s after it is set. */
    public static class DeafSplitter extends ReferenceSplitter {
        @Override
        public Subcount count(SubproblemRequest request) {
            return count(request, late(request.cancellation(), DEAF_NANOS));
        }
    }

    static class DeafSplitterContract extends QuickSplitterContract {
        @Override
        protected SubproblemSolver solver() {
            return new DeafSplitter();
        }
    }

    static class CorrectSplitterContract extends QuickSplitterContract {
        @Override
        protected SubproblemSolver solver() {
            return new ReferenceSplitter();
        }
    }

    /** As {@link QuickContract}, for a splitting solver. */
    abstract static class QuickSplitterContract extends SubproblemSolverContract {
        @Override
        protected int largestCountedBoardSize() {
            return 9;
        }

        @Override
        protected boolean registersAsAService() {
            return false;
        }
    }

    /** Declares boards up to 10, and serves any. */
    public static class Limitless extends ReferenceSolver {
        @Override
        public int maxBoardSize() {
            return 10;
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            return search(request.boardSize(), request.cancellation()::isCancelled);
        }
    }

    static class LimitlessContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new Limitless();
        }
    }

    /** How long the deaf solvers take to hear a cancel: longer than the kit waits for a stop. */
    private static final long DEAF_NANOS = TimeUnit.MILLISECONDS.toNanos(1500);

    /** @return a stop request that says true only once the cancellation has been set for so long */
    static BooleanSupplier late(SolveRequest request, long delayNanos) {
        return late(request.cancellation(), delayNanos);
    }

    static BooleanSupplier late(Cancellation cancellation, long delayNanos) {
        long[] seenAt = {0};
        return () -> {
            if (!cancellation.isCancelled()) {
                return false;
            }
            long now = System.nanoTime();
            if (seenAt[0] == 0) {
                seenAt[0] = now;
            }
            return now - seenAt[0] > delayNanos;
        };
    }

    /** An upper-case id, a description of two sentences on two lines, and no constructor ServiceLoader can use. */
    public static class BadIdentity extends ReferenceSolver {
        BadIdentity(String ignored) {
        }

        @Override
        public String id() {
            return "Bad_Id";
        }

        @Override
        public String description() {
            return "First line.\nSecond line.";
        }
    }

    static class BadIdentityContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new BadIdentity("");
        }
    }

    /** The reference solver, promising less than it does. */
    public static class SomeSolutions extends ReferenceSolver {
        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.SOME_SOLUTIONS);
        }
    }

    static class SomeSolutionsContract extends QuickContract {
        @Override
        protected Solver solver() {
            return new SomeSolutions();
        }
    }
}
