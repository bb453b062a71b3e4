package dev.nqueens.shell;

/**
 * Text that is not in the board form being read: a stray character, a broken JSON document, a form that
 * cannot be told. {@code verify} reports it in one line with exit status 2.
 */
final class UnreadableInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param line the line of the input where the problem is, from 1
     * @param column the character in that line, from 1
     * @param problem what is wrong there, as in {@code "'x' is not a column number"}
     */
    UnreadableInputException(long line, long column, String problem) {
        // a parser may place the end of an empty input at column 0
        super("line " + Math.max(1, line) + ", column " + Math.max(1, column) + ": " + problem);
    }

    /**
     * @param c a character read, or -1 for the end of the input
     * @return it as a message shows it: {@code 'x'}, {@code a space}, {@code U+0007} for another blank or a
     *     control character, or {@code the end of the input}
     */
    static String shown(int c) {
        if (c < 0) {
            return "the end of the input";
        }
        if (c == ' ') {
            return "a space";
        }
        if (Character.isISOControl(c) || Character.isWhitespace(c)) {
            return String.format("U+%04X", c);
        }
        return "'" + (char) c + "'";
    }
}
