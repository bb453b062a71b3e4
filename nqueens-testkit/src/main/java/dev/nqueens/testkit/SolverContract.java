package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowable;
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
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestReporter;
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
 *       one empty solution for n = 0 and none for n = 2 and 3;</li>
 *   <li>{@link Capability#COUNT} and {@link Capability#UNIQUE_COUNT}: the counts of OEIS A000170 and
 *       A002562;</li>
 *   <li>cancellation, of every call the capabilities promise: a stream (ALL_SOLUTIONS or SOME_SOLUTIONS),
 *       a count (COUNT), a count of fundamental solutions (UNIQUE_COUNT) and a subproblem's count (SPLITS).
 *       A call whose request is cancelled beforehand stops at once, and one cancelled under way stops within
 *       {@link #CANCELLATION_BOUND}, 100 ms, with {@link CancellationException}. The boards grow from just
 *       beyond {@link #largestCountedBoardSize()} up to {@link #largeBoardSize()} until a call is still at
 *       work when cancelled: once its own thread has worked 100 ms, or it has reported progress (or yielded
 *       a solution) and 100 ms have passed;</li>
 *   <li>{@link Capability#PRESET_QUEENS}: the solutions that contain the pre-placed queens, and only those;
 *       a solver without it refuses such a request.</li>
 *   <li>{@link Capability#SPLITS}: listed exactly by a {@link SubproblemSolver}, whose subcounts of a split
 *       add up to OEIS A000170 (and A002562 with UNIQUE_COUNT), with consistent progress within each
 *       subproblem; equal splits and subcounts when asked again; a subproblem of another solver refused.</li>
 * </ul>
 * Checks a solver's capabilities do not call for are reported as skipped, with the reason, never passed.
 * A failure says what the solver should have done, naming it and the call, as in {@code count(n = 26) of
 * solver 'mine' should be refused with an IllegalArgumentException before any work, since n is beyond its
 * maxBoardSize() of 25, but it returned 0}; a cancellation check that passes publishes the stop it measured
 * as a report entry ({@link TestReporter}).
 * Parameterized checks are named by n, as in {@code count(n) is OEIS A000170(n) > n = 12}.
 *
 * <p>Solvers that are slow, or fast, may override {@link #largestCountedBoardSize()},
 * {@link #largeBoardSize()} and {@link #firstSolutionBound()}. A check that hangs fails after two minutes
 * and leaves the others to run.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class SolverContract {

    /**
     * How long a solver may take to stop once cancelled: the 100 ms that the README and {@link Cancellation}
     * promise. The checks measure it from {@code cancel()} (from the start of the call, for a request
     * cancelled beforehand) to the end of the call, and take the best of up to three attempts, so that a
     * pause of a busy machine does not fail a solver that polls its cancellation often enough.
     */
    public static final Duration CANCELLATION_BOUND = Duration.ofMillis(100);

    /** How long a check waits for a cancelled call to end before it gives up on it: ten times the promise. */
    private static final Duration STOP_GIVE_UP = Duration.ofSeconds(1);

    /** Attempts at a stop within {@link #CANCELLATION_BOUND}; the best of them counts. */
    private static final int STOP_ATTEMPTS = 3;

    /** CPU time of a call's own thread after which the call is well under way, and may be cancelled. */
    private static final long HEAD_START_CPU_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /** Time after which a call that has shown that it is at work may be cancelled. */
    private static final Duration HEAD_START = Duration.ofMillis(100);

    /** Time after which a call that works on other threads and reports nothing is taken to be under way. */
    private static final Duration HEAD_START_WALL = Duration.ofSeconds(2);

    /** How long between two looks at a call that is getting under way. */
    private static final Duration POLL = Duration.ofMillis(1);

    /** How long a call that must be refused, before any work, may take to return. */
    private static final Duration REFUSAL_BOUND = Duration.ofSeconds(1);

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
     * {@link #firstSolutionBound()}, and a call cancelled beforehand must stop at once; the largest board on
     * which the cancellation checks look for a call that runs long enough to be cancelled under way.
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
     *
     * @param should what the call should do, naming the solver; the failure adds what it did
     */
    private static <T> T within(Duration bound, Cancellation cancellation, String should, Callable<T> call) {
        BackgroundCall<T> background = BackgroundCall.start(should, call);
        if (!background.awaitWithin(bound)) {
            cancellation.cancel();
            fail(should + ", but it did not return within " + bound.toMillis() + " ms");
        }
        return background.result();
    }

    /**
     * Fails at the first of the boards that the API's check finds wrong, naming it and what is wrong with it.
     *
     * @param should what the call should yield, naming the call and the solver
     */
    private static void assertFaultless(String should, Iterator<Solution> boards, BoardCheck check) {
        while (boards.hasNext()) {
            check.next(boards.next()).ifPresent(fault -> fail(should + ", but " + failure(fault)));
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

    /** @return the solver, as failures name it: {@code solver 'bitmask'} */
    private String named() {
        return "solver '" + solver().id() + "'";
    }

    /** @return the call, naming the solver, as in {@code count(n = 16) of solver 'bitmask'} */
    private String ofTheSolver(String call) {
        return call + " of " + named();
    }

    /** Fails unless the reports have one positive total, and a done that never decreases nor exceeds it. */
    private static void assertConsistentProgress(String what, List<long[]> reports) {
        long previousDone = 0;
        for (long[] report : reports) {
            long done = report[0];
            long total = report[1];
            assertThat(total).as("%s should report progress with a positive total, the same all through, but reported"
                    + " progress(%d, %d) after a total of %d", what, done, total, reports.get(0)[1]).isPositive()
                    .isEqualTo(reports.get(0)[1]);
            assertThat(done).as("%s should report progress whose done never decreases nor exceeds the total, but"
                    + " reported progress(%d, %d) after %d done", what, done, total, previousDone)
                    .isBetween(previousDone, total);
            previousDone = done;
        }
    }

    private static void assertOneLine(String message, String what) {
        assertThat(message).as("the message of %s should be one line that says why", what).isNotBlank()
                .doesNotContain("\n", "\r");
    }

    @Nested
    @DisplayName("identity")
    class Identity {

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
            String description = solver().description();
            assertThat(description).as("the description() of %s should be one line, not blank, without a final"
                            + " period or surrounding blanks", named())
                    .isNotBlank().doesNotContain("\n", "\r").doesNotEndWith(".").isEqualTo(description.strip());
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
            assumeTrue(registersAsAService(), "the solver is written for a test and shipped in no jar");
            Registration.assertRegistered(Solver.class, solver().getClass());
        }

        @Test
        @DisplayName("ServiceLoader can create it: a public class with a public no-argument constructor")
        void serviceLoaderCanCreateIt() {
            Class<?> type = solver().getClass();
            assertThat(Modifier.isPublic(type.getModifiers()))
                    .as("%s should be a public class, so that ServiceLoader can create it", type.getName()).isTrue();
            assertThatCode(type::getConstructor).as("%s should have a public no-argument constructor, so that"
                    + " ServiceLoader can create it", type.getName()).doesNotThrowAnyException();
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
                assertFaultless(ofTheSolver("solve(n = " + n + ")") + " should yield only valid boards of size n",
                        solutions.iterator(), BoardCheck.builder().boardSize(n).build());
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
                assertThat(solutions.count()).as("%s should yield OEIS A000170(%d) = %d solutions",
                        ofTheSolver("solve(n = " + n + ")"), n, KnownCounts.total(n)).isEqualTo(KnownCounts.total(n));
            }
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("solve(n) yields each solution once, in lexicographic order")
        void yieldsEachSolutionOnceInOrder(int n) {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                BoardCheck inOrder = BoardCheck.builder().boardSize(n).inLexicographicOrder(true).build();
                assertFaultless(ofTheSolver("solve(n = " + n + ")") + " should yield each solution once, in"
                        + " lexicographic order", solutions.iterator(), inOrder);
            }
        }

        @Test
        @DisplayName("n = 4 gives the classic answer: .Q.. ...Q Q... ..Q., then ..Q. Q... ...Q .Q..")
        void fourQueensGiveTheClassicAnswer() {
            assumeAccepts(4);
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(4))) {
                assertThat(solutions.map(Solution::rows).toList()).as("%s should yield the two solutions of n = 4,"
                        + " in lexicographic order", ofTheSolver("solve(n = 4)")).containsExactly(
                        List.of(".Q..", "...Q", "Q...", "..Q."),
                        List.of("..Q.", "Q...", "...Q", ".Q.."));
            }
        }

        @Test
        @DisplayName("n = 0 has exactly one solution, the empty board")
        void theEmptyBoardHasOneSolution() {
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(0))) {
                assertThat(solutions.toList()).as("%s should yield one solution, the empty board",
                        ofTheSolver("solve(n = 0)")).containsExactly(Solution.empty());
            }
        }

        @ParameterizedTest(name = "n = {0}")
        @ValueSource(ints = {2, 3})
        @DisplayName("boards of 2 and 3 have no solution")
        void smallBoardsHaveNoSolution(int n) {
            assumeAccepts(n);
            try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
                assertThat(solutions.toList()).as("%s should yield nothing, since the board has no solution",
                        ofTheSolver("solve(n = " + n + ")")).isEmpty();
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
                assertThat(solutions.limit(k).toList()).as("%s should yield the first %d of all the solutions",
                        ofTheSolver("solve(n = " + n + ").limit(" + k + ")"), k).isEqualTo(all.subList(0, k));
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
            assertThat(solver().count(SolveRequest.of(n))).as("%s should be OEIS A000170(%d) = %d",
                    ofTheSolver("count(n = " + n + ")"), n, KnownCounts.total(n)).isEqualTo(KnownCounts.total(n));
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
            assertThatCode(() -> SubproblemSolver.splitting(solver)).as("%s should declare SPLITS if and only if it"
                    + " is a SubproblemSolver (%s)", named(), solver.getClass().getName()).doesNotThrowAnyException();
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
                assertConsistentProgress(ofTheSolver("count(" + subproblem + ")"), reports);
            }
            assertThat(sum.solutions()).as("the solutions of the subcounts of split(n = %d) of %s should add up to"
                    + " OEIS A000170(%d) = %d", n, named(), n, KnownCounts.total(n)).isEqualTo(KnownCounts.total(n));
            if (promises(Capability.UNIQUE_COUNT)) {
                assertThat(sum.fundamentalSolutions()).as("the fundamental solutions of the subcounts of split(n = %d)"
                        + " of %s should add up to OEIS A002562(%d) = %d, since it promises UNIQUE_COUNT", n, named(),
                        n, KnownCounts.unique(n)).isEqualTo(KnownCounts.unique(n));
            }
        }

        @Test
        @DisplayName("splitting is deterministic: the same n gives an equal split, and a subproblem the same count")
        void splittingIsDeterministic() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            int n = splitBoardSize();
            Split split = solver.split(n);
            String again = ofTheSolver("split(n = " + n + ")") + " asked again should give ";
            assertThat(solver.split(n).subproblems()).as(again + "the same subproblems, in the same order")
                    .isEqualTo(split.subproblems());
            assertThat(solver.split(n).signature()).as(again + "the same signature").isEqualTo(split.signature());
            assertThat(split.solverId()).as("%s should carry the solver's id", ofTheSolver("split(n = " + n + ")"))
                    .isEqualTo(solver.id());
            Subproblem first = split.subproblems().get(0);
            assertThat(solver.count(SubproblemRequest.of(first))).as("%s counted again should give the same subcount",
                    ofTheSolver("count(" + first + ")")).isEqualTo(solver.count(SubproblemRequest.of(first)));
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
            String what = ofTheSolver("count(" + foreign + ")");
            Throwable refusal = catchThrowable(() -> solver.count(SubproblemRequest.of(foreign)));
            String should = what + " should be refused with an IllegalArgumentException, since the subproblem belongs"
                    + " to another solver";
            if (refusal == null) {
                fail(should + ", but it counted it");
            }
            assertThat(refusal).as("%s, but it threw %s", should, refusal).isInstanceOf(IllegalArgumentException.class);
            assertOneLine(refusal.getMessage(), what + "'s refusal");
        }

        @Test
        @DisplayName("a subproblem count cancelled beforehand stops at once with CancellationException")
        void aSubproblemCountCancelledBeforehandStops(TestReporter reporter) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            Subproblem first = solver.split(splitBoardSize()).subproblems().get(0);
            assertStopsWhenCancelledBeforehand(reporter, countOf(solver, first));
        }

        @Test
        @DisplayName("cancelling a count of a subproblem under way stops it with CancellationException")
        void cancellingASubproblemCountStopsIt(TestReporter reporter) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            assertStopsWhenCancelledUnderWay(reporter, n -> solver.split(n).subproblems().stream()
                    .max(Comparator.comparingLong(Subproblem::estimatedWork))
                    .map(largest -> countOf(solver, largest)));
        }

        private Cancellable countOf(SubproblemSolver solver, Subproblem subproblem) {
            return new Cancellable(ofTheSolver("count(" + subproblem + ")"), (cancellation, working) ->
                    solver.count(SubproblemRequest.of(subproblem).withCancellation(cancellation)
                            .withProgress((done, total) -> working.run())));
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
            assertThat(solver().countUnique(SolveRequest.of(n))).as("%s should be OEIS A002562(%d) = %d",
                    ofTheSolver("countUnique(n = " + n + ")"), n, KnownCounts.unique(n))
                    .isEqualTo(KnownCounts.unique(n));
        }
    }

    @Nested
    @DisplayName("laziness: the search goes only as far as the stream is consumed")
    class Laziness {

        private String lazily(String call) {
            return ofTheSolver(call) + " should return a solution without enumerating the board, since the stream"
                    + " should be lazy";
        }

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
            Optional<Solution> first = within(firstSolutionBound(), cancellation,
                    lazily("solve(n = " + n + ").findFirst()"),
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.findFirst();
                        }
                    });
            assertThat(first).as("%s should find a solution, but found none", ofTheSolver("solve(n = " + n + ")"))
                    .isPresent();
            assertFaultless(ofTheSolver("solve(n = " + n + ").findFirst()") + " should find a valid board of size n",
                    first.stream().iterator(), BoardCheck.builder().boardSize(n).build());
        }

        @Test
        @DisplayName("limit(3) on a board far too large to enumerate returns at once")
        void limitReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            List<Solution> firstThree = within(firstSolutionBound(), cancellation,
                    lazily("solve(n = " + n + ").limit(3)"),
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.limit(3).toList();
                        }
                    });
            boolean all = promises(Capability.ALL_SOLUTIONS);
            assertThat(firstThree).as("%s should yield %s, but yielded %d",
                    ofTheSolver("solve(n = " + n + ").limit(3)"), all ? "3 solutions" : "1 to 3 solutions",
                    firstThree.size()).hasSizeBetween(all ? 3 : 1, 3);
            assertFaultless(ofTheSolver("solve(n = " + n + ").limit(3)") + " should yield valid boards of size n"
                    + (all ? ", in lexicographic order" : ""), firstThree.iterator(),
                    BoardCheck.builder().boardSize(n).inLexicographicOrder(all).build());
        }

        @Test
        @DisplayName("iterator().next() on a board far too large to enumerate returns at once")
        void iteratorReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            // a stream built with flatMap, say, fills a buffer of the whole inner stream on the first next()
            Solution first = within(firstSolutionBound(), cancellation,
                    lazily("solve(n = " + n + ").iterator().next()"),
                    () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            return solutions.iterator().next();
                        }
                    });
            assertFaultless(ofTheSolver("solve(n = " + n + ").iterator().next()") + " should give a valid board of"
                    + " size n", List.of(first).iterator(), BoardCheck.builder().boardSize(n).build());
        }

        @Test
        @DisplayName("spliterator().tryAdvance() on a board far too large to enumerate returns at once")
        void spliteratorReturnsAtOnce() {
            int n = largeBoard();
            Cancellation cancellation = new Cancellation();
            List<Solution> first = within(firstSolutionBound(), cancellation,
                    lazily("solve(n = " + n + ").spliterator().tryAdvance()"), () -> {
                        try (Stream<Solution> solutions = solver().solve(request(n, cancellation))) {
                            List<Solution> taken = new ArrayList<>();
                            solutions.spliterator().tryAdvance(taken::add);
                            return taken;
                        }
                    });
            assertThat(first).as("%s should take a solution, but took none",
                    ofTheSolver("solve(n = " + n + ").spliterator().tryAdvance()")).hasSize(1);
            assertFaultless(ofTheSolver("solve(n = " + n + ").spliterator().tryAdvance()") + " should give a valid"
                    + " board of size n", first.iterator(), BoardCheck.builder().boardSize(n).build());
        }
    }

    @Nested
    @DisplayName("cancellation: every call stops within 100 ms of cancel(), and at once if cancelled beforehand")
    class Cancelling {

        @Test
        @DisplayName("cancelling a stream under way stops it with CancellationException")
        void cancellingAStreamStopsIt(TestReporter reporter) {
            assumeLists();
            assertStopsWhenCancelledUnderWay(reporter, n -> Optional.of(streamOf(n)));
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
            assertStopsWhenCancelledUnderWay(reporter, n -> Optional.of(countOf(n)));
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
            assertStopsWhenCancelledUnderWay(reporter, n -> Optional.of(uniqueCountOf(n)));
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
    private record Cancellable(String what, CancellableCall call) {
    }

    /** A solver call that carries the given cancellation, and says when it shows that it is at work. */
    @FunctionalInterface
    private interface CancellableCall {
        /**
         * @param cancellation the cancellation the call's request carries
         * @param working run whenever the call shows that it is at work: a progress report, a solution
         * @return what the call returned
         * @throws Exception whatever the call throws
         */
        Object run(Cancellation cancellation, Runnable working) throws Exception;
    }

    /**
     * Cancels a call once it is under way, and measures how long it takes to stop, from {@code cancel()} to
     * the end of the call. The boards grow from just beyond those counted in full ({@link
     * #largestCountedBoardSize()}) to {@link #largeBoardSize()}: a board whose call ends of itself, before
     * or just after {@code cancel()}, is too small to tell anything, and the next is tried. A stop within
     * {@link #CANCELLATION_BOUND} passes; a slower one is tried again, up to {@link #STOP_ATTEMPTS} times, and
     * the best counts, so that a pause of a busy machine does not fail a solver that polls its cancellation
     * often; a call still running {@link #STOP_GIVE_UP} after {@code cancel()} fails at once.
     *
     * @param calls the call for a board of n, or empty if n has nothing to cancel (a split without subproblems)
     */
    private void assertStopsWhenCancelledUnderWay(TestReporter reporter, IntFunction<Optional<Cancellable>> calls) {
        int first = countedBoardSizes().max().orElse(0) + 1;
        int last = Math.min(Math.max(first, largeBoardSize()), solver().maxBoardSize());
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
    private static void assertStopsWhenCancelledBeforehand(TestReporter reporter, Cancellable target) {
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
        boolean underWay = false;
        while (!underWay && !call.awaitWithin(POLL)) {
            long elapsed = System.nanoTime() - start;
            underWay = call.cpuNanos() >= HEAD_START_CPU_NANOS
                    || working.get() && elapsed >= HEAD_START.toNanos()
                    || elapsed >= HEAD_START_WALL.toNanos();
        }
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
                assertFaultless(ofTheSolver("solve(n = " + n + ", queens " + queens + ")") + " should yield only valid"
                        + " boards that contain the queens", solutions.iterator(),
                        BoardCheck.builder().boardSize(n).presetQueens(queens).build());
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
                assertThat(solutions.toList()).as("%s should yield the solutions of solve(n = %d) that contain the"
                        + " queens, in the same order", ofTheSolver("solve(n = " + n + ", queens " + queens + ")"), n)
                        .isEqualTo(expected);
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
                    .as("%s should count the solutions of solve(n = %d) that contain the queens",
                            ofTheSolver("count(n = " + n + ", queens " + queens + ")"), n)
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

            String what = ofTheSolver((promises(Capability.COUNT) ? "count" : "solve") + "(n = " + n + ")");
            assertConsistentProgress(what, reports);
            // a hundred a second, with room for a first and a final report and for coarse clocks
            assertThat(reports.size()).as("%s should report progress at most about 100 times a second, but reported"
                    + " %d times in %d ms", what, reports.size(), elapsedMillis)
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
