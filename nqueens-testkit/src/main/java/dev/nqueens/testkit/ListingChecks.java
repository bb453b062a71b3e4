package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The checks of {@link SolverContract} on what a solver lists: valid boards; with
 * {@link Capability#ALL_SOLUTIONS}, every solution once, in lexicographic order; a lazy stream; and with
 * {@link Capability#PRESET_QUEENS}, the solutions that contain the pre-placed queens.
 */
final class ListingChecks {

    private ListingChecks() {
    }

    /** Every solution yielded is a valid board of size n. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class ValidBoards extends SolverCheckGroup {

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

    /** ALL_SOLUTIONS: every solution once, in lexicographic order. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class AllSolutions extends SolverCheckGroup {

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

        /** A solver that lists all solutions counts them too, with {@code ListingCounts} if it has no faster way. */
        @Test
        @DisplayName("count(n) is OEIS A000170(n), by listing or faster, for every n counted")
        void countsWhatItLists() {
            for (int n : countedBoardSizes().toArray()) {
                SolveRequest request = SolveRequest.of(n);
                String should = ofTheSolver("count(n = " + n + ")") + " should be OEIS A000170(" + n + ") = "
                        + KnownCounts.total(n) + ", since the solver finds all solutions"
                        + " (ListingCounts.count counts them)";
                assertThat(catchThrowable(() -> solver().count(request))).as("%s, but it threw", should).isNull();
                assertThat(solver().count(request)).as(should).isEqualTo(KnownCounts.total(n));
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

    /** Laziness: the search goes only as far as the stream is consumed. */
    abstract static class Laziness extends SolverCheckGroup {

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

    /** PRESET_QUEENS: exactly the solutions that contain the pre-placed queens. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class PresetQueens extends SolverCheckGroup {

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
}
