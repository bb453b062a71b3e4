package dev.nqueens.solvers.halves;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Subcount;
import dev.nqueens.solvers.band.BandJoin;
import dev.nqueens.solvers.band.BandPrefix;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The numbers of the worked example in the description of {@code dev.nqueens.solvers.band}: the 8 × 8 board
 * cut as the halves counter cuts it, h = 3 and k = 2. The cut, the configurations' images, the crossing
 * diagonals and the counts come from the counter's own classes; the placements of the halves and of the
 * quadrants, which the counters keep to themselves, from a plain enumeration here.
 */
class WorkedExampleTest {

    private static final int N = 8;
    /** The example's band configuration: its queens' rows in the band columns 3 and 4. */
    private static final int[] CONFIGURATION = {0, 6};
    /** The example's solution, the row of each column. */
    private static final int[] SOLUTION = {7, 1, 3, 0, 6, 4, 2, 5};
    private static final int[] WEST = {0, 1, 2};
    private static final int[] EAST = {5, 6, 7};
    private static final int[] FREE_ROWS = {1, 2, 3, 4, 5, 7};

    private final HalvesLayout layout = HalvesLayout.of(N);

    @Test
    void theBandIsColumns3And4BetweenHalvesOf3() {
        assertThat(layout.halfWidth).isEqualTo(3);
        assertThat(layout.bandWidth).isEqualTo(2);
        assertThat(layout.bandColumn(0)).isEqualTo(3);
        assertThat(layout.bandColumn(1)).isEqualTo(4);
        assertThat(layout.diagonalBits).as("crossing diagonals").isEqualTo(10);
        assertThat(layout.rowSets).as("row sets of 3 of the 6 free rows").isEqualTo(20);
    }

    @Test
    void ofThe42BandConfigurations12AreTheLeastOfTheirImages() {
        int configurations = 0;
        int least = 0;
        int images = 0;
        for (int first = 0; first < N; first++) {
            for (int second = 0; second < N; second++) {
                int[] rows = {first, second};
                if (layout.attacked(rows, 1, second)) {
                    continue;
                }
                configurations++;
                int count = layout.imagesIfLeast(rows, 2);
                least += count > 0 ? 1 : 0;
                images += count;
            }
        }

        assertThat(configurations).isEqualTo(42);
        assertThat(least).isEqualTo(12);
        assertThat(images).isEqualTo(42);
        assertThat(layout.imagesIfLeast(CONFIGURATION, 2)).isEqualTo(4);
    }

    @Test
    void theHalvesOfTheExampleConfigurationAndTheirRowSets() {
        List<int[]> west = halfPlacements(WEST);
        List<int[]> east = halfPlacements(EAST);
        Set<Integer> westRowSets = new HashSet<>();
        west.forEach(placement -> westRowSets.add(rowSet(placement)));
        Set<Integer> eastRowSets = new HashSet<>();
        east.forEach(placement -> eastRowSets.add(rowSet(placement)));
        int freeRows = rowSet(FREE_ROWS);
        long inBoth = westRowSets.stream().filter(rows -> eastRowSets.contains(freeRows & ~rows)).count();
        int pairs = 0;
        int matched = 0;
        for (int[] westRows : west) {
            for (int[] eastRows : east) {
                if ((rowSet(westRows) | rowSet(eastRows)) == freeRows) {
                    pairs++;
                    matched += isSolution(westRows, eastRows) ? 1 : 0;
                }
            }
        }

        assertThat(west).hasSize(16);
        assertThat(westRowSets).hasSize(13);
        assertThat(east).hasSize(14);
        assertThat(eastRowSets).hasSize(12);
        assertThat(inBoth).as("row sets with placements in both halves").isEqualTo(5);
        assertThat(pairs).as("pairs of equal keys").isEqualTo(6);
        assertThat(matched).isEqualTo(3);
    }

    @Test
    void theMatchedPairHasComplementaryKeysAndDisjointCrossingDiagonals() {
        long westDiagonals = 0;
        int westKeys = 0;
        for (int column : WEST) {
            westDiagonals |= layout.crossingDiagonals(SOLUTION[column], column);
            westKeys |= 1 << keyIndex(SOLUTION[column]);
        }
        long eastDiagonals = 0;
        int eastKeys = 0;
        for (int column : EAST) {
            eastDiagonals |= layout.crossingDiagonals(SOLUTION[column], column);
            eastKeys |= 1 << keyIndex(SOLUTION[column]);
        }

        assertThat(isSolution(new int[] {7, 1, 3}, new int[] {4, 2, 5})).isTrue();
        assertThat(SOLUTION[3]).isEqualTo(CONFIGURATION[0]);
        assertThat(SOLUTION[4]).isEqualTo(CONFIGURATION[1]);
        assertThat(westKeys).isEqualTo(bits(0, 2, 5));
        assertThat(~westKeys & 0b111111).isEqualTo(eastKeys).isEqualTo(bits(1, 3, 4));
        assertThat(westDiagonals).isEqualTo(bits(2, 3, 5, 7));
        assertThat(eastDiagonals).isEqualTo(bits(0, 1, 8, 9));
    }

    @Test
    void theConfigurationCounts16AndThe12Configurations92() {
        HalfBoardJoin join = new HalfBoardJoin(layout);
        BandJoin.GroupListener ignored = () -> { };

        // the three solutions weigh 2, 1 and 1 by the transpose, and the configuration has 4 images
        assertThat(join.count(CONFIGURATION, 0, () -> { }, ignored)).isEqualTo(new Subcount(16, 0));
        Subcount sum = Subcount.ZERO;
        for (BandPrefix prefix : BandPrefix.all(layout, () -> { })) {
            sum = sum.plus(join.count(prefix.rows(), prefix.part(), () -> { }, ignored));
        }
        assertThat(sum.solutions()).isEqualTo(92);
        assertThat(sum.fundamentalSolutions()).isEqualTo(12);
    }

    @Test
    void theQuadrantsOfTheHalves() {
        int[] top = {1, 2, 3};
        int[] bottom = {4, 5, 7};

        assertThat(quadrantPlacements(WEST, top)).isEqualTo(7);
        assertThat(quadrantPlacements(WEST, bottom)).isEqualTo(19);
        assertThat(quadrantPlacements(EAST, top)).isEqualTo(10);
        assertThat(quadrantPlacements(EAST, bottom)).isEqualTo(12);
    }

    /** @return every placement of a half: the row of each of its columns */
    private static List<int[]> halfPlacements(int[] columns) {
        List<int[]> placements = new ArrayList<>();
        placeHalf(columns, new int[columns.length], 0, placements);
        return placements;
    }

    private static void placeHalf(int[] columns, int[] rows, int index, List<int[]> placements) {
        if (index == columns.length) {
            placements.add(rows.clone());
            return;
        }
        for (int row = 0; row < N; row++) {
            if (fits(columns, rows, index, row)) {
                rows[index] = row;
                placeHalf(columns, rows, index + 1, placements);
            }
        }
    }

    /** @return the placements of a quadrant: each column empty or with a queen on one of the rows */
    private static int quadrantPlacements(int[] columns, int[] quadrantRows) {
        return placeQuadrant(columns, quadrantRows, new int[columns.length], 0);
    }

    private static int placeQuadrant(int[] columns, int[] quadrantRows, int[] rows, int index) {
        if (index == columns.length) {
            return 1;
        }
        rows[index] = -1;
        int placements = placeQuadrant(columns, quadrantRows, rows, index + 1);
        for (int row : quadrantRows) {
            if (fits(columns, rows, index, row)) {
                rows[index] = row;
                placements += placeQuadrant(columns, quadrantRows, rows, index + 1);
            }
        }
        rows[index] = -1;
        return placements;
    }

    /** @return whether a queen fits on that row of the index-th column, given the band and the columns before */
    private static boolean fits(int[] columns, int[] rows, int index, int row) {
        int column = columns[index];
        for (int position = 0; position < 2; position++) {
            if (attacks(CONFIGURATION[position], 3 + position, row, column)) {
                return false;
            }
        }
        for (int before = 0; before < index; before++) {
            if (rows[before] >= 0 && attacks(rows[before], columns[before], row, column)) {
                return false;
            }
        }
        return true;
    }

    private static boolean attacks(int row, int column, int otherRow, int otherColumn) {
        return row == otherRow || column == otherColumn
                || Math.abs(row - otherRow) == Math.abs(column - otherColumn);
    }

    private static boolean isSolution(int[] westRows, int[] eastRows) {
        int[] board = {westRows[0], westRows[1], westRows[2], CONFIGURATION[0], CONFIGURATION[1], eastRows[0],
            eastRows[1], eastRows[2]};
        for (int column = 0; column < N; column++) {
            for (int other = column + 1; other < N; other++) {
                if (attacks(board[column], column, board[other], other)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int rowSet(int[] rows) {
        int set = 0;
        for (int row : rows) {
            set |= 1 << row;
        }
        return set;
    }

    /** @return a free row's key bit: its index among the free rows, from the lowest */
    private static int keyIndex(int row) {
        for (int index = 0; index < FREE_ROWS.length; index++) {
            if (FREE_ROWS[index] == row) {
                return index;
            }
        }
        throw new IllegalArgumentException("row " + row + " is the band's");
    }

    private static int bits(int... indices) {
        int set = 0;
        for (int index : indices) {
            set |= 1 << index;
        }
        return set;
    }
}
