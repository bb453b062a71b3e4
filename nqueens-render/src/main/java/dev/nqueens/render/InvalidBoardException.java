package dev.nqueens.render;

/**
 * Text in a board form that reads well but draws no placement of n queens on an n×n board, one in each
 * row: a row with two queens or none, rows of different lengths, a queen off the board. The text goes on
 * in its form; the board is what is wrong, like a board whose queens attack each other.
 */
public final class InvalidBoardException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception of a board that is no placement of n queens, one per row.
     *
     * @param message what is wrong with the board, without its number, as in {@code "row 2 has no queen"}
     */
    public InvalidBoardException(String message) {
        super(message);
    }
}
