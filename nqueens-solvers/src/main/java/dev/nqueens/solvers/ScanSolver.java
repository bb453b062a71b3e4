package dev.nqueens.solvers;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;

/**
 * The textbook's first answer: the board is the column of each row's queen, and a square may take a queen
 * if {@code isValid(row, column)} holds, a scan of the queens of rows {@code 0} to {@code row - 1} for one
 * in the same column or on a diagonal through the square:
 *
 * <pre>{@code
 * boolean isValid(int row, int column) {
 *     for (int above = 0; above < row; above++) {
 *         int queen = columns[above];
 *         if (queen == column || Math.abs(queen - column) == row - above) {
 *             return false;
 *         }
 *     }
 *     return true;
 * }
 * }</pre>
 *
 * <p>Around it runs the same recursion as {@link RecursiveSolver}'s, one call per row trying the columns from
 * left to right, made lazy the same way, so the two visit the same nodes in the same order; only the test
 * of a square differs: up to {@code row} comparisons where the arrays read at most three booleans. The
 * recursion is written out here rather than shared, so that the class reads as the textbook answer it is,
 * and so that the JIT compiles each search on its own: with one shared loop, {@code race} timed
 * {@code recursive} a fifth slower once {@code scan} had run in the same JVM. Its tests
 * ({@link dev.nqueens.api.SearchListener#onTests}) are the queens it compares, one per row scanned up to
 * the attacker; a rejected square names the queen the scan met first, where the searches over arrays name
 * the queen on the first attacked line. Pre-placed queens leave their rows one column to try and close the
 * squares they attack (see {@link PlacementSearch}). Its steps carry a {@link SearchState.Scan}: the board
 * and the queens the step compared.
 *
 * <p><b>Limit.</b> The recursion is one call deep per row, as {@link RecursiveSolver}'s, and so is the limit
 * of {@value #MAX_BOARD_SIZE}: a stack depth that half the default thread stack holds. The scan makes every
 * board slower than the arrays do, and the caller can cancel any run.
 */
public final class ScanSolver extends BacktrackingSolver {

    /** The largest board: the recursion's depth, as {@link RecursiveSolver#MAX_BOARD_SIZE}. */
    public static final int MAX_BOARD_SIZE = RecursiveSolver.MAX_BOARD_SIZE;

    /** Creates the solver; it holds no state. */
    public ScanSolver() {
        super("scan", "The textbook's first answer: recursion, with an isValid that scans the queens above each"
                + " square", MAX_BOARD_SIZE);
    }

    @Override
    PlacementSearch search(SolveRequest request) {
        return new Search(request);
    }

    /** The recursion over the board of columns, each square scanned against the queens above. */
    private static final class Search extends PlacementSearch {

        private long compared;

        Search(SolveRequest request) {
            super(request);
        }

        @Override
        protected boolean findFirst() {
            return fill(0, 0);
        }

        /** Resumes where the recursion that found the current solution would have gone on. */
        @Override
        protected boolean findNext() {
            for (int row = n - 1; row >= 0; row--) {
                int column = columns[row];
                columns[row] = -1;
                if (events != null) {
                    removed(row, column, state(row, 0));
                }
                if (fill(row, column + 1)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Places queens in this row and all rows below, trying this row's columns from {@code firstColumn}.
         *
         * @return true with the board full, or false with this row and those below empty
         */
        private boolean fill(int row, int firstColumn) {
            for (int column = firstColumn; column < n; column++) {
                int attacker = firstAttacker(row, column);
                if (attacker < 0 && isOpen(row, column)) {
                    columns[row] = column;
                    if (events != null) {
                        placed(row, column, state(row + 1, row));
                    }
                    visitNode();
                    if (row == n - 1 || fill(row + 1, 0)) {
                        return true;
                    }
                    columns[row] = -1;
                    if (events != null) {
                        removed(row, column, state(row, 0));
                    }
                } else if (events != null && !isPresetRow(row)) {
                    reportRejected(row, column, attacker);
                }
            }
            return false;
        }

        /** @return the row of the first queen above that attacks the square, or -1: isValid is {@code < 0} */
        private int firstAttacker(int row, int column) {
            for (int above = 0; above < row; above++) {
                compared++;
                int queen = columns[above];
                if (queen == column || Math.abs(queen - column) == row - above) {
                    return above;
                }
            }
            return -1;
        }

        /** Names the queen the scan met; a square that only a pre-placed queen closes, as the others do. */
        private void reportRejected(int row, int column, int attacker) {
            if (attacker >= 0) {
                rejectedBy(row, column, new Queen(attacker, columns[attacker]), state(row, attacker + 1));
            } else {
                rejected(row, column, state(row, row));
            }
        }

        @Override
        protected long tests() {
            return compared;
        }

        /**
         * @param rows the rows holding queens, from row 0
         * @param compared the queens the step compared with its square
         * @return the state of the step, or null if the listener reads none
         */
        private SearchState state(int rows, int compared) {
            if (!states) {
                return null;
            }
            return new SearchState.Scan(columnsOfRows(rows), compared);
        }
    }
}
