package dev.nqueens.solvers.band;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The weights of a board without a band, checked on every pair of a row set and a column set of small
 * boards: the row sets counted and their images cover every row set once, the transpose's weights of a
 * pair and of its transpose add up to 2 and are the same for its images, and what a half placement alone
 * says of its weights holds for every partner.
 */
class RowSetSymmetryTest {

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {2, 4, 6, 8, 10})
    void theRowSetsCountedStandForEveryRowSetOnce(int n) {
        RowSetSymmetry symmetry = new RowSetSymmetry(n);

        long covered = 0;
        for (int index = 0; index < symmetry.rowSets(); index++) {
            assertThat(Integer.bitCount(symmetry.rowSet(index))).isEqualTo(n / 2);
            if (index > 0) {
                assertThat(symmetry.rowSet(index)).isGreaterThan(symmetry.rowSet(index - 1));
            }
            covered += symmetry.images(index);
        }

        assertThat(covered).isEqualTo(binomial(n, n / 2));
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {4, 6, 8})
    void theTransposeWeighsAPairAndItsTransposeTwoTogetherAndItsImagesAlike(int n) {
        RowSetSymmetry symmetry = new RowSetSymmetry(n);
        int all = (1 << n) - 1;
        for (int rows = 0; rows <= all; rows++) {
            for (int columns = 0; columns <= all; columns++) {
                if (Integer.bitCount(rows) != n / 2 || Integer.bitCount(columns) != n / 2) {
                    continue;
                }
                int weight = weight(symmetry, n, rows, columns);

                assertThat(weight + weight(symmetry, n, columns, rows)).isEqualTo(2);
                assertThat(weight(symmetry, n, reverse(rows, n), ~columns & all)).isEqualTo(weight);
                assertThat(weight(symmetry, n, ~rows & all, reverse(columns, n))).isEqualTo(weight);
                assertThat(weight(symmetry, n, ~reverse(rows, n) & all, ~reverse(columns, n) & all))
                        .isEqualTo(weight);
            }
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {4, 6, 8, 10})
    void whatAHalfSaysAloneHoldsForEveryPartner(int n) {
        RowSetSymmetry symmetry = new RowSetSymmetry(n);
        int half = n / 2;
        int halfMask = (1 << half) - 1;
        for (int index = 0; index < symmetry.rowSets(); index++) {
            int rows = symmetry.rowSet(index);
            for (int west = 0; west <= halfMask; west++) {
                for (int east = 0; east <= halfMask; east++) {
                    if (Integer.bitCount(west) + Integer.bitCount(east) != half) {
                        continue;
                    }
                    int westSort = symmetry.classify(rows, west);
                    int eastSort = symmetry.classify(rows, east);
                    int weight = symmetry.transposeWeight(rows, west, east);
                    if (westSort == RowSetSymmetry.LEFT_OUT || eastSort == RowSetSymmetry.LEFT_OUT) {
                        assertThat(weight).as("rows %s, west %s, east %s", rows, west, east).isZero();
                    } else if (westSort == RowSetSymmetry.CLEAR && eastSort == RowSetSymmetry.CLEAR) {
                        assertThat(weight).as("rows %s, west %s, east %s", rows, west, east).isEqualTo(2);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {0, 3, 22})
    void refusesBoardsItCannotCut(int n) {
        assertThatThrownBy(() -> new RowSetSymmetry(n)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a board without a band is even, from 2 to 20: " + n);
    }

    /** @return the weight of rows E and bottom columns C, given to the symmetry as each half reads them */
    private static int weight(RowSetSymmetry symmetry, int n, int rows, int columns) {
        int half = n / 2;
        int halfMask = (1 << half) - 1;
        // the west half reads its columns from the centre line outwards, the east half from its first
        int west = reverse(columns & halfMask, half);
        int east = columns >>> half;
        return symmetry.transposeWeight(rows, west, east);
    }

    private static int reverse(int bits, int width) {
        return Integer.reverse(bits) >>> Integer.SIZE - width;
    }

    private static long binomial(int n, int k) {
        long value = 1;
        for (int i = 1; i <= k; i++) {
            value = value * (n - k + i) / i;
        }
        return value;
    }
}
