package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Queen;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Counts a random sample of subproblems a second way, sharing no code with the solver: a plain search lists
 * every solution that keeps the subproblem's queens, and each solution is weighed by the rules of the split
 * as its scheme states them, and checked for the rotations that fix it. With a band: the band of middle
 * columns, the least of the four band images, the transpose's weight from the central lines. Without one:
 * the east half's row set, the least of its four images and in the subproblem's share of them, and the
 * transpose's weight from the orbits of the row set and the bottom queens' columns. A share of a band of one
 * column's configuration takes the solutions whose east row set, or its complement, holds the band's free
 * rows but the highest, in its share of those row sets; but the centre configuration, its queen on the
 * central row, is weighed as a board of n - 1 without a band, its central row and column left out. The sum
 * over a whole split is checked elsewhere; this checks each sampled subproblem's own share, so that errors
 * which cancel out in the sum still show.
 */
class SubproblemCrossCheckTest {

    private static final Pattern SCHEME =
            Pattern.compile("bitslice-v1 half=(\\d+) band=(\\d+) fixed=(\\d+)(?: parts=(\\d+))?(?: centre=transpose)?");
    private static final Pattern SCHEME_WITHOUT_BAND = Pattern.compile("bitslice-v1 half=(\\d+) band=0 parts=(\\d+)");
    private static final Pattern SHARE = Pattern.compile("rowsets-(\\d+)");
    private static final Pattern CONFIGURATION_SHARE = Pattern.compile("\\d+(?:-\\d+)*\\.rowsets-(\\d+)");

    private final BitsliceSolver solver = new BitsliceSolver();

    static IntStream boards() {
        return IntStream.rangeClosed(6, 13);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("boards")
    void sampledSubproblemsCountAsAPlainSearchSays(int n) {
        Split split = solver.split(n);
        List<Subproblem> sample = new ArrayList<>(split.subproblems());
        Collections.shuffle(sample, new Random(n));
        for (Subproblem subproblem : sample.subList(0, Math.min(6, sample.size()))) {
            assertThat(solver.count(SubproblemRequest.of(subproblem))).as("%s", subproblem)
                    .isEqualTo(new PlainCount(subproblem).count());
        }
    }

    static IntStream oddBoards() {
        return IntStream.of(5, 7, 9, 11, 13);
    }

    /** The centre configuration is weighed by other rules than the band's: every one of its shares is checked. */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("oddBoards")
    void everyShareOfTheCentreConfigurationCountsAsAPlainSearchSays(int n) {
        List<Subproblem> centre = solver.split(n).subproblems().stream()
                .filter(subproblem -> subproblem.queens().equals(List.of(new Queen(n / 2, n / 2))))
                .toList();
        assertThat(centre).isNotEmpty();
        for (Subproblem subproblem : centre) {
            assertThat(solver.count(SubproblemRequest.of(subproblem))).as("%s", subproblem)
                    .isEqualTo(new PlainCount(subproblem).count());
        }
    }

    /** The plain count of one subproblem: a column-by-column search, then the split's rules per solution. */
    private static final class PlainCount {
        private final int n;
        private final int[] bandColumns;
        private final int[] rowOfColumn;
        private final boolean[] preset;
        private long solutions;
        private long fixedPoints;
        /**
         * Without a band: the number of shares of the row sets, and this subproblem's; 0 and 0 with one.
         * With a band dealt into shares, the same in {@link #bandParts} and {@link #share}; else 0 and 0.
         */
        private final int parts;
        private final int bandParts;
        private final int share;
        /**
         * The lines of the row sets weighed as on a board without a band: n without a band, n - 1 (the centre
         * configuration's) with a band of one column, else 0.
         */
        private final int lines;
        /** For each set of that many lines, its place among those that are the least of their images, or -1. */
        private final int[] leastIndex;

        PlainCount(Subproblem subproblem) {
            this.n = subproblem.boardSize();
            Matcher withoutBand = SCHEME_WITHOUT_BAND.matcher(subproblem.scheme());
            Matcher scheme = SCHEME.matcher(subproblem.scheme());
            int half;
            int band;
            if (withoutBand.matches()) {
                half = Integer.parseInt(withoutBand.group(1));
                band = 0;
                parts = Integer.parseInt(withoutBand.group(2));
                bandParts = 0;
                Matcher id = SHARE.matcher(subproblem.id());
                assertThat(id.matches()).as(subproblem.id()).isTrue();
                share = Integer.parseInt(id.group(1));
                assertThat(subproblem.queens()).isEmpty();
            } else {
                assertThat(scheme.matches()).as(subproblem.scheme()).isTrue();
                half = Integer.parseInt(scheme.group(1));
                band = Integer.parseInt(scheme.group(2));
                parts = 0;
                if (scheme.group(4) == null) {
                    bandParts = 0;
                    share = 0;
                } else {
                    bandParts = Integer.parseInt(scheme.group(4));
                    assertThat(band).as("a band dealt into shares").isEqualTo(1);
                    Matcher id = CONFIGURATION_SHARE.matcher(subproblem.id());
                    assertThat(id.matches()).as(subproblem.id()).isTrue();
                    share = Integer.parseInt(id.group(1));
                }
            }
            assertThat(2 * half + band).isEqualTo(n);
            lines = band <= 1 ? 2 * half : 0;
            leastIndex = new int[1 << lines];
            int least = 0;
            for (int rows = 0; rows < 1 << lines; rows++) {
                leastIndex[rows] = Integer.bitCount(rows) == half && images(rows) > 0 ? least++ : -1;
            }
            // by position, from the centre outwards: the middle column first when the band is odd, then pairs
            bandColumns = new int[band];
            int position = 0;
            if (band % 2 == 1) {
                bandColumns[position++] = n / 2;
                for (int distance = 1; position < band; distance++) {
                    bandColumns[position++] = n / 2 - distance;
                    bandColumns[position++] = n / 2 + distance;
                }
            } else {
                for (int distance = 0; position < band; distance++) {
                    bandColumns[position++] = n / 2 - 1 - distance;
                    bandColumns[position++] = n / 2 + distance;
                }
            }
            rowOfColumn = new int[n];
            preset = new boolean[n];
            for (Queen queen : subproblem.queens()) {
                rowOfColumn[queen.column()] = queen.row();
                preset[queen.column()] = true;
            }
        }

        Subcount count() {
            search(0);
            return new Subcount(solutions, fixedPoints);
        }

        private void search(int column) {
            if (column == n) {
                weigh();
                return;
            }
            if (preset[column]) {
                if (fits(column, rowOfColumn[column])) {
                    search(column + 1);
                }
                return;
            }
            for (int row = 0; row < n; row++) {
                if (fits(column, row)) {
                    rowOfColumn[column] = row;
                    search(column + 1);
                }
            }
        }

        private boolean fits(int column, int row) {
            for (int other = 0; other < column; other++) {
                int distance = Math.abs(rowOfColumn[other] - row);
                if (distance == 0 || distance == column - other) {
                    return false;
                }
            }
            return true;
        }

        private void weigh() {
            if (parts > 0) {
                weighWithoutBand();
                return;
            }
            int band = bandColumns.length;
            int[] config = new int[band];
            for (int position = 0; position < band; position++) {
                config[position] = rowOfColumn[bandColumns[position]];
            }
            // the images under the row mirror, the column mirror and the half turn
            int equal = 1;
            for (int symmetry = 1; symmetry < 4; symmetry++) {
                int[] image = new int[band];
                for (int position = 0; position < band; position++) {
                    int column = bandColumns[position];
                    int source = (symmetry & 2) != 0 ? n - 1 - column : column;
                    int row = rowOfColumn[source];
                    image[position] = (symmetry & 1) != 0 ? n - 1 - row : row;
                }
                int order = java.util.Arrays.compare(config, image);
                if (order > 0) {
                    return;
                }
                if (order == 0) {
                    equal++;
                }
            }
            int images = 4 / equal;
            // the transpose: x from the queens of the central columns, y from those of the central rows
            int x = Integer.MAX_VALUE;
            int y = Integer.MAX_VALUE;
            for (int line = (n - 1) / 2; line <= n / 2; line++) {
                x = Math.min(x, edge(rowOfColumn[line]));
                for (int column = 0; column < n; column++) {
                    if (rowOfColumn[column] == line) {
                        y = Math.min(y, edge(column));
                    }
                }
            }
            if (band == 1 && config[0] == n / 2) {
                weighCentre();
                return;
            }
            if (bandParts > 0 && bandShare(config[0]) != share) {
                return;
            }
            solutions += images * (x < y ? 2 : x == y ? 1 : 0);
            if ((bandParts == 0 || share == 0) && turnsInto(2)) {
                fixedPoints += images * (turnsInto(1) ? 3 : 1);
            }
        }

        /**
         * Without a band: the row set E of the east queens counts if it is the least of its images under the
         * row mirror, the column mirror and the half turn, and the subproblem's share holds it; the solution
         * weighs E's number of images times 2, 1 or 0 as the least pair of the orbit of (E, C) is below, at or
         * above that of (C, E), C being the columns of the queens in the bottom half of the rows. The first
         * share counts the rotations' fixed points of every solution.
         */
        private void weighWithoutBand() {
            int half = n / 2;
            int east = 0;
            int bottomColumns = 0;
            for (int column = 0; column < n; column++) {
                if (column >= half) {
                    east |= 1 << rowOfColumn[column];
                }
                if (rowOfColumn[column] >= half) {
                    bottomColumns |= 1 << column;
                }
            }
            if (share == 0 && turnsInto(2)) {
                fixedPoints += turnsInto(1) ? 3 : 1;
            }
            weighRowSet(east, bottomColumns, parts);
        }

        /**
         * The centre configuration of a band of one column: with its central row and column left out, the
         * solution is one of a board of n - 1 without a band, weighed as {@link #weighWithoutBand} says, its
         * row set in one of the configuration's shares. The first share counts the rotations' fixed points.
         */
        private void weighCentre() {
            int centre = n / 2;
            int half = lines / 2;
            int east = 0;
            int bottomColumns = 0;
            for (int column = 0; column < n; column++) {
                if (column == centre) {
                    continue;
                }
                int line = column < centre ? column : column - 1;
                int row = rowOfColumn[column] < centre ? rowOfColumn[column] : rowOfColumn[column] - 1;
                if (line >= half) {
                    east |= 1 << row;
                }
                if (row >= half) {
                    bottomColumns |= 1 << line;
                }
            }
            if (share == 0 && turnsInto(2)) {
                fixedPoints += turnsInto(1) ? 3 : 1;
            }
            weighRowSet(east, bottomColumns, bandParts);
        }

        /**
         * Adds the solution with east rows E and bottom columns C, over {@link #lines} lines, if E is the least
         * of its images and in this subproblem's share of those row sets ({@code shares} in all).
         */
        private void weighRowSet(int east, int bottomColumns, int shares) {
            int index = leastIndex[east];
            if (index < 0 || index % shares != share) {
                return;
            }
            long[] orbit = orbit(east, bottomColumns);
            long[] transposed = orbit(bottomColumns, east);
            int weight = Long.compare(min(transposed), min(orbit)) + 1;
            solutions += (long) images(east) * weight;
        }

        /**
         * With a band of one column dealt into shares: the east queens' rows as bits over the rows the band
         * queen leaves free, from the lowest; their complement if they hold the highest; the share is that set's
         * place among the sets of h of those rows without the highest, in increasing order, modulo the shares.
         */
        private int bandShare(int bandRow) {
            int half = n / 2;
            int east = 0;
            for (int column = half + 1; column < n; column++) {
                int row = rowOfColumn[column];
                east |= 1 << (row < bandRow ? row : row - 1);
            }
            int all = (1 << 2 * half) - 1;
            if ((east & 1 << 2 * half - 1) != 0) {
                east = ~east & all;
            }
            int place = 0;
            for (int rows = 0; rows < east; rows++) {
                place += Integer.bitCount(rows) == half ? 1 : 0;
            }
            return place % bandParts;
        }

        /** @return 0 if an image of the row set is below it, else the number of its distinct images */
        private int images(int rows) {
            int all = (1 << lines) - 1;
            int[] images = {mirror(rows), ~rows & all, ~mirror(rows) & all};
            int equal = 1;
            for (int image : images) {
                if (image < rows) {
                    return 0;
                }
                equal += image == rows ? 1 : 0;
            }
            return 4 / equal;
        }

        /** @return the pairs (e, c) under the row mirror, the column mirror and the half turn, as e above c */
        private long[] orbit(int e, int c) {
            int all = (1 << lines) - 1;
            return new long[] {pair(e, c), pair(mirror(e), ~c & all), pair(~e & all, mirror(c)),
                pair(~mirror(e) & all, ~mirror(c) & all)};
        }

        private long pair(int e, int c) {
            return (long) e << lines | c;
        }

        private long min(long[] values) {
            return java.util.Arrays.stream(values).min().orElseThrow();
        }

        /** @return the set of {@link #lines} lines in reverse order */
        private int mirror(int set) {
            int mirrored = 0;
            for (int line = 0; line < lines; line++) {
                if ((set & 1 << line) != 0) {
                    mirrored |= 1 << lines - 1 - line;
                }
            }
            return mirrored;
        }

        /** @return whether the solution is its own image under {@code quarters} quarter turns (1 or 2) */
        private boolean turnsInto(int quarters) {
            for (int column = 0; column < n; column++) {
                int row = rowOfColumn[column];
                // a quarter turn takes the queen at (row, column) to (column, n - 1 - row)
                boolean same = quarters == 2 ? rowOfColumn[n - 1 - column] == n - 1 - row
                        : rowOfColumn[n - 1 - row] == column;
                if (!same) {
                    return false;
                }
            }
            return true;
        }

        private int edge(int line) {
            return Math.min(line, n - 1 - line);
        }
    }
}
