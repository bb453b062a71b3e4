package dev.nqueens.solvers;

import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;

/**
 * Backtracking without recursion: an explicit stack holds the column of the queen in each row filled so
 * far, the top of the stack being the row under work, and a loop moves down a row when it places a queen
 * and back up when a row has no free column left. Attacked columns and diagonals are boolean arrays
 * ({@link AttackedLines}), whose reads are its tests ({@link dev.nqueens.api.SearchListener#onTests}), as
 * {@link RecursiveSolver}'s.
 * Pre-placed queens leave their rows one column to try and close the squares they attack (see
 * {@link PlacementSearch}). Its steps carry a {@link SearchState.Stack}: the columns on the stack and the
 * arrays with the entries the step read.
 *
 * <p><b>Laziness.</b> The loop stops when it fills the last row and returns the solution; the stack stays as
 * it was, so that the next step of the stream continues the loop with the last row's next column. Each step
 * does only the work up to the next solution, and {@code count} runs the same steps without building boards.
 *
 * <p><b>Limit.</b> The stack lives on the heap, so nothing in the search bounds n short of memory; the limit
 * of {@value #MAX_BOARD_SIZE} is a guard against boards no one can wait for. In lexicographic order the
 * first solution of n = 30 comes after 56 million placements, and that of every n from 36 to 64 after more
 * than 400 million; a larger board is more likely a typing slip, and the caller can cancel any run.
 */
public final class IterativeSolver extends BacktrackingSolver {

    /** The largest board; see the class description. */
    public static final int MAX_BOARD_SIZE = 10_000;

    /** Creates the solver; it holds no state. */
    public IterativeSolver() {
        super("iterative", "Backtracking without recursion, on an explicit stack of the queens' columns",
                MAX_BOARD_SIZE);
    }

    @Override
    PlacementSearch search(SolveRequest request) {
        return new Search(request);
    }

    /**
     * The iterative search of one call. The stack is {@link #columns}: rows {@code 0} to {@code row - 1}
     * hold queens, and {@code row} is the row under work.
     */
    private static final class Search extends PlacementSearch {

        private final AttackedLines attacked;
        private int row;

        Search(SolveRequest request) {
            super(request);
            this.attacked = new AttackedLines(n);
        }

        @Override
        protected boolean findFirst() {
            row = 0;
            return search(0);
        }

        @Override
        protected boolean findNext() {
            int column = columns[row];
            lift(column);
            if (events != null) {
                removed(row, column, state(row, 0));
            }
            return search(column + 1);
        }

        /**
         * Runs the loop from the row under work, trying its columns from {@code firstColumn}.
         *
         * @return true with the board full and the last row under work, or false with the board empty
         */
        private boolean search(int firstColumn) {
            int column = firstColumn;
            while (true) {
                while (column < n && !(attacked.isFree(row, column) && isOpen(row, column))) {
                    if (events != null && !isPresetRow(row)) {
                        rejected(row, column, state(row, attacked.readsAt(row, column)));
                    }
                    column++;
                }
                if (column < n) {
                    attacked.occupy(row, column);
                    columns[row] = column;
                    if (events != null) {
                        placed(row, column, state(row + 1, 3));
                    }
                    visitNode();
                    if (row == n - 1) {
                        return true;
                    }
                    row++;
                    column = 0;
                } else if (row == 0) {
                    return false;
                } else {
                    row--;
                    column = columns[row];
                    lift(column);
                    if (events != null) {
                        removed(row, column, state(row, 0));
                    }
                    column++;
                }
            }
        }

        @Override
        protected long tests() {
            return attacked.reads();
        }

        /**
         * @param depth the rows on the stack, from row 0
         * @param reads the entries of its square the step read
         * @return the state of the step, or null if the listener reads none
         */
        private SearchState state(int depth, int reads) {
            if (!states) {
                return null;
            }
            return new SearchState.Stack(columnsOfRows(depth), attacked.snapshot(reads));
        }

        /** Takes the queen off the row under work. */
        private void lift(int column) {
            attacked.vacate(row, column);
            columns[row] = -1;
        }
    }
}
