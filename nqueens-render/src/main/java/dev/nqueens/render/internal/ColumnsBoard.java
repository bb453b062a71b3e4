package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import dev.nqueens.render.InvalidBoardException;
import java.util.Arrays;

/**
 * A board read as the column of each row's queen, one number at a time, as the {@code columns} and
 * {@code json-columns} forms write it. The array grows to the largest board read and is reused for the next.
 */
final class ColumnsBoard {

    private final int maxBoardSize;
    private int[] columns = new int[64];
    private int rows;

    /** @param maxBoardSize the most columns a board may have */
    ColumnsBoard(int maxBoardSize) {
        this.maxBoardSize = maxBoardSize;
    }

    /** Starts a new board. */
    void start() {
        rows = 0;
    }

    /**
     * @param column the column of the next row's queen, as read; checked against the board in {@link #finish()}
     * @throws InvalidBoardException if the board has as many columns as it may have already
     */
    void add(int column) {
        if (rows == maxBoardSize) {
            throw InvalidBoards.tooLarge(maxBoardSize);
        }
        if (rows == columns.length) {
            columns = Arrays.copyOf(columns, columns.length * 2);
        }
        columns[rows++] = column;
    }

    /**
     * @return the board of as many rows as numbers read
     * @throws InvalidBoardException if a column lies off the board, in the words of {@link Solution#of}; and,
     *     for a board whose columns run from 1 to n, never 0, that columns count from 0
     */
    Solution finish() {
        try {
            return Solution.of(Arrays.copyOf(columns, rows));
        } catch (IllegalArgumentException offTheBoard) {
            throw new InvalidBoardException(offTheBoard.getMessage() + (countsFromOne()
                    ? "; columns count from 0 (0 to " + (rows - 1) + "): subtract one from each" : ""));
        }
    }

    /** @return whether every column lies from 1 to n, the columns of a board counted from 1 */
    private boolean countsFromOne() {
        for (int row = 0; row < rows; row++) {
            if (columns[row] < 1 || columns[row] > rows) {
                return false;
            }
        }
        return true;
    }
}
