package dev.nqueens.render;

/**
 * Text that is not in the board form being read: a stray character, a broken JSON document, a form that
 * cannot be told. The message says where, as in {@code line 2, column 5: unexpected 'x'; a columns line
 * holds whole numbers separated by spaces}.
 */
public final class UnreadableInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The line of the input where the problem is, from 1. */
    private final long line;
    /** The character in that line, from 1. */
    private final long column;

    /**
     * Makes the exception of text that is not in the form, with a message that says where and what.
     *
     * @param line the line of the input where the problem is, from 1
     * @param column the character in that line, from 1
     * @param problem what is wrong there, as in {@code "'x' is not a column number"}
     */
    public UnreadableInputException(long line, long column, String problem) {
        // a parser may place the end of an empty input at column 0
        super("line " + Math.max(1, line) + ", column " + Math.max(1, column) + ": " + problem);
        this.line = Math.max(1, line);
        this.column = Math.max(1, column);
    }

    /**
     * Points to the line of the problem, for an editor or a message.
     *
     * @return the line of the input where the problem is, from 1
     */
    public long line() {
        return line;
    }

    /**
     * Points to the character of the problem within its line.
     *
     * @return the character in that line where the problem is, from 1
     */
    public long column() {
        return column;
    }
}
