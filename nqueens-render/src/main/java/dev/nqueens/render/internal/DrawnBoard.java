package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import dev.nqueens.render.InvalidBoardException;
import java.util.Arrays;

/**
 * A board read as rows of {@code Q} and {@code .}, one row at a time, as the {@code ascii} and {@code json}
 * forms draw it. It checks the shape as the rows come: one queen in each row, every row as long as the
 * first, and in the end as many rows as squares in a row. The array grows to the largest board read and is
 * reused for the next.
 */
final class DrawnBoard {

    private final int maxBoardSize;
    private int[] columns = new int[64];
    private int rows;
    private int width;

    /** @param maxBoardSize the most rows a board may have, and the most squares in a row */
    DrawnBoard(int maxBoardSize) {
        this.maxBoardSize = maxBoardSize;
    }

    /** @return the most squares a row may have */
    int maxRowLength() {
        return maxBoardSize;
    }

    /** Starts a new board. */
    void start() {
        rows = 0;
        width = -1;
    }

    /**
     * Takes the next row.
     *
     * @param row the row's squares
     * @return -1 if the row was taken, or the index in the row of the first character that is neither
     *     {@code Q} nor {@code .}, for the reader to report where it is
     * @throws InvalidBoardException if the row holds no queen or more than one, differs in length from the
     *     first row, or is one row or one square more than a board may have
     */
    int addRow(CharSequence row) {
        int length = row.length();
        if (rows == maxBoardSize || length > maxBoardSize) {
            throw InvalidBoards.tooLarge(maxBoardSize);
        }
        int queen = -1;
        int secondQueen = -1;
        for (int i = 0; i < length; i++) {
            char square = row.charAt(i);
            if (square == 'Q') {
                if (queen < 0) {
                    queen = i;
                } else if (secondQueen < 0) {
                    secondQueen = i;
                }
            } else if (square != '.') {
                return i;
            }
        }
        if (width < 0) {
            width = length;
        } else if (length != width) {
            throw new InvalidBoardException("row " + rows + " has " + squares(length) + " where row 0 has "
                    + width);
        }
        if (queen < 0) {
            throw new InvalidBoardException("row " + rows + " has no queen");
        }
        if (secondQueen >= 0) {
            throw new InvalidBoardException("row " + rows + " has more than one queen (columns " + queen + " and "
                    + secondQueen + ")");
        }
        if (rows == columns.length) {
            columns = Arrays.copyOf(columns, columns.length * 2);
        }
        columns[rows++] = queen;
        return -1;
    }

    /**
     * @return the board
     * @throws InvalidBoardException if the rows are not as many as the squares in a row
     */
    Solution finish() {
        if (rows == 0) {
            return Solution.empty();
        }
        if (rows != width) {
            throw new InvalidBoardException("the board has " + rows + (rows == 1 ? " row" : " rows") + " of "
                    + squares(width) + ", not as many rows as columns");
        }
        return Solution.of(Arrays.copyOf(columns, rows));
    }

    private static String squares(int count) {
        return count + (count == 1 ? " square" : " squares");
    }
}
