package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class SolutionTest {

    @Test
    void drawsRowsAsQueensAndDots() {
        Solution solution = Solution.of(1, 3, 0, 2);

        assertThat(solution.rows()).containsExactly(".Q..", "...Q", "Q...", "..Q.");
        assertThat(solution.row(3)).isEqualTo("..Q.");
        assertThat(solution.size()).isEqualTo(4);
        assertThat(solution.column(1)).isEqualTo(3);
        assertThat(solution).hasToString("Solution[1, 3, 0, 2]");
    }

    @Test
    void isImmutable() {
        int[] columns = {1, 3, 0, 2};
        Solution solution = Solution.of(columns);

        columns[0] = 2;
        solution.columns()[1] = 0;

        assertThat(solution.columns()).containsExactly(1, 3, 0, 2);
    }

    @Test
    void emptyBoardIsOneValidSolution() {
        assertThat(Solution.of()).isSameAs(Solution.empty());
        assertThat(Solution.empty().size()).isZero();
        assertThat(Solution.empty().rows()).isEmpty();
        assertThat(Solution.empty().isValid()).isTrue();
        assertThat(Solution.empty().symmetryClassSize()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 4, 100})
    void refusesQueensOffTheBoard(int column) {
        assertThatThrownBy(() -> Solution.of(1, column, 0, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 1 has its queen in column " + column + ", off a board of size 4");
    }

    @Test
    void ordersLexicographicallyAndAgreesWithEquals() {
        Solution a = Solution.of(1, 3, 0, 2);
        Solution b = Solution.of(2, 0, 3, 1);

        assertThat(a).isLessThan(b);
        assertThat(b).isGreaterThan(a);
        assertThat(a.compareTo(Solution.of(1, 3, 0, 2))).isZero();
        assertThat(a).isEqualTo(Solution.of(1, 3, 0, 2)).hasSameHashCodeAs(Solution.of(1, 3, 0, 2));
        assertThat(a).isNotEqualTo(b).isNotEqualTo("Solution[1, 3, 0, 2]");
        assertThat(Solution.of(0)).isLessThan(Solution.of(1, 0));
    }

    @Test
    void validSolutionsHaveNoConflict() {
        assertThat(Solution.of(1, 3, 0, 2).firstConflict()).isEmpty();
        assertThat(Solution.of(0, 4, 7, 5, 2, 6, 1, 3).isValid()).isTrue();
        assertThat(Solution.of(0).isValid()).isTrue();
    }

    @ParameterizedTest(name = "{0} -> rows {1} and {2}, {3}")
    @CsvSource({
        "0 2 0 3,   0, 2, COLUMN",
        "0 2 4 3 1, 0, 3, DIAGONAL",
        "1 0 3 2,   0, 1, ANTI_DIAGONAL",
        "3 1 2 0,   1, 2, DIAGONAL",
        "0 2 1 3,   1, 2, ANTI_DIAGONAL",
        "0 1 3 2,   0, 1, DIAGONAL",
        "1 3 0 0,   2, 3, COLUMN",
    })
    void namesTheFirstConflict(String columns, int firstRow, int secondRow, Conflict.Line line) {
        Solution solution = Solution.of(parse(columns));

        Conflict conflict = solution.firstConflict().orElseThrow();

        assertThat(conflict.firstRow()).isEqualTo(firstRow);
        assertThat(conflict.secondRow()).isEqualTo(secondRow);
        assertThat(conflict.line()).isEqualTo(line);
        assertThat(conflict.firstColumn()).isEqualTo(solution.column(firstRow));
        assertThat(conflict.secondColumn()).isEqualTo(solution.column(secondRow));
        assertThat(solution.isValid()).isFalse();
    }

    @Test
    void aConflictReadsAsOneLine() {
        Conflict conflict = Solution.of(1, 0, 3, 2).firstConflict().orElseThrow();

        assertThat(conflict.describe()).isEqualTo("rows 0 and 1 share an anti-diagonal (columns 1 and 0)");
        assertThat(Solution.of(0, 2, 1, 3).firstConflict().orElseThrow().describe())
                .isEqualTo("rows 1 and 2 share an anti-diagonal (columns 2 and 1)");
        assertThat(Solution.of(2, 0, 2, 1).firstConflict().orElseThrow().describe())
                .isEqualTo("rows 0 and 2 both have their queen in column 2");
    }

    /** The O(n) check against the obvious O(n²) one, over seeded random placements of many sizes. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void firstConflictAgreesWithPairwiseCheck(long seed) {
        Random random = new Random(seed);
        for (int trial = 0; trial < 2_000; trial++) {
            int n = 1 + random.nextInt(12);
            int[] columns = random.ints(n, 0, n).toArray();

            assertThat(Solution.of(columns).firstConflict().map(c -> List.of(c.firstRow(), c.secondRow())))
                    .as("placement %s", java.util.Arrays.toString(columns))
                    .isEqualTo(pairwiseFirstConflict(columns));
        }
    }

    @Test
    void symmetriesMapTheFourQueensSolutionsOntoEachOther() {
        Solution a = Solution.of(1, 3, 0, 2);
        Solution b = Solution.of(2, 0, 3, 1);

        assertThat(a.transformed(Symmetry.IDENTITY)).isSameAs(a);
        assertThat(a.transformed(Symmetry.FLIP_COLUMNS)).isEqualTo(b);
        assertThat(a.transformed(Symmetry.FLIP_ROWS)).isEqualTo(b);
        assertThat(a.transformed(Symmetry.ROTATE_90)).isEqualTo(a);
        assertThat(a.transformed(Symmetry.TRANSPOSE)).isEqualTo(b);
        assertThat(a.symmetryClassSize()).isEqualTo(2);
        assertThat(a.isCanonical()).isTrue();
        assertThat(b.isCanonical()).isFalse();
    }

    @Test
    void quarterTurnMovesQueensClockwise() {
        // (0,0) (1,2) (2,1) → (0,2) (2,1) (1,0): a queen in row 0 column 0 goes to the top-right corner
        Solution placement = Solution.of(0, 2, 1);

        assertThat(placement.transformed(Symmetry.ROTATE_90)).isEqualTo(Solution.of(2, 0, 1));
        assertThat(placement.transformed(Symmetry.ROTATE_270)).isEqualTo(Solution.of(1, 2, 0));
        assertThat(placement.transformed(Symmetry.ANTI_TRANSPOSE)).isEqualTo(Solution.of(1, 0, 2));
    }

    static Stream<Arguments> seededPermutations() {
        Random random = new Random(42);
        return IntStream.range(0, 200).mapToObj(i -> Arguments.of(randomPermutation(random, 1 + random.nextInt(12))));
    }

    /** The eight symmetries form a group: each composes as D4 says, and each keeps valid boards valid. */
    @ParameterizedTest
    @MethodSource("seededPermutations")
    void symmetriesBehaveAsTheDihedralGroup(int[] columns) {
        Solution s = Solution.of(columns);

        assertThat(s.transformed(Symmetry.ROTATE_90).transformed(Symmetry.ROTATE_90))
                .isEqualTo(s.transformed(Symmetry.ROTATE_180));
        assertThat(s.transformed(Symmetry.ROTATE_90).transformed(Symmetry.ROTATE_180))
                .isEqualTo(s.transformed(Symmetry.ROTATE_270));
        assertThat(s.transformed(Symmetry.ROTATE_270).transformed(Symmetry.ROTATE_90)).isEqualTo(s);
        for (Symmetry reflection : List.of(Symmetry.FLIP_COLUMNS, Symmetry.FLIP_ROWS, Symmetry.TRANSPOSE,
                Symmetry.ANTI_TRANSPOSE)) {
            assertThat(s.transformed(reflection).transformed(reflection)).isEqualTo(s);
        }
        assertThat(s.transformed(Symmetry.TRANSPOSE).transformed(Symmetry.ROTATE_180))
                .isEqualTo(s.transformed(Symmetry.ANTI_TRANSPOSE));
        for (Symmetry symmetry : Symmetry.values()) {
            assertThat(s.transformed(symmetry).isValid()).isEqualTo(s.isValid());
        }
        assertThat(8 % s.symmetryClassSize()).isZero();
    }

    /**
     * Canonical solutions counted over every permutation equal OEIS A002562, and class sizes add up to
     * A000170: an oracle independent of any solver.
     */
    @ParameterizedTest(name = "n = {0}: {1} solutions in {2} classes")
    @CsvSource({"1, 1, 1", "4, 2, 1", "5, 10, 2", "6, 4, 1", "7, 40, 6", "8, 92, 12"})
    void canonicalSolutionsCountTheClasses(int n, int total, int unique) {
        List<Solution> solutions = new ArrayList<>();
        permutations(new int[n], 0, new boolean[n], solutions);
        List<Solution> canonical = solutions.stream().filter(Solution::isCanonical).toList();

        assertThat(solutions).hasSize(total);
        assertThat(canonical).hasSize(unique);
        assertThat(canonical.stream().mapToInt(Solution::symmetryClassSize).sum()).isEqualTo(total);
    }

    @Test
    void symmetriesNeedOneQueenPerColumn() {
        Solution twoInColumnZero = Solution.of(0, 0);

        assertThatThrownBy(() -> twoInColumnZero.transformed(Symmetry.ROTATE_90))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("share column 0");
        assertThatThrownBy(twoInColumnZero::isCanonical).isInstanceOf(IllegalStateException.class);
    }

    private static void permutations(int[] columns, int row, boolean[] used, List<Solution> valid) {
        if (row == columns.length) {
            Solution candidate = Solution.of(columns);
            if (candidate.isValid()) {
                valid.add(candidate);
            }
            return;
        }
        for (int column = 0; column < columns.length; column++) {
            if (!used[column]) {
                used[column] = true;
                columns[row] = column;
                permutations(columns, row + 1, used, valid);
                used[column] = false;
            }
        }
    }

    private static java.util.Optional<List<Integer>> pairwiseFirstConflict(int[] columns) {
        for (int second = 0; second < columns.length; second++) {
            for (int first = 0; first < second; first++) {
                int dc = Math.abs(columns[second] - columns[first]);
                if (dc == 0 || dc == second - first) {
                    return java.util.Optional.of(List.of(first, second));
                }
            }
        }
        return java.util.Optional.empty();
    }

    private static int[] randomPermutation(Random random, int n) {
        int[] columns = IntStream.range(0, n).toArray();
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = columns[i];
            columns[i] = columns[j];
            columns[j] = t;
        }
        return columns;
    }

    private static int[] parse(String columns) {
        return Stream.of(columns.trim().split(" ")).mapToInt(Integer::parseInt).toArray();
    }
}
