package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.BoardFault;
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
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The contract every {@link Solver} must meet, as JUnit Jupiter tests. Extend this class and return your
 * solver; the inherited tests hold it to what its {@link Solver#capabilities() capabilities} promise:
 *
 * <pre>{@code
 * class MySolverTest extends SolverContract {
 *     @Override
 *     protected Solver solver() {
 *         return new MySolver();
 *     }
 * }
 * }</pre>
 *
 * <p>What is checked, in nested groups whose names say which promise a failure breaks:
 * <ul>
 *   <li>every solver: a well-formed id, a one-line description, a class that {@link java.util.ServiceLoader}
 *       can create; capabilities that say whether it lists all solutions, some, or only counts them (a
 *       counting solver with neither ALL_SOLUTIONS nor SOME_SOLUTIONS skips the checks of lists); valid
 *       boards of the right size; registration both ways, in its services file and with {@code provides}
 *       (unless {@link #registersAsAService()} says it is a test's own); a lazy stream ({@code findFirst()},
 *       {@code limit(k)}, {@code iterator()} and {@code spliterator()} on a board far too large to enumerate
 *       return at once); requests beyond {@link Solver#maxBoardSize()}
 *       refused by the call itself, before any work; concurrent calls that agree; consistent progress;</li>
 *   <li>{@link Capability#ALL_SOLUTIONS}: as many solutions as OEIS A000170 for every n up to
 *       {@link #largestCountedBoardSize()}, each once, in lexicographic order; the classic answer for n = 4;
 *       one empty solution for n = 0 and none for n = 2 and 3; cancellation of a long stream;</li>
 *   <li>{@link Capability#COUNT} and {@link Capability#UNIQUE_COUNT}: the counts of OEIS A000170 and
 *       A002562; cancellation of a long count within {@link #CANCELLATION_BOUND};</li>
 *   <li>{@link Capability#PRESET_QUEENS}: the solutions that contain the pre-placed queens, and only those;
 *       a solver without it refuses such a request.</li>
 *   <li>{@link Capability#SPLITS}: listed exactly by a {@link SubproblemSolver}, whose subcounts of a split
 *       add up to OEIS A000170 (and A002562 with UNIQUE_COUNT), with consistent progress within each
 *       subproblem; equal splits and subcounts when asked again; a subproblem of another solver refused;
 *       a subproblem count cancelled beforehand stopped.</li>
 * </ul>
 * Checks a solver's capabilities do not call for are reported as skipped, with the reason, never passed.
 * Parameterized checks are named by n, as in {@code count(n) is OEIS A000170(n) > n = 12}.
 *
 * <p>Solvers that are slow, or fast, may override {@link #largestCountedBoardSize()},
 * {@link #largeBoardSize()} and {@link #firstSolutionBound()}. A check that hangs fails after two minutes
 * and leaves the others to run.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class SolverContract {

    /**
     * How long a solver may take to stop once cancelled, in these tests. Solvers should stop within 100 ms;
     * the tests allow more because shared build machines are noisy.
     */
    public static final Duration CANCELLATION_BOUND = Duration.ofSeconds(1);

    /** How many solutions of a {@link Capability#SOME_SOLUTIONS} solver are checked per board. */
    private static final int SOME_SOLUTIONS_SAMPLE = 50;

    /** Threads that call one solver instance at the same time. */
    private static final int CONCURRENT_CALLERS = 4;

    /** Creates the contract; subclasses have a no-argument constructor, as JUnit requires. */
    protected SolverContract() {
    }

    /**
     * @return the solver under test; a new instance on every call is fine, since solvers are stateless
     */
    protected abstract Solver solver();

    /**
     * Whether the solver is shipped as a service, and so must be registered both ways: in its jar's
     * {@code META-INF/services/dev.nqueens.api.Solver} file and, in a named module, with {@code provides}.
     *
     * @implSpec The default is true. Return false for a solver written only for a test, which no jar ships.
     * @return true to check the registration
     */
    protected boolean registersAsAService() {
        return true;
    }

    /**
     * The largest n for which the counts of all solutions are checked, from n = 0 up. Enumerating and
     * counting every n up to it should take a second or so.
     *
     * @implSpec The default is 12, or {@link Solver#maxBoardSize()} if that is smaller. Values beyond the
     *     known counts ({@link KnownCounts#LARGEST_BOARD_SIZE}) or the solver's limit are capped.
     * @return the largest board whose solutions are counted
     */
    protected int largestCountedBoardSize() {
        return Math.min(12, solver().maxBoardSize());
    }

    /**
     * A board far too large to enumerate, on which the first solutions must still arrive within
     * {@link #firstSolutionBound()} and a count must run long enough to be cancelled.
     *
     * @implSpec The default is 25, or {@link Solver#maxBoardSize()} if that is smaller. The 25×25 board has
     *     2.2·10<sup>15</sup> solutions, yet a backtracking search in lexicographic order places only 48,683
     *     queens before it finds the first one. Larger boards are not all as kind: n = 30 takes 56 million
     *     placements, seconds for a simple solver.
     * @return the size of the large board
     */
    protected int largeBoardSize() {
        return Math.min(25, solver().maxBoardSize());
    }

    /**
     * How long the first solutions of {@link #largeBoardSize()} may take to arrive.
     *
     * @implSpec The default is 5 seconds, generous for any search that stops at the first solution.
     * @return the time allowed
     */
    protected Duration firstSolutionBound() {
        return Duration.ofSeconds(5);
    }

    private IntStream countedBoardSizes() {
        int largest = Math.min(largestCountedBoardSize(),
                Math.min(solver().maxBoardSize(), KnownCounts.LARGEST_BOARD_SIZE));
        return IntStream.rangeClosed(0, largest);
    }

    private boolean promises(Capability capability) {
        return solver().capabilities().contains(capability);
    }

    /**
     * Skips a check of fundamental counts unless the solver makes them: directly with
     * {@link Capability#UNIQUE_COUNT}, or by listing with {@link Capability#ALL_SOLUTIONS}.
     */
    private void assumeCountsUnique() {
        assumeTrue(promises(Capability.UNIQUE_COUNT) || promises(Capability.ALL_SOLUTIONS),
                "the " + solver().id() + " solver promises neither UNIQUE_COUNT nor ALL_SOLUTIONS");
    }

    private void assumePromises(Capability capability) {
        Solver solver = solver();
        assumeTrue(solver.capabilities().contains(capability),
                () -> "the " + solver.id() + " solver does not promise " + capability);
    }

    /** A solver that only counts ({@code COUNT} without ALL_SOLUTIONS or SOME_SOLUTIONS) lists nothing. */
    private boolean lists() {
        return promises(Capability.ALL_SOLUTIONS) || promises(Capability.SOME_SOLUTIONS);
    }

    private void assumeLists() {
        Solver solver = solver();
        assumeTrue(lists(), () -> "the " + solver.id() + " solver only counts; it lists no solutions");
    }

    private void assumeAccepts(int n) {
        Solver solver = solver();
        assumeTrue(n <= solver.maxBoardSize(),
                () -> "the " + solver.id() + " solver accepts boards up to " + solver.maxBoardSize() + " only");
    }

    private static SolveRequest request(int n, Cancellation cancellation) {
        return SolveRequest.builder(n).cancellation(cancellation).build();
    }

    /** The solutions to check: all of them from an exhaustive solver, a sample from any other. */
    private Stream<Solution> solutionsToCheck(SolveRequest request) {
        Stream<Solution> solutions = solver().solve(request);
        return promises(Capability.ALL_SOLUTIONS) ? solutions : solutions.limit(SOME_SOLUTIONS_SAMPLE);
    }

    /**
     * Runs a call on its own thread and waits for it; cancels it and fails if it takes longer than the
     * bound.
     */
    private static <T> T within(Duration bound, Cancellation cancellation, String what, Callable<T> call) {
        BackgroundCall<T> background = BackgroundCall.start(what, call);
        if (!background.awaitWithin(bound)) {
            cancellation.cancel();
            fail(what + " did not return within " + bound.toMillis() + " ms");
        }
        return background.result();
    }

    /** Fails at the first of the boards that the API's check finds wrong, naming it and what is wrong with it. */
    private static void assertFaultless(Iterator<Solution> boards, BoardCheck check) {
        while (boards.hasNext()) {
            check.next(boards.next()).ifPresent(fault -> fail(failure(fault)));
        }
    }

    private static String failure(BoardFault fault) {
        String solution = "solution #" + (fault.board() - 1);
        if (fault instanceof BoardFault.Conflicting conflicting) {
            return solution + ", " + conflicting.solution() + ", is not valid: " + conflicting.conflict().describe();
        }
        if (fault instanceof BoardFault.Repeated repeated) {
            return repeated.solution() + " is yielded twice";
        }
        if (fault instanceof BoardFault.OutOfOrder outOfOrder) {
            return outOfOrder.solution() + " comes after " + outOfOrder.previous() + ", out of lexicographic order";
        }
        return solution + " " + fault.describe();
    }

    private static void assertOneLine(String message, String what) {
        assertThat(message).as("the message of %s", what).isNotBlank().doesNotContain("\n", "\r");
    }

    @Nested
    @DisplayName("identity")
    class Identity {

        @Test
        @DisplayName("the id is lower-case letters, digits and single dashes")
        void idIsWellFormed() {
            Solver solver = solver();
            assertThat(Registry.of(ProviderKind.SOLVER, List.of(solver)).ids()).as("the id '%s'", solver.id())
                    .containsExactly(solver.id());
        }

        @Test
        @DisplayName("a registry admits it: built for this API version, and every method answers")
        void registryAdmitsIt() {
            assertThat(Registry.of(ProviderKind.SOLVER, List.of()).check(solver()))
                    .as("why the registry would skip it").isEmpty();
        }

        @Test
        @DisplayName("the description is one line without a final period")
        void descriptionIsOneLine() {
            String description = solver().description();
            assertThat(description).as("description()").isNotBlank().doesNotContain("\n", "\r")
                    .doesNotEndWith(".").isEqualTo(description.strip());
        }

        @Test
        @DisplayName("the capabilities say whether it finds all solutions, some, or only counts them")
        void capabilitiesSayAllOrSome() {
            Set<Capability> capabilities = solver().capabilities();
            assertThat(capabilities.contains(Capability.ALL_SOLUTIONS)
                    && capabilities.contains(Capability.SOME_SOLUTIONS))
                    .as("not both ALL_SOLUTIONS and SOME_SOLUTIONS in %s", capabilities).isFalse();
            assertThat(lists() || capabilities.contains(Capability.COUNT))
                    .as("one of ALL_SOLUTIONS, SOME_SOLUTIONS or COUNT in %s", capabilities).isTrue();
        }

        @Test
        @DisplayName("it is registered both ways: in its services file, and with provides in a named module")
        void isRegisteredBothWays() {
            assumeTrue(registersAsAService(), "the solver is written for a test and shipped in no jar");
            Registration.assertRegistered(Solver.class, solver().getClass());
        }

        @Test
        @DisplayName("ServiceLoader can create it: a public class with a public no-argument constructor")
        void serviceLoaderCanCreateIt() {
            Class<?> type = solver().getClass();
            assertThat(Modifier.isPublic(type.getModifiers())).as("%s is public", type.getName()).isTrue();
            assertThatCode(type::getConstructor).as("%s has a public no-argument constructor", type.getName())
                    .doesNotThrowAnyException();
        }
    }

    @Nested
    @DisplayName("every solution yielded is a valid board of size n")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class ValidBoards {

        /** Boards 2 and 3 have nothing valid to yield; only an exhaustive solver need say so by ending. */
        IntStream boardSizes() {
            return countedBoardSizes().filter(n -> promises(Capability.ALL_SOLUTIONS) || n < 2 || n > 3);
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("solve(n) yields only valid boards of size n")
        void yieldsValidBoards(int n) {
            assumeLists();
            try (Stream<Solution> solutions = solutionsToCheck(SolveRequest.of(n))) {
                assertFaultless(solutions.iterator(), BoardCheck.builder().boardSize(n).build());
            }
        }
    }

    @Nested
    @DisplayName("ALL_SOLUTIONS: every solution once, in lexicographic order")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class AllSolutions {

        @BeforeEach
        void requireAllSolutions() {
            assumePromises(Capability.ALL_SOLUTIONS);
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("solve(n) yields OEIS A000170(n) solutions")
        void yieldsTheKnownNumberOfSolutions(int n) {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                assertThat(solutions.count()).as("solutions yielded for n = %d", n).isEqualTo(KnownCounts.total(n));
            }
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("solve(n) yields each solution once, in lexicographic order")
        void yieldsEachSolutionOnceInOrder(int n) {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                BoardCheck inOrder = BoardCheck.builder().boardSize(n).inLexicographicOrder(true).build();
                assertFaultless(solutions.iterator(), inOrder);
            }
        }

        @Test
        @DisplayName("n = 4 gives the classic answer: .Q.. ...Q Q... ..Q., then ..Q. Q... ...Q .Q..")
        void fourQueensGiveTheClassicAnswer() {
            assumeAccepts(4);
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(4))) {
                assertThat(solutions.map(Solution::rows).toList()).containsExactly(
                        List.of(".Q..", "...Q", "Q...", "..Q."),
                        List.of("..Q.", "Q...", "...Q", ".Q.."));
            }
        }

        @Test
        @DisplayName("n = 0 has exactly one solution, the empty board")
        void theEmptyBoardHasOneSolution() {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(0))) {
                assertThat(solutions.toList()).containsExactly(Solution.empty());
            }
        }

        @ParameterizedTest(name = "n = {0}")
        @ValueSource(ints = {2, 3})
        @DisplayName("boards of 2 and 3 have no solution")
        void smallBoardsHaveNoSolution(int n) {
            assumeAccepts(n);
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                assertThat(solutions.toList()).as("solutions of n = %d", n).isEmpty();
            }
        }

        @Test
        @DisplayName("limit(k) yields the first k solutions")
        void limitYieldsTheFirstSolutions() {
            int n = Math.min(8, solver().maxBoardSize());
            List<Solution> all;
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                all = solutions.toList();
            }
            int k = all.size() / 2;
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                assertThat(solutions.limit(k).toList()).as("the first %d solutions of n = %d", k, n)
                        .isEqualTo(all.subList(0, k));
            }
        }
    }

    @Nested
    @DisplayName("COUNT: count(n) is OEIS A000170(n)")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Counting {

        @BeforeEach
        void requireCount() {
            assumePromises(Capability.COUNT);
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("count(n) is OEIS A000170(n)")
        void countsAllSolutions(int n) {
            assertThat(solver().count(SolveRequest.of(n))).as("count(n = %d)", n).isEqualTo(KnownCounts.total(n));
        }
    }

    @Nested
    @DisplayName("SPLITS: declared exactly by a SubproblemSolver, whose subcounts add up to the board's counts")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Splitting {

        @Test
        @DisplayName("the SPLITS capability and the SubproblemSolver type agree")
        void declaresSplittingExactlyWhenItSplits() {
            Solver solver = solver();
            assertThatCode(() -> SubproblemSolver.splitting(solver)).as("the %s solver", solver.id())
                    .doesNotThrowAnyException();
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("the subcounts of split(n) add up to OEIS A000170(n), with consistent progress within each")
        void subcountsAddUpToTheCounts(int n) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            Subcount sum = Subcount.ZERO;
            for (Subproblem subproblem : solver.split(n).subproblems()) {
                List<long[]> reports = new CopyOnWriteArrayList<>();
                sum = sum.plus(solver.count(SubproblemRequest.of(subproblem)
                        .withProgress((done, total) -> reports.add(new long[] {done, total}))));
                long previousDone = 0;
                for (long[] report : reports) {
                    assertThat(report[1]).as("total of progress(%d, %d) in %s", report[0], report[1], subproblem)
                            .isPositive().isEqualTo(reports.get(0)[1]);
                    assertThat(report[0]).as("done of progress(%d, %d) in %s", report[0], report[1], subproblem)
                            .isBetween(previousDone, report[1]);
                    previousDone = report[0];
                }
            }
            assertThat(sum.solutions()).as("solutions of split(n = %d)", n).isEqualTo(KnownCounts.total(n));
            if (promises(Capability.UNIQUE_COUNT)) {
                assertThat(sum.fundamentalSolutions()).as("fundamental solutions of split(n = %d)", n)
                        .isEqualTo(KnownCounts.unique(n));
            }
        }

        @Test
        @DisplayName("splitting is deterministic: the same n gives an equal split, and a subproblem the same count")
        void splittingIsDeterministic() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            int n = splitBoardSize();
            Split split = solver.split(n);
            assertThat(solver.split(n).subproblems()).as("split(n = %d) again", n).isEqualTo(split.subproblems());
            assertThat(solver.split(n).signature()).as("the signature of split(n = %d) again", n)
                    .isEqualTo(split.signature());
            assertThat(split.solverId()).as("the solver id of split(n = %d)", n).isEqualTo(solver.id());
            Subproblem first = split.subproblems().get(0);
            assertThat(solver.count(SubproblemRequest.of(first))).as("%s counted again", first)
                    .isEqualTo(solver.count(SubproblemRequest.of(first)));
        }

        @Test
        @DisplayName("a subproblem of another solver is refused with IllegalArgumentException, in one line")
        void refusesAForeignSubproblem() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            int n = splitBoardSize();
            Subproblem own = solver.split(n).subproblems().get(0);
            Subproblem foreign = new Subproblem(solver.id() + "-other", own.scheme(), own.id(), n, own.queens(),
                    own.estimatedWork());
            assertThatThrownBy(() -> solver.count(SubproblemRequest.of(foreign))).as("count(%s)", foreign)
                    .isInstanceOf(IllegalArgumentException.class)
                    .satisfies(refusal -> assertOneLine(refusal.getMessage(), "the refusal of " + foreign));
        }

        @Test
        @DisplayName("a subproblem count cancelled beforehand stops with CancellationException")
        void aSubproblemCountCancelledBeforehandStops() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            Subproblem first = solver.split(splitBoardSize()).subproblems().get(0);
            Cancellation cancelled = new Cancellation();
            cancelled.cancel();
            assertThatThrownBy(() -> within(CANCELLATION_BOUND, cancelled, "count(" + first + "), cancelled",
                    () -> solver.count(SubproblemRequest.of(first).withCancellation(cancelled))))
                    .isInstanceOf(CancellationException.class);
        }

        /** @return a board with subproblems to count, and quick to count */
        private int splitBoardSize() {
            int n = Math.min(8, solver().maxBoardSize());
            assumeTrue(n >= 4, "the solver takes no board of 4 or more");
            assumeTrue(!SubproblemSolver.splitting(solver()).orElseThrow().split(n).subproblems().isEmpty(),
                    "split(n = " + n + ") has no subproblem");
            return n;
        }
    }

    @Nested
    @DisplayName("UNIQUE_COUNT, or by listing with ALL_SOLUTIONS: countUnique(n) is OEIS A002562(n)")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class UniqueCounting {

        @BeforeEach
        void requireUniqueCount() {
            assumeCountsUnique();
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("countUnique(n) is OEIS A002562(n)")
        void countsFundamentalSolutions(int n) {
            assertThat(solver().countUnique(SolveRequest.of(n))).as("countUnique(n = %d)", n)
                    .isEqualTo(KnownCounts.unique(n));
        }
    }

    @Nested
    @DisplayName("laziness: the search goes only as far as the stream is consumed")
    class Laziness {

        private int largeBoard() {
            assumeLists();
            int n = largeBoardSize();
            assumeTrue(n >= 4, () -> "n = " + n + " is too small to show laziness");
            return n;
        }

        @Test
        @DisplayName("findFirst() on a board far too large to enumerate returns at once")
        void findFirstReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            Optional<Solution> first = within(firstSolutionBound(), cancellation, "solve(n = " + n + ").findFirst()",
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.findFirst();
                        }
                    });
            assertThat(first).as("the first solution of n = %d", n).isPresent();
            assertFaultless(first.stream().iterator(), BoardCheck.builder().boardSize(n).build());
        }

        @Test
        @DisplayName("limit(3) on a board far too large to enumerate returns at once")
        void limitReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            List<Solution> firstThree = within(firstSolutionBound(), cancellation, "solve(n = " + n + ").limit(3)",
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.limit(3).toList();
                        }
                    });
            boolean all = promises(Capability.ALL_SOLUTIONS);
            assertThat(firstThree).as("solutions of n = %d", n).hasSizeBetween(all ? 3 : 1, 3);
            assertFaultless(firstThree.iterator(), BoardCheck.builder().boardSize(n).inLexicographicOrder(all).build());
        }

        @Test
        @DisplayName("iterator().next() on a board far too large to enumerate returns at once")
        void iteratorReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            // a stream built with flatMap, say, fills a buffer of the whole inner stream on the first next()
            Solution first = within(firstSolutionBound(), cancellation, "solve(n = " + n + ").iterator().next()",
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.iterator().next();
                        }
                    });
            assertFaultless(List.of(first).iterator(), BoardCheck.builder().boardSize(n).build());
        }

        @Test
        @DisplayName("spliterator().tryAdvance() on a board far too large to enumerate returns at once")
        void spliteratorReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            List<Solution> first = within(firstSolutionBound(), cancellation,
                    "solve(n = " + n + ").spliterator().tryAdvance()", () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            List<Solution> taken = new ArrayList<>();
                            solutions.spliterator().tryAdvance(taken::add);
                            return taken;
                        }
                    });
            assertThat(first).as("the first solution of n = %d", n).hasSize(1);
            assertFaultless(first.iterator(), BoardCheck.builder().boardSize(n).build());
        }
    }

    @Nested
    @DisplayName("cancellation: a long run stops soon after cancel()")
    class Cancelling {

        /** Long enough for the search to be well under way, short enough to keep the test quick. */
        private static final long HEAD_START_MILLIS = 100;

        private int largeBoard() {
            assumeLists();
            int n = largeBoardSize();
            assumeTrue(n >= 4, () -> "n = " + n + " is too small to run long");
            return n;
        }

        @Test
        @DisplayName("cancelling a count of a large board stops it with CancellationException")
        void cancellingACountStopsIt() throws InterruptedException {
            assumePromises(Capability.COUNT);
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            BackgroundCall<Long> count = BackgroundCall.start("count(n = " + n + ")",
                    () -> solver().count(request(n, cancellation)));
            TimeUnit.MILLISECONDS.sleep(HEAD_START_MILLIS);
            assertStopsOnCancel(count, cancellation, "count(n = " + n + ")");
        }

        @Test
        @DisplayName("cancelling a stream of a large board stops it with CancellationException")
        void cancellingAStreamStopsIt() throws InterruptedException {
            assumePromises(Capability.ALL_SOLUTIONS);
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            CountDownLatch firstSolution = new CountDownLatch(1);
            BackgroundCall<Void> stream = BackgroundCall.start("solve(n = " + n + ")", () -> {
                try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                    solutions.forEach(solution -> firstSolution.countDown());
                }
                return null;
            });
            if (!firstSolution.await(firstSolutionBound().toMillis(), TimeUnit.MILLISECONDS)) {
                cancellation.cancel();
                fail("solve(n = " + n + ") yielded nothing within " + firstSolutionBound().toMillis() + " ms");
            }
            TimeUnit.MILLISECONDS.sleep(HEAD_START_MILLIS);
            assertStopsOnCancel(stream, cancellation, "the stream of solve(n = " + n + ")");
        }

        @Test
        @DisplayName("a count with a request cancelled beforehand stops with CancellationException")
        void aCountCancelledBeforehandStops() {
            assumePromises(Capability.COUNT);
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            cancellation.cancel();
            assertThatThrownBy(() -> within(CANCELLATION_BOUND, cancellation, "count(n = " + n + ")",
                    () -> solver().count(request(n, cancellation))))
                    .as("count(n = %d) of a cancelled request", n)
                    .isInstanceOf(CancellationException.class);
        }

        private void assertStopsOnCancel(BackgroundCall<?> call, Cancellation cancellation, String what) {
            if (call.isDone()) {
                assertThat(call.failure()).as("%s failed before it was cancelled", what).isNull();
                abort(what + " finished before it could be cancelled; override largeBoardSize()");
            }
            long cancelledAt = System.nanoTime();
            cancellation.cancel();
            if (!call.awaitWithin(CANCELLATION_BOUND)) {
                fail(what + " did not stop within " + CANCELLATION_BOUND.toMillis() + " ms of cancel()");
            }
            assertThat(call.failure()).as("what %s threw after cancel(), %d ms later", what,
                            TimeUnit.NANOSECONDS.toMillis(call.finishedAtNanos() - cancelledAt))
                    .isInstanceOf(CancellationException.class);
        }
    }

    @Nested
    @DisplayName("limits: what the solver cannot serve is refused by the call itself, before any work")
    class Limits {

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
            if (!lists()) {
                assertThatThrownBy(() -> solver().solve(request(n, new Cancellation())).close())
                        .as("solve(n = %d) of a solver that lists nothing", n)
                        .isInstanceOf(UnsupportedOperationException.class)
                        .satisfies(refusal -> assertOneLine(refusal.getMessage(), "solve's refusal"));
                return;
            }
            assertRefused("solve(n = " + n + ")", cancellation -> {
                // a stream returned where an exception was due is closed here, so that its search is never run
                solver().solve(request(n, cancellation)).close();
                return null;
            });
        }

        @Test
        @DisplayName("count(maxBoardSize + 1) throws IllegalArgumentException")
        void countRefusesABoardBeyondTheLimit() {
            assumePromises(Capability.COUNT);
            int n = beyondTheLimit();
            assertRefused("count(n = " + n + ")", cancellation -> solver().count(request(n, cancellation)));
        }

        @Test
        @DisplayName("countUnique(maxBoardSize + 1) throws IllegalArgumentException")
        void countUniqueRefusesABoardBeyondTheLimit() {
            assumeCountsUnique();
            int n = beyondTheLimit();
            assertRefused("countUnique(n = " + n + ")", cancellation -> solver().countUnique(request(n, cancellation)));
        }

        @Test
        @DisplayName("solve(maxBoardSize) returns a stream")
        void solveAcceptsTheLimit() {
            assumeLists();
            int n = solver().maxBoardSize();
            assumeTrue(n < Integer.MAX_VALUE, "the solver takes boards of any size");
            Cancellation cancellation = new Cancellation();
            within(CANCELLATION_BOUND, cancellation, "solve(n = " + n + ")", () -> {
                solver().solve(request(n, cancellation)).close();
                return null;
            });
        }

        @Test
        @DisplayName("without PRESET_QUEENS, solve and count refuse pre-placed queens")
        void refusesPresetQueensWithoutTheCapability() {
            assumeFalse(promises(Capability.PRESET_QUEENS), "the solver takes pre-placed queens");
            int n = Math.min(8, solver().maxBoardSize());
            assumeTrue(n >= 1, "the solver takes no board with a square");
            List<Queen> queens = List.of(new Queen(0, 0));
            if (lists()) {
                assertRefused("solve(n = " + n + ", queens " + queens + ")", cancellation -> {
                    solver().solve(request(n, cancellation).toBuilder().presetQueens(queens).build()).close();
                    return null;
                });
            }
            if (promises(Capability.COUNT)) {
                assertRefused("count(n = " + n + ", queens " + queens + ")", cancellation ->
                        solver().count(request(n, cancellation).toBuilder().presetQueens(queens).build()));
            }
        }

        private void assertRefused(String what, CallWithCancellation call) {
            Cancellation cancellation = new Cancellation();
            assertThatThrownBy(() -> within(CANCELLATION_BOUND, cancellation, what, () -> call.run(cancellation)))
                    .as(what).isInstanceOf(IllegalArgumentException.class)
                    .satisfies(refusal -> assertOneLine(refusal.getMessage(), what + "'s refusal"));
        }
    }

    /** A solver call that takes the cancellation its request should carry. */
    @FunctionalInterface
    private interface CallWithCancellation {
        Object run(Cancellation cancellation);
    }

    @Nested
    @DisplayName("PRESET_QUEENS: exactly the solutions that contain the pre-placed queens")
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class PresetQueens {

        private static final long SEED = 20_261_129L;
        private static final int CASES = 12;

        @BeforeEach
        void requirePresetQueens() {
            assumePromises(Capability.PRESET_QUEENS);
        }

        /**
         * Seeded random boards of 4 to 8 with one or two queens that do not attack each other (two such
         * queens fit on every board from 3 up).
         */
        Stream<Arguments> presets() {
            Random random = new Random(SEED);
            int largest = Math.max(4, Math.min(8, countedBoardSizes().max().orElse(0)));
            return IntStream.range(0, CASES).mapToObj(i -> {
                int n = 4 + random.nextInt(largest - 3);
                List<Queen> queens = new ArrayList<>();
                int wanted = 1 + random.nextInt(2);
                while (queens.size() < wanted) {
                    Queen queen = new Queen(random.nextInt(n), random.nextInt(n));
                    if (!queens.contains(queen) && queens.stream().noneMatch(queen::attacks)) {
                        queens.add(queen);
                    }
                }
                return Arguments.of(n, List.copyOf(queens));
            });
        }

        @ParameterizedTest(name = "n = {0}, queens {1}")
        @MethodSource("presets")
        @DisplayName("solve(n, queens) yields valid solutions that contain the queens")
        void solutionsContainThePresetQueens(int n, List<Queen> queens) {
            assumeAccepts(n);
            SolveRequest request = SolveRequest.builder(n).presetQueens(queens).build();
            try (Stream<Solution> solutions = solutionsToCheck(request)) {
                assertFaultless(solutions.iterator(), BoardCheck.builder().boardSize(n).presetQueens(queens).build());
            }
        }

        @ParameterizedTest(name = "n = {0}, queens {1}")
        @MethodSource("presets")
        @DisplayName("with ALL_SOLUTIONS, solve(n, queens) is solve(n) without the solutions that lack them")
        void allSolutionsWithThePresetQueens(int n, List<Queen> queens) {
            assumeAccepts(n);
            assumePromises(Capability.ALL_SOLUTIONS);
            List<Solution> expected = solutionsContaining(n, queens);
            try (Stream<Solution> solutions = solver().solve(SolveRequest.builder(n).presetQueens(queens).build())) {
                assertThat(solutions.toList()).isEqualTo(expected);
            }
        }

        @ParameterizedTest(name = "n = {0}, queens {1}")
        @MethodSource("presets")
        @DisplayName("with ALL_SOLUTIONS and COUNT, count(n, queens) counts the solutions that contain them")
        void countWithThePresetQueens(int n, List<Queen> queens) {
            assumeAccepts(n);
            assumePromises(Capability.ALL_SOLUTIONS);
            assumePromises(Capability.COUNT);
            assertThat(solver().count(SolveRequest.builder(n).presetQueens(queens).build()))
                    .isEqualTo(solutionsContaining(n, queens).size());
        }

        private List<Solution> solutionsContaining(int n, List<Queen> queens) {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                return solutions.filter(solution -> contains(solution, queens)).toList();
            }
        }

        private boolean contains(Solution solution, List<Queen> queens) {
            return queens.stream().allMatch(queen -> solution.column(queen.row()) == queen.column());
        }
    }

    @Nested
    @DisplayName("concurrency: one instance called from several threads at once")
    class Concurrency {

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
                    fail("concurrent calls for n = " + n + " did not finish within " + bound.toMillis() + " ms");
                }
            }
            for (BackgroundCall<List<Solution>> solve : solves) {
                List<Solution> solutions = solve.result();
                if (promises(Capability.ALL_SOLUTIONS)) {
                    assertThat(solutions).as("solutions of n = %d from concurrent calls", n)
                            .isEqualTo(solves.get(0).result()).hasSize(Math.toIntExact(KnownCounts.total(n)));
                }
                assertFaultless(solutions.iterator(), BoardCheck.builder().boardSize(n).build());
            }
            for (BackgroundCall<Long> count : counts) {
                assertThat(count.result()).as("count(n = %d) from concurrent calls", n).isEqualTo(KnownCounts.total(n));
            }
        }

        private List<BackgroundCall<?>> concat(List<? extends BackgroundCall<?>> first,
                List<? extends BackgroundCall<?>> second) {
            List<BackgroundCall<?>> all = new ArrayList<>(first);
            all.addAll(second);
            return all;
        }
    }

    @Nested
    @DisplayName("progress: reports are consistent")
    class Progress {

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

            long previousDone = 0;
            for (long[] report : reports) {
                long done = report[0];
                long total = report[1];
                assertThat(total).as("total of progress(%d, %d)", done, total).isPositive()
                        .isEqualTo(reports.get(0)[1]);
                assertThat(done).as("done of progress(%d, %d)", done, total).isBetween(previousDone, total);
                previousDone = done;
            }
            // a hundred a second, with room for a first and a final report and for coarse clocks
            assertThat(reports.size()).as("progress reports during %d ms", elapsedMillis)
                    .isLessThanOrEqualTo(3 + (int) (elapsedMillis / 5));
        }
    }

    /** {@link Capability#SEARCH_EVENTS}: the checks of {@link SearchEventsContract}. */
    @Nested
    @DisplayName("SEARCH_EVENTS: each step of the search, in order")
    class SearchEvents extends SearchEventsContract {

        @Override
        protected Solver solver() {
            return SolverContract.this.solver();
        }
    }
}
