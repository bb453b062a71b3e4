package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pre-placed queens in the four exhaustive solvers, beyond what the contract kit checks: completions
 * against a brute force that knows nothing of the search, boards without a completion, the classic
 * n = 8 with a corner queen, large boards, and progress.
 */
class PresetQueensTest {

    private static final List<Solver> SOLVERS = List.of(new ScanSolver(), new RecursiveSolver(), new IterativeSolver(),
            new BitmaskSolver());

    private static final long SEED = 6_2026L;
    private static final int LARGEST_BRUTE_FORCE_BOARD = 9;
    private static final int CASES_PER_BOARD = 8;
    /** Draws of a random square after which a board is taken to hold no further queen. */
    private static final int DRAWS_PER_QUEEN = 100;

    /** All solutions of each small board, by brute force; 9! permutations take a fraction of a second. */
    private static final Map<Integer, List<Solution>> BRUTE_FORCE = new ConcurrentHashMap<>();

    static Stream<Solver> solvers() {
        return SOLVERS.stream();
    }

    /** Seeded random boards of 1 to 9 with 1 to 3 queens that leave each other alone, fewer where no more fit. */
    static Stream<Arguments> randomPresets() {
        Random random = new Random(SEED);
        return IntStream.rangeClosed(1, LARGEST_BRUTE_FORCE_BOARD).boxed()
                .flatMap(n -> IntStream.range(0, CASES_PER_BOARD).mapToObj(i -> Arguments.of(n, randomQueens(random, n))));
    }

    private static List<Queen> randomQueens(Random random, int n) {
        int wanted = 1 + random.nextInt(3);
        List<Queen> queens = new ArrayList<>();
        for (int draws = 0; queens.size() < wanted && draws < wanted * DRAWS_PER_QUEEN; draws++) {
            Queen queen = new Queen(random.nextInt(n), random.nextInt(n));
            if (queens.stream().noneMatch(queen::attacks)) {
                queens.add(queen);
            }
        }
        return List.copyOf(queens);
    }

    /**
     * The solutions of the board that contain the queens, found without any search: every permutation of
     * the columns, in lexicographic order, kept if valid and if it holds the queens.
     */
    private static List<Solution> bruteForce(int n, List<Queen> queens) {
        return BRUTE_FORCE.computeIfAbsent(n, PresetQueensTest::validPermutations).stream()
                .filter(solution -> contains(solution, queens)).toList();
    }

    private static List<Solution> validPermutations(int n) {
        List<Solution> valid = new ArrayList<>();
        permute(new int[n], new boolean[n], 0, valid);
        return valid;
    }

    private static void permute(int[] columns, boolean[] used, int row, List<Solution> valid) {
        if (row == columns.length) {
            Solution placement = Solution.of(columns);
            if (placement.isValid()) {
                valid.add(placement);
            }
            return;
        }
        for (int column = 0; column < columns.length; column++) {
            if (!used[column]) {
                used[column] = true;
                columns[row] = column;
                permute(columns, used, row + 1, valid);
                used[column] = false;
            }
        }
    }

    private static boolean contains(Solution solution, List<Queen> queens) {
        return queens.stream().allMatch(queen -> solution.column(queen.row()) == queen.column());
    }

    private static SolveRequest request(int n, List<Queen> queens) {
        return SolveRequest.builder(n).presetQueens(queens).build();
    }

    private static List<Solution> solutions(Solver solver, SolveRequest request) {
        try (Stream<Solution> solutions = solver.solve(request)) {
            return solutions.toList();
        }
    }

    @Test
    void allFourClaimPresetQueensSoThatTheContractKitChecksThem() {
        for (Solver solver : SOLVERS) {
            assertThat(solver.capabilities()).as(solver.id()).contains(Capability.PRESET_QUEENS);
        }
    }

    /** Each solver matches the brute force, so all four agree with each other. */
    @ParameterizedTest(name = "n = {0}, queens {1}")
    @MethodSource("randomPresets")
    void solveAndCountMatchTheBruteForce(int n, List<Queen> queens) {
        List<Solution> expected = bruteForce(n, queens);

        for (Solver solver : SOLVERS) {
            SolveRequest request = request(n, queens);
            assertThat(solutions(solver, request)).as("%s solve", solver.id()).isEqualTo(expected);
            assertThat(solver.count(request)).as("%s count", solver.id()).isEqualTo(expected.size());
        }
    }

    /** Guards the generator: cases whose presets cannot be completed and cases with several completions. */
    @Test
    void theRandomCasesIncludeBoardsWithoutAndWithSeveralCompletions() {
        List<Integer> completions = randomPresets()
                .map(arguments -> bruteForce((int) arguments.get()[0], queensOf(arguments)).size()).toList();

        assertThat(completions).contains(0).anyMatch(count -> count > 1);
        assertThat(randomPresets().map(arguments -> queensOf(arguments).size()).distinct()).contains(1, 2, 3);
    }

    @SuppressWarnings("unchecked")
    private static List<Queen> queensOf(Arguments arguments) {
        return (List<Queen>) arguments.get()[1];
    }

    static Stream<Arguments> presetsWithoutCompletion() {
        // n = 4 and 0:0: every other row keeps two open squares, yet no placement fits them
        return solvers().flatMap(solver -> Stream.of(
                Arguments.of(solver, 2, List.of(new Queen(1, 0))),
                Arguments.of(solver, 4, List.of(new Queen(0, 0))),
                Arguments.of(solver, 6, List.of(new Queen(5, 5))),
                Arguments.of(solver, 8, List.of(new Queen(0, 0), new Queen(1, 2)))));
    }

    @ParameterizedTest(name = "{0}, n = {1}, queens {2}")
    @MethodSource("presetsWithoutCompletion")
    void presetsWithoutCompletionGiveNothing(Solver solver, int n, List<Queen> queens) {
        assertThat(bruteForce(n, queens)).as("completions by brute force").isEmpty();

        assertThat(solutions(solver, request(n, queens))).isEmpty();
        assertThat(solver.count(request(n, queens))).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void eightQueensWithOneInTheCornerHaveFourSolutions(Solver solver) {
        SolveRequest request = request(8, List.of(new Queen(0, 0)));

        assertThat(solutions(solver, request)).containsExactly(
                Solution.of(0, 4, 7, 5, 2, 6, 1, 3),
                Solution.of(0, 5, 7, 2, 6, 3, 1, 4),
                Solution.of(0, 6, 3, 5, 7, 1, 4, 2),
                Solution.of(0, 6, 4, 7, 1, 3, 5, 2));
        assertThat(solver.count(request)).isEqualTo(4);
    }

    /** With a queen in every row there is nothing left to search, and no branch row to count progress in. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void aFullBoardOfPresetQueensIsItsOnlySolution(Solver solver) {
        Solution full = Solution.of(2, 4, 1, 7, 0, 6, 3, 5);
        List<Queen> queens = IntStream.range(0, 8).mapToObj(row -> new Queen(row, full.column(row))).toList();
        List<long[]> reports = new CopyOnWriteArrayList<>();
        SolveRequest request = request(8, queens).toBuilder()
                .progress((done, total) -> reports.add(new long[] {done, total})).build();

        assertThat(solutions(solver, request)).containsExactly(full);
        assertThat(solver.count(request)).isEqualTo(1);
        assertThat(reports).isNotEmpty().allSatisfy(report -> assertThat(report[1]).isEqualTo(64));
        assertThat(reports.get(reports.size() - 1)).containsExactly(64, 64);
    }

    /**
     * The first solution of n = 25 holds the queens of its own last five rows, so it is also the first
     * completion of them; the search that finds it must not have to enumerate the board.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void aLargeBoardYieldsItsFirstCompletionsLazily(Solver solver) {
        Solution first;
        try (Stream<Solution> solutions = solver.solve(SolveRequest.of(25))) {
            first = solutions.findFirst().orElseThrow();
        }
        List<Queen> lastRows = IntStream.range(20, 25).mapToObj(row -> new Queen(row, first.column(row))).toList();

        List<Solution> firstThree;
        try (Stream<Solution> solutions = solver.solve(request(25, lastRows))) {
            firstThree = solutions.limit(3).toList();
        }

        assertThat(firstThree).hasSize(3).startsWith(first).isSorted().doesNotHaveDuplicates()
                .allSatisfy(solution -> {
                    assertThat(solution.isValid()).as("%s is valid", solution).isTrue();
                    assertThat(contains(solution, lastRows)).as("%s contains %s", solution, lastRows).isTrue();
                });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void progressOfACountWithPresetQueensRisesToTheTotal(Solver solver) {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        SolveRequest request = request(11, List.of(new Queen(3, 5))).toBuilder()
                .progress((done, total) -> reports.add(new long[] {done, total})).build();

        long count = solver.count(request);

        assertThat(count).isEqualTo(countByFiltering(solver, 11, List.of(new Queen(3, 5)))).isPositive();
        assertRisingWithin(reports, 11 * 11);
        assertThat(reports.get(reports.size() - 1)).containsExactly(121, 121);
    }

    private static long countByFiltering(Solver solver, int n, List<Queen> queens) {
        try (Stream<Solution> solutions = solver.solve(SolveRequest.of(n))) {
            return solutions.filter(solution -> contains(solution, queens)).count();
        }
    }

    /**
     * Queens fixed in rows 0 and 1 would freeze progress counted in those rows for the whole run; it must
     * move all the same, through the rows the search fills, and the run must stop on cancel().
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void progressMovesAndCancelStopsALongCountWithPresetQueensInTheFirstRows(Solver solver)
            throws InterruptedException {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        Cancellation cancellation = new Cancellation();
        SolveRequest request = request(18, List.of(new Queen(0, 0), new Queen(1, 2))).toBuilder()
                .cancellation(cancellation).progress((done, total) -> reports.add(new long[] {done, total})).build();
        AtomicReference<Throwable> ending = new AtomicReference<>();
        Thread counter = new Thread(() -> {
            try {
                solver.count(request);
            } catch (RuntimeException e) {
                ending.set(e);
            }
        });
        counter.start();
        // wait for progress to move rather than a fixed time: a loaded machine may need longer per branch
        try {
            Eventually.holds(() -> distinctDoneValues(reports) >= 2 || !counter.isAlive(), "progress to move",
                    Duration.ofSeconds(30));
        } finally {
            cancellation.cancel();
        }
        counter.join(TimeUnit.SECONDS.toMillis(1));

        assertThat(counter.isAlive()).as("still counting a second after cancel()").isFalse();
        assertThat(ending.get()).isInstanceOf(CancellationException.class);
        assertRisingWithin(reports, 18 * 18);
        assertThat(distinctDoneValues(reports)).as("distinct done values").isGreaterThan(1);
    }

    private static long distinctDoneValues(List<long[]> reports) {
        return reports.stream().mapToLong(report -> report[0]).distinct().count();
    }

    private static void assertRisingWithin(List<long[]> reports, long total) {
        assertThat(reports).isNotEmpty();
        long previous = 0;
        for (long[] report : reports) {
            assertThat(report[1]).as("total").isEqualTo(total);
            assertThat(report[0]).as("done").isBetween(previous, total);
            previous = report[0];
        }
    }
}
