package dev.nqueens.solvers;

import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;

/**
 * Classic backtracking by recursion: one call per row tries each column in turn, from left to right, and
 * recurses into the next row wherever the column and both diagonals are free, as marked in boolean arrays
 * ({@link AttackedLines}), whose reads are its tests ({@link dev.nqueens.api.SearchListener#onTests}): one to
 * three a square, column, diagonal, anti-diagonal, up to the first that is attacked. Pre-placed queens leave
 * their rows one column to try and close the squares they attack (see {@link PlacementSearch}). Its steps
 * carry a {@link SearchState.Recursion}: the calls open, one per row down to the row under work, and the
 * arrays with the entries the step read.
 *
 * <p><b>Laziness.</b> A solution is found by real recursion, but the recursion does not call back into the
 * stream with each solution (a stream cannot be paused inside a callback without a thread). Instead the
 * recursion returns {@code true} all the way up when the last row is filled, so that the call stack unwinds
 * while the board keeps its queens. The board is then all the state there is: the next step of the stream
 * resumes from it, taking the queen off the last row and recursing from the next column, or, once that row
 * is exhausted, from the row above, exactly where the unwound calls would have continued. Each step of the
 * stream does only the work up to the next solution, and {@code count} runs the same steps without building
 * boards.
 *
 * <p><b>Limit.</b> The recursion is one call deep per row, so the board size is bounded by the thread's stack:
 * n is at most {@value #MAX_BOARD_SIZE}, a depth that fits in half the default thread stack of 64-bit JVMs,
 * 512 KB of 1 MB. (Measured: a dive of 629 rows, the deepest in the first 20 million placements of n = 1000,
 * runs in 256 KB, compiled or interpreted.)
 * Boards that large are out of reach in time anyway: in lexicographic order the first solution of n = 30
 * comes after 56 million placements, and that of every n from 36 to 64 after more than 400 million; the
 * caller can cancel any run.
 */
public final class RecursiveSolver extends BacktrackingSolver {

    /** The largest board: a recursion depth that half the default thread stack holds. */
    public static final int MAX_BOARD_SIZE = 1_000;

    /** Creates the solver; it holds no state. */
    public RecursiveSolver() {
        super("recursive", "Backtracking by recursion, one call per row, with boolean arrays of attacked columns"
                + " and diagonals", MAX_BOARD_SIZE);
    }

    @Override
    PlacementSearch search(SolveRequest request) {
        return new Search(request);
    }

    /** The recursive search of one call. */
    private static final class Search extends PlacementSearch {

        private final AttackedLines attacked;

        Search(SolveRequest request) {
            super(request);
            this.attacked = new AttackedLines(n);
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
                lift(row, column);
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
                if (attacked.isFree(row, column) && isOpen(row, column)) {
                    attacked.occupy(row, column);
                    columns[row] = column;
                    if (events != null) {
                        placed(row, column, state(row, 3));
                    }
                    visitNode();
                    if (row == n - 1 || fill(row + 1, 0)) {
                        return true;
                    }
                    lift(row, column);
                    if (events != null) {
                        removed(row, column, state(row, 0));
                    }
                } else if (events != null && !isPresetRow(row)) {
                    rejected(row, column, state(row, attacked.readsAt(row, column)));
                }
            }
            return false;
        }

        @Override
        protected long tests() {
            return attacked.reads();
        }

        /**
         * The calls open are those of rows 0 to {@code row}: the recursion hands each solution to the stream by
         * returning all the way up, and {@link #findNext} resumes them from the board, one per row, as the
         * unwound calls would have gone on.
         *
         * @return the state of the step, or null if the listener reads none
         */
        private SearchState state(int row, int reads) {
            if (!states) {
                return null;
            }
            return new SearchState.Recursion(row + 1, attacked.snapshot(reads));
        }

        private void lift(int row, int column) {
            attacked.vacate(row, column);
            columns[row] = -1;
        }
    }
}
