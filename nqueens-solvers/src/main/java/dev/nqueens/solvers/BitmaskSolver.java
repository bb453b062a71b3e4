package dev.nqueens.solvers;

import dev.nqueens.api.SearchMasks;
import dev.nqueens.api.SolveRequest;

/**
 * Backtracking over bit masks: bit c of an {@code int} stands for column c, and for each row the search
 * keeps three masks of the columns attacked there, along columns, diagonals and anti-diagonals. Moving a row
 * down shifts the diagonal masks by one, so that the free columns of a row are one expression,
 * {@code open & ~(columns | diagonals | antiDiagonals)}, and the next column to try is its lowest set bit,
 * {@code free & -free}. Taking the lowest bit first visits columns from left to right, hence solutions in
 * lexicographic order. The {@code open} mask of a row is the whole board unless queens are pre-placed:
 * then it holds the one column of a pre-placed queen in its row, and elsewhere only the columns no
 * pre-placed queen attacks (see {@link PlacementSearch}). Its tests
 * ({@link dev.nqueens.api.SearchListener#onTests}) are those free columns computed, one for each row it goes
 * down to: one test answers for every square of the row.
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
        private final int[] openColumns;
        /** The columns of each row that a queen above attacks along its column. */
        private final int[] attackedColumns;
        /** The columns of each row that a queen above attacks along a diagonal running down to the right. */
        private final int[] attackedDiagonals;
        /** The columns of each row that a queen above attacks along a diagonal running down to the left. */
        private final int[] attackedAntiDiagonals;
        /** Columns of each row that are free and not yet tried. */
        private final int[] untried;
        /** For search events: the first column of each row not yet placed or rejected. */
        private final int[] nextToReport;
        /** The n low bits: the columns of the board. */
        private final int board;
        private int row;
        /** The rows' free columns computed so far. */
        private long freeComputed;

        Search(SolveRequest request) {
            super(request);
            this.openColumns = new int[n];
            for (int row = 0; row < n; row++) {
                for (int column = 0; column < n; column++) {
                    if (isOpen(row, column)) {
                        openColumns[row] |= 1 << column;
                    }
                }
            }
            this.attackedColumns = new int[n];
            this.attackedDiagonals = new int[n];
            this.attackedAntiDiagonals = new int[n];
            this.untried = new int[n];
            this.nextToReport = new int[n];
            this.board = n == Integer.SIZE ? -1 : (1 << n) - 1;
        }

        @Override
        protected boolean findFirst() {
            row = 0;
            untried[0] = openColumns[0];
            nextToReport[0] = 0;
            return search();
        }

        /** The last row's untried columns already exclude the current solution's. */
        @Override
        protected boolean findNext() {
            if (events != null) {
                removed(row, columns[row], masks(row));
            }
            return search();
        }

        @Override
        protected long tests() {
            return freeComputed;
        }

        /** Reports the squares of the row under work that the search passes over up to {@code column}. */
        private void rejectUpTo(int column) {
            if (!isPresetRow(row)) {
                for (int skipped = nextToReport[row]; skipped < column; skipped++) {
                    rejected(row, skipped, masks(row));
                }
            }
            nextToReport[row] = column + 1;
        }

        /** @return the masks of a row, as unsigned {@code long}s, the diagonals' cut to the board */
        private SearchMasks masks(int row) {
            int columns = attackedColumns[row];
            int diagonals = attackedDiagonals[row] & board;
            int antiDiagonals = attackedAntiDiagonals[row];
            return new SearchMasks(Integer.toUnsignedLong(columns), Integer.toUnsignedLong(diagonals),
                    Integer.toUnsignedLong(antiDiagonals),
                    Integer.toUnsignedLong(openColumns[row] & ~(columns | diagonals | antiDiagonals)));
        }

        /**
         * Tries the untried columns of the row under work, going down a row after each queen and up a row when
         * a row has none left.
         *
         * @return true with the board full and the last row under work, or false with the search exhausted
         */
        private boolean search() {
            while (true) {
                int candidates = untried[row];
                if (candidates != 0) {
                    int queen = candidates & -candidates;
                    untried[row] = candidates ^ queen;
                    columns[row] = Integer.numberOfTrailingZeros(queen);
                    if (events != null) {
                        rejectUpTo(columns[row]);
                        placed(row, columns[row], masks(row));
                    }
                    visitNode();
                    if (row == n - 1) {
                        return true;
                    }
                    int nextColumns = attackedColumns[row] | queen;
                    int nextDiagonals = (attackedDiagonals[row] | queen) << 1;
                    int nextAntiDiagonals = (attackedAntiDiagonals[row] | queen) >>> 1;
                    row++;
                    attackedColumns[row] = nextColumns;
                    attackedDiagonals[row] = nextDiagonals;
                    attackedAntiDiagonals[row] = nextAntiDiagonals;
                    untried[row] = openColumns[row] & ~(nextColumns | nextDiagonals | nextAntiDiagonals);
                    freeComputed++;
                    if (events != null) {
                        nextToReport[row] = 0;
                    }
                } else {
                    if (events != null) {
                        rejectUpTo(n);
                    }
                    columns[row] = -1;
                    if (row == 0) {
                        return false;
                    }
                    row--;
                    if (events != null) {
                        removed(row, columns[row], masks(row));
                    }
                }
            }
        }
    }
}
