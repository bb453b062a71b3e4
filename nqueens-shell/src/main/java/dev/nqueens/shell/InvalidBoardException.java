package dev.nqueens.shell;

/**
 * Text in a board form that reads well but draws no placement of n queens on an n×n board, one in each
 * row: a row with two queens or none, rows of different lengths, a queen off the board. {@code verify}
 * reports it like a board whose queens attack each other, with exit status 1.
 */
final class InvalidBoardException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong with the board, without its number, as in {@code "row 2 has no queen"} */
    InvalidBoardException(String message) {
        super(message);
    }
}
