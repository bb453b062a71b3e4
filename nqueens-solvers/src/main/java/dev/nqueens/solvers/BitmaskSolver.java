package dev.nqueens.solvers;

import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;

/**
 * Backtracking over bit masks: bit c of an {@code int} stands for column c, and for each row the search
 * keeps three masks of the columns attacked there, {@code cols} along columns, {@code d1} along diagonals and
 * {@code d2} along anti-diagonals. Going down a row ORs the queen's bit into each and shifts the diagonal
 * masks by one, {@code d1 = (d1 | bit) << 1} and {@code d2 = (d2 | bit) >>> 1}, so that the free columns of
 * a row are one expression, {@code free = ~(cols | d1 | d2) & all}, and the next column to try is its lowest
 * set bit, {@code bit = free & -free}, after which {@code free -= bit}. Taking the lowest bit first visits
 * columns from left to right, hence solutions in lexicographic order. The {@code all} mask of a row is the
 * whole board unless queens are pre-placed: then it holds the one column of a pre-placed queen in its row, and
 * elsewhere only the columns no pre-placed queen attacks (see {@link PlacementSearch}). Its tests
 * ({@link dev.nqueens.api.SearchListener#onTests}) are those free columns computed, one for each row it goes
 * down to: one test answers for every square of the row.
 *
 * <p>Its steps are those it takes: an {@linkplain dev.nqueens.api.SearchEvent.Enter enter} for each row it
 * comes to, with the masks and the free columns just computed; a place for each bit taken; a remove for
 * each backtrack. It tests no square alone, so it rejects none. Each step carries the row's
 * {@link SearchState.Masks} as the program holds them, {@code d1} with the bits it shifted past the board.
 *
 * <p><b>Laziness.</b> The search keeps, for each row, the masks and the columns not yet tried, an explicit
 * stack; it stops when it fills the last row and continues from there on the stream's next step. Each step
 * does only the work up to the next solution, and {@code count} runs the same steps without building boards.
 *
 * <p><b>Limit.</b> One bit per column in an {@code int}: n is at most {@value #MAX_BOARD_SIZE}. A {@code long}
 * would double that, to little use: all solutions are counted only up to n = 27 to this day, and in
 * lexicographic order the first solution of n = 32 comes after 87 million placements (a second or two),
 * that of every n from 36 to 64 after more than 400 million. At n = 32 the masks use the sign bit, which the
 * unsigned shift treats as a column like any other.
 */
public final class BitmaskSolver extends BacktrackingSolver {

    /** The largest board: the bits of an {@code int}. */
    public static final int MAX_BOARD_SIZE = Integer.SIZE;

    /** Creates the solver; it holds no state. */
    public BitmaskSolver() {
        super("bitmask", "Backtracking over bit masks of attacked columns and diagonals, lowest free column"
                + " first, n up to " + MAX_BOARD_SIZE, MAX_BOARD_SIZE);
    }

    @Override
    PlacementSearch search(SolveRequest request) {
        return new Search(request);
    }

    /** The bit-mask search of one call; index {@code r} of each array belongs to row {@code r}. */
    private static final class Search extends PlacementSearch {

        /** The columns of each row that the pre-placed queens leave open: without any, the n low bits. */
        private final int[] all;
        /** The columns of each row that a queen above attacks along its column. */
        private final int[] cols;
        /** The columns of each row that a queen above attacks along a diagonal running down to the right. */
        private final int[] d1;
        /** The columns of each row that a queen above attacks along a diagonal running down to the left. */
        private final int[] d2;
        /** Columns of each row that are free and not yet tried. */
        private final int[] free;
        private int row;
        /** The rows' free columns computed so far. */
        private long freeComputed;

        Search(SolveRequest request) {
            super(request);
            this.all = new int[n];
            for (int row = 0; row < n; row++) {
                for (int column = 0; column < n; column++) {
                    if (isOpen(row, column)) {
                        all[row] |= 1 << column;
                    }
                }
            }
            this.cols = new int[n];
            this.d1 = new int[n];
            this.d2 = new int[n];
            this.free = new int[n];
        }

        @Override
        protected boolean findFirst() {
            row = 0;
            free[0] = all[0];
            if (events != null) {
                entered(0, masks(0, 0));
            }
            return search();
        }

        /** The last row's free columns already exclude the current solution's. */
        @Override
        protected boolean findNext() {
            if (events != null) {
                removed(row, columns[row], masks(row, 1 << columns[row]));
            }
            return search();
        }

        @Override
        protected long tests() {
            return freeComputed;
        }

        /** @return the masks of a row as the search holds them, unsigned; null if the listener reads no state */
        private SearchState.Masks masks(int row, int bit) {
            if (!states) {
                return null;
            }
            return new SearchState.Masks(Integer.toUnsignedLong(cols[row]), Integer.toUnsignedLong(d1[row]),
                    Integer.toUnsignedLong(d2[row]), Integer.toUnsignedLong(all[row]),
                    Integer.toUnsignedLong(free[row]), Integer.toUnsignedLong(bit));
        }

        /**
         * Tries the free columns of the row under work, going down a row after each queen and up a row when
         * a row has none left.
         *
         * @return true with the board full and the last row under work, or false with the search exhausted
         */
        private boolean search() {
            while (true) {
                int candidates = free[row];
                if (candidates != 0) {
                    int bit = candidates & -candidates;
                    free[row] = candidates - bit;
                    columns[row] = Integer.numberOfTrailingZeros(bit);
                    if (events != null) {
                        placed(row, columns[row], masks(row, bit));
                    }
                    visitNode();
                    if (row == n - 1) {
                        return true;
                    }
                    int nextCols = cols[row] | bit;
                    int nextD1 = (d1[row] | bit) << 1;
                    int nextD2 = (d2[row] | bit) >>> 1;
                    row++;
                    cols[row] = nextCols;
                    d1[row] = nextD1;
                    d2[row] = nextD2;
                    free[row] = ~(nextCols | nextD1 | nextD2) & all[row];
                    freeComputed++;
                    if (events != null) {
                        entered(row, masks(row, 0));
                    }
                } else {
                    columns[row] = -1;
                    if (row == 0) {
                        return false;
                    }
                    row--;
                    if (events != null) {
                        removed(row, columns[row], masks(row, 1 << columns[row]));
                    }
                }
            }
        }
    }
}
