package dev.nqueens.solvers.band;

/**
 * Counts the solutions of a band configuration that the rotations fix, for Burnside's lemma (the fixed
 * points of {@link dev.nqueens.api.Subcount}). Only a configuration that the half turn maps onto itself can
 * carry such solutions, and they are few, so they are searched for directly rather than joined.
 *
 * <p>Such a solution is its west half and that half's image under the half turn, so the search places each
 * west queen together with its half-turned image in the east, on whole-board rows and diagonals: a pair
 * prunes twice as fast as a queen, and no east placement is made to be tested (searching the west
 * placements alone and testing each one's image was measurably slower: {@code docs/performance.md}).
 *
 * <p>Used by one thread at a time; it keeps no state from one configuration to the next.
 */
final class RotationFixedPoints {

    private final BandLayout layout;
    private final int boardSize;
    private final int halfWidth;

    /** The half-turn and quarter-turn symmetric solutions of the configuration being searched. */
    private long halfTurnSymmetric;
    private long quarterTurnSymmetric;

    /**
     * @param layout the board's layout
     */
    RotationFixedPoints(BandLayout layout) {
        this.layout = layout;
        this.boardSize = layout.boardSize;
        this.halfWidth = layout.halfWidth;
    }

    /**
     * @param bandRows the rows by position of a configuration that the half turn maps onto itself
     * @return its solutions' fixed points under the rotations: each solution the half turn fixes counts
     *     once, each the quarter turn fixes three times in all (for the quarter turn, the half turn and the
     *     three-quarter turn)
     */
    long count(int[] bandRows) {
        halfTurnSymmetric = 0;
        quarterTurnSymmetric = 0;
        int rows = 0;
        long differences = 0;
        long sums = 0;
        for (int position = 0; position < layout.bandWidth; position++) {
            int row = bandRows[position];
            int column = layout.bandColumn(position);
            rows |= 1 << row;
            differences |= 1L << differenceDiagonal(row, column);
            sums |= 1L << row + column;
        }
        searchSymmetric(halfWidth - 1, rows, differences, sums, new int[halfWidth], bandRows);
        return halfTurnSymmetric + 2 * quarterTurnSymmetric;
    }

    /** @return the index of the diagonal of (row, column) along which row - column is constant, from 0 */
    private int differenceDiagonal(int row, int column) {
        return row - column + boardSize - 1;
    }

    /**
     * Places the west queens from {@code column} down, each with its image: the half turn takes (r, c) to
     * (n-1-r, n-1-c), so the taken rows and both diagonal sets stay symmetric, and a square whose queen is
     * free of them has a free image too. The queen and its image share a row only on the middle row of an
     * odd board, which the band's central queen holds, and a diagonal only when r = c or r + c = n - 1.
     */
    private void searchSymmetric(int column, int rows, long differences, long sums, int[] westRows,
            int[] bandRows) {
        if (column < 0) {
            countQuarterTurn(westRows, bandRows);
            return;
        }
        int last = boardSize - 1;
        int attacked = rows | (int) (differences >>> last - column) | (int) (sums >>> column)
                | 1 << column | 1 << last - column;
        int free = ~attacked & layout.allRows;
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            int row = Integer.numberOfTrailingZeros(bit);
            westRows[column] = row;
            int difference = differenceDiagonal(row, column);
            int sum = row + column;
            searchSymmetric(column - 1, rows | bit | 1 << last - row,
                    differences | 1L << difference | 1L << 2 * last - difference,
                    sums | 1L << sum | 1L << 2 * last - sum, westRows, bandRows);
        }
    }

    /** Counts a half-turn symmetric solution, given by its west rows, and tests it for the quarter turn. */
    private void countQuarterTurn(int[] westRows, int[] bandRows) {
        int last = boardSize - 1;
        halfTurnSymmetric++;
        int[] columnOfRow = new int[boardSize];
        for (int position = 0; position < layout.bandWidth; position++) {
            columnOfRow[bandRows[position]] = layout.bandColumn(position);
        }
        for (int column = 0; column < halfWidth; column++) {
            columnOfRow[westRows[column]] = column;
            columnOfRow[last - westRows[column]] = last - column;
        }
        // the quarter turn takes (r, c) to (c, n-1-r)
        for (int row = 0; row < boardSize; row++) {
            if (columnOfRow[columnOfRow[row]] != last - row) {
                return;
            }
        }
        quarterTurnSymmetric++;
    }
}
