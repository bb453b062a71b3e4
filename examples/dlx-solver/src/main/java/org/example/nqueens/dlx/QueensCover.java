package org.example.nqueens.dlx;

import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import java.util.ArrayList;
import java.util.List;

/**
 * N-Queens as an exact-cover problem, the way Knuth sets it in TAOCP 7.2.2.1: a queen on a square covers
 * the square's row, column, diagonal and anti-diagonal, and a solution is a set of squares that covers
 * every row and every column exactly once and every diagonal at most once.
 *
 * <ul>
 *   <li>Primary items: the n rows (items 1 to n), then the n columns (items n + 1 to 2n).</li>
 *   <li>Secondary items: the 2n − 1 diagonals, on which {@code row − column} is constant, then the
 *       2n − 1 anti-diagonals, on which {@code row + column} is constant. A diagonal may stay empty, hence
 *       secondary.</li>
 *   <li>Options: one per square, in row-major order, so that option {@code row · n + column} is the square
 *       {@code (row, column)} and each row's list holds its squares by column.</li>
 * </ul>
 * Because the rows come first, {@link BranchingRule#IN_ORDER} branches on the uppermost row without a
 * queen and tries its squares from left to right: the search then finds the solutions in lexicographic
 * order of their columns.
 */
final class QueensCover {

    private final int n;

    /**
     * @param n the board size, 0 or more
     */
    QueensCover(int n) {
        this.n = n;
    }

    /** @return the links of the problem, nothing chosen yet */
    DancingLinks links() {
        int lines = n == 0 ? 0 : 2 * n - 1;
        List<int[]> squares = new ArrayList<>(n * n);
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                int rowItem = 1 + row;
                int columnItem = 1 + n + column;
                int diagonalItem = 1 + 2 * n + (row - column + n - 1);
                int antiDiagonalItem = 1 + 2 * n + lines + (row + column);
                squares.add(new int[] {rowItem, columnItem, diagonalItem, antiDiagonalItem});
            }
        }
        return new DancingLinks(2 * n, 2 * lines, squares);
    }

    /**
     * @param queen a queen on the board
     * @return the number of the option that places it
     */
    int optionOf(Queen queen) {
        return queen.row() * n + queen.column();
    }

    /**
     * @param preset the queens placed before the search
     * @param chosenOptions the options the search chose: the other queens
     * @return the board with all of them
     */
    Solution solution(List<Queen> preset, int[] chosenOptions) {
        int[] columns = new int[n];
        for (Queen queen : preset) {
            columns[queen.row()] = queen.column();
        }
        for (int option : chosenOptions) {
            columns[option / n] = option % n;
        }
        return Solution.of(columns);
    }
}
