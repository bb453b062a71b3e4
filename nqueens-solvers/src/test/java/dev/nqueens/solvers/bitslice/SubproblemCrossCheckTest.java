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
 * as its scheme states them (the band of middle columns, the least of the four band images, the transpose's
 * weight), and checked for the rotations that fix it. The sum over a whole split is checked elsewhere; this
 * checks each sampled subproblem's own share, so that errors which cancel out in the sum still show.
 */
class SubproblemCrossCheckTest {

    private static final Pattern SCHEME = Pattern.compile("bitslice-v1 half=(\\d+) band=(\\d+) fixed=(\\d+)");

    private final BitsliceSolver solver = new BitsliceSolver();

    static IntStream boards() {
        return IntStream.rangeClosed(6, 14);
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

    /** The plain count of one subproblem: a column-by-column search, then the split's rules per solution. */
    private static final class PlainCount {
        private final int n;
        private final int[] bandColumns;
        private final int[] rowOfColumn;
        private final boolean[] preset;
        private long solutions;
        private long fixedPoints;

        PlainCount(Subproblem subproblem) {
            Matcher scheme = SCHEME.matcher(subproblem.scheme());
            assertThat(scheme.matches()).as(subproblem.scheme()).isTrue();
            this.n = subproblem.boardSize();
            int half = Integer.parseInt(scheme.group(1));
            int band = Integer.parseInt(scheme.group(2));
            assertThat(2 * half + band).isEqualTo(n);
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
            solutions += images * (x < y ? 2 : x == y ? 1 : 0);
            if (turnsInto(2)) {
                fixedPoints += images * (turnsInto(1) ? 3 : 1);
            }
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
