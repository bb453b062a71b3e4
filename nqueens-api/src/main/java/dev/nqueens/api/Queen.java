package dev.nqueens.api;

/**
 * A queen on the board, at a row and a column counted from 0; used for queens placed before the search
 * (see {@link SolveRequest#presetQueens()}).
 *
 * @param row the queen's row, 0 or more
 * @param column the queen's column, 0 or more
 */
public record Queen(int row, int column) {

    /**
     * Places a queen on a square.
     *
     * @param row the queen's row, 0 or more
     * @param column the queen's column, 0 or more
     * @throws IllegalArgumentException if the row or the column is negative
     */
    public Queen {
        if (row < 0 || column < 0) {
            throw new IllegalArgumentException("queen " + row + ":" + column + " has a negative coordinate");
        }
    }

    /**
     * Whether two different queens attack each other: they share a row, a column or a diagonal.
     *
     * @param other another queen
     * @return true if they attack each other
     */
    public boolean attacks(Queen other) {
        return row == other.row || column == other.column
                || Math.abs(row - other.row) == Math.abs(column - other.column);
    }

    /**
     * Shows the square as users type it.
     *
     * @return {@code row:column}, the form users type
     */
    @Override
    public String toString() {
        return row + ":" + column;
    }
}
