package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class MinConflictsSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new MinConflictsSolver();
    }

    @Test
    void theServiceLoaderFindsIt() {
        assertThat(Registry.installed(ProviderKind.SOLVER).byId("min-conflicts")).isInstanceOf(MinConflictsSolver.class);
    }

    private static SolveRequest seeded(int n, long seed) {
        return SolveRequest.builder(n).seed(seed).build();
    }

    private List<Solution> solve(SolveRequest request, int limit) {
        try (Stream<Solution> solutions = solver().solve(request)) {
            return solutions.limit(limit).toList();
        }
    }

    private static void assertValid(Solution solution, int n) {
        assertThat(solution.size()).isEqualTo(n);
        solution.firstConflict().ifPresent(conflict -> fail(conflict.describe()));
    }

    @ParameterizedTest(name = "n = {0}, seed {1}")
    @CsvSource({"4, 1", "5, 2", "8, 3", "8, 4", "13, 5", "50, 6", "50, 7", "1000, 8", "1000, 9", "20000, 10",
            "100000, 11"})
    void yieldsValidDistinctSolutions(int n, long seed) {
        List<Solution> solutions = solve(seeded(n, seed), 3);
        assertThat(solutions).hasSize(n == 4 ? 2 : 3).doesNotHaveDuplicates();
        solutions.forEach(solution -> assertValid(solution, n));
    }

    @Test
    void aMillionQueensFinish() {
        List<Solution> solutions = solve(seeded(1_000_000, 1), 1);
        assertThat(solutions).hasSize(1);
        assertValid(solutions.get(0), 1_000_000);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {9, 64, 5000})
    void theSameSeedGivesTheSameSolutions(int n) {
        assertThat(solve(seeded(n, 42), 5)).isEqualTo(solve(seeded(n, 42), 5));
    }

    @Test
    void differentSeedsGiveDifferentSolutions() {
        Set<Solution> firsts = new HashSet<>();
        for (long seed = 0; seed < 10; seed++) {
            firsts.addAll(solve(seeded(30, seed), 1));
        }
        // n = 30 has about 10^13 solutions; ten seeds that met twice would point at a seed being ignored
        assertThat(firsts).hasSize(10);
    }

    @Test
    void limitGivesThatManyDistinctSolutions() {
        List<Solution> solutions = solve(seeded(12, 7), 500);
        assertThat(solutions).hasSize(500).doesNotHaveDuplicates();
        solutions.forEach(solution -> assertValid(solution, 12));
    }

    /** The stream ends once a board's solutions are all given, and gives them all: brute force says which. */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 4, 5, 6, 7, 8})
    void smallBoardsGiveAllTheirSolutionsThenEnd(int n) {
        for (long seed = 0; seed < 3; seed++) {
            assertThat(new HashSet<>(solve(seeded(n, seed), 1000))).as("n = %d, seed %d", n, seed)
                    .isEqualTo(bruteForce(n, List.of()));
        }
    }

    @Test
    void theSmallBoardsHaveTheirKnownAnswers() {
        assertThat(solve(SolveRequest.of(0), 10)).containsExactly(Solution.empty());
        assertThat(solve(SolveRequest.of(2), 10)).isEmpty();
        assertThat(solve(SolveRequest.of(3), 10)).isEmpty();
        assertThat(solve(SolveRequest.builder(3).presetQueens(List.of(new Queen(0, 0))).build(), 10)).isEmpty();
    }

    /** A board, queens placed on it beforehand, and the seed of the search. */
    record PresetCase(int n, List<Queen> queens, long seed) {
    }

    /** Seeded random pre-placements of one to four queens on boards of 4 to 8, with and without completions. */
    static List<PresetCase> presetCases() {
        SplittableRandom random = new SplittableRandom(2017);
        List<PresetCase> cases = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            int n = 4 + random.nextInt(5);
            List<Queen> queens = new ArrayList<>();
            int wanted = 1 + random.nextInt(4);
            for (int tries = 0; queens.size() < wanted && tries < 100; tries++) {
                Queen queen = new Queen(random.nextInt(n), random.nextInt(n));
                if (queens.stream().noneMatch(queen::attacks)) {
                    queens.add(queen);
                }
            }
            cases.add(new PresetCase(n, List.copyOf(queens), random.nextLong()));
        }
        return cases;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presetCases")
    void presetQueensGiveExactlyTheCompletionsBruteForceFinds(PresetCase presets) {
        SolveRequest request = SolveRequest.builder(presets.n()).presetQueens(presets.queens()).seed(presets.seed())
                .build();
        assertThat(new HashSet<>(solve(request, 1000))).isEqualTo(bruteForce(presets.n(), presets.queens()));
    }

    @Test
    void thePresetCasesIncludeBoardsWithAndWithoutCompletions() {
        long withNone = presetCases().stream()
                .filter(presets -> bruteForce(presets.n(), presets.queens()).isEmpty()).count();
        assertThat(withNone).isBetween(3L, 27L);
    }

    @Test
    void aPresetQueenInTheCornerOfFourLeavesNothing() {
        SolveRequest request = SolveRequest.builder(4).presetQueens(List.of(new Queen(0, 0))).seed(1).build();
        assertThat(solve(request, 10)).isEmpty();
    }

    @Test
    void presetQueensStayPutOnALargeBoard() {
        int n = 20_000;
        // a hundred queens of some solution, so that a completion exists
        Solution source = solve(seeded(n, 99), 1).get(0);
        List<Queen> queens = new SplittableRandom(100).ints(100, 0, n).distinct()
                .mapToObj(row -> new Queen(row, source.column(row))).toList();
        List<Solution> solutions = solve(SolveRequest.builder(n).presetQueens(queens).seed(101).build(), 3);
        assertThat(solutions).hasSize(3).doesNotHaveDuplicates();
        for (Solution solution : solutions) {
            assertValid(solution, n);
            queens.forEach(queen -> assertThat(solution.column(queen.row())).isEqualTo(queen.column()));
        }
    }

    @Test
    void progressCountsConflictsResolvedUpToTheTotal() {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        SolveRequest request = SolveRequest.builder(300_000).seed(5)
                .progress((done, total) -> reports.add(new long[] {done, total})).build();
        solve(request, 1);
        assertThat(reports).isNotEmpty();
        long total = reports.get(0)[1];
        assertThat(total).isPositive();
        long previous = 0;
        for (long[] report : reports) {
            assertThat(report[1]).isEqualTo(total);
            assertThat(report[0]).isBetween(previous, total);
            previous = report[0];
        }
        assertThat(previous).as("done at the end").isEqualTo(total);
    }

    @Test
    void aCancelledRequestStopsAtTheFirstStep() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        Stream<Solution> solutions = solver().solve(SolveRequest.builder(100).cancellation(cancellation).build());
        assertThatThrownBy(solutions::toList).isInstanceOf(CancellationException.class);
    }

    /**
     * Two long runs: a greedy start of five million rows, and a stream that keeps looking for new boards. Each
     * is cancelled once it is seen under way: in its greedy start, or past its first hundred solutions.
     */
    @ParameterizedTest(name = "n = {0}, limit {1}")
    @CsvSource({"5000000, 1", "12, 1000000"})
    void cancellingARunningSearchStopsItWithinAFewHundredMilliseconds(int n, int limit) throws Exception {
        Cancellation cancellation = new Cancellation();
        SolveRequest request = SolveRequest.builder(n).cancellation(cancellation).seed(3).build();
        AtomicReference<Thread> searching = new AtomicReference<>();
        AtomicLong given = new AtomicLong();
        CompletableFuture<List<Solution>> run = CompletableFuture.supplyAsync(() -> {
            searching.set(Thread.currentThread());
            try (Stream<Solution> solutions = solver().solve(request)) {
                return solutions.peek(solution -> given.incrementAndGet()).limit(limit).toList();
            }
        });
        try {
            Eventually.holds(() -> run.isDone() || given.get() >= 100 || inGreedyStart(searching.get()),
                    "the search under way", Duration.ofSeconds(30));
        } catch (AssertionError notUnderWay) {
            cancellation.cancel();
            throw notUnderWay;
        }
        assertThat(run).as("still running when cancelled").isNotDone();
        long cancelledAt = System.nanoTime();
        cancellation.cancel();
        try {
            run.get(1, TimeUnit.SECONDS);
            fail("the run finished instead of being cancelled");
        } catch (ExecutionException e) {
            assertThat(e.getCause()).isInstanceOf(CancellationException.class);
        } catch (TimeoutException e) {
            fail("the run did not stop within a second of cancel()");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - cancelledAt)).isLessThan(Duration.ofMillis(500));
    }

    /** @return whether the thread is in the search's greedy start */
    private static boolean inGreedyStart(Thread thread) {
        return thread != null && Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getMethodName().equals("greedyStart"));
    }

    /** All solutions of n that contain the queens, by trying every permutation row by row. */
    private static Set<Solution> bruteForce(int n, List<Queen> queens) {
        int[] fixed = new int[n];
        Arrays.fill(fixed, -1);
        queens.forEach(queen -> fixed[queen.row()] = queen.column());
        Set<Solution> solutions = new HashSet<>();
        extend(new int[n], 0, fixed, solutions);
        return solutions;
    }

    private static void extend(int[] columns, int row, int[] fixed, Set<Solution> solutions) {
        int n = columns.length;
        if (row == n) {
            solutions.add(Solution.of(columns));
            return;
        }
        for (int column = 0; column < n; column++) {
            if (fixed[row] >= 0 && fixed[row] != column) {
                continue;
            }
            boolean safe = true;
            for (int above = 0; above < row && safe; above++) {
                safe = columns[above] != column && row - above != Math.abs(column - columns[above]);
            }
            if (safe) {
                columns[row] = column;
                extend(columns, row + 1, fixed, solutions);
            }
        }
    }

}
