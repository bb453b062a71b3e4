package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.render.BoardReader;
import dev.nqueens.render.UnreadableInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads the {@code ascii} form: each board as lines of {@code Q} and {@code .}, one per row, boards
 * separated by blank lines. Blanks at the end of a line are ignored; so are blank lines before the first
 * board and after the last.
 *
 * <p>Rows are read a character at a time into a buffer that holds one row of at most the largest board
 * taken, so that a line of any length is refused as soon as it is longer than that, never read whole. A
 * cancellation is polled every few thousand characters, so that endless blank lines stop being read too.
 */
public final class AsciiBoardReader implements BoardReader {

    /** How many blanks may follow a row's squares on its line. */
    private static final int TRAILING_BLANKS = 4096;
    /** How many characters are read between two polls of the cancellation, less one: a power of two. */
    private static final int POLL_MASK = 4095;

    private final BufferedReader in;
    private final DrawnBoard board;
    private final Cancellation cancellation;
    /** How many characters have been read, to poll the cancellation every few thousand of them. */
    private long characters;
    private final StringBuilder row = new StringBuilder();
    /** The line read last, from 1. */
    private long line;
    /** Whether the input has ended. */
    private boolean ended;

    /**
     * @param in the text, read from where it stands, through a buffer of its own unless it has one
     * @param maxBoardSize the largest board to take
     * @param cancellation polled every 4096 characters read, blank lines included, so that input without
     *     a board in it stops being read once it is set
     */
    public AsciiBoardReader(Reader in, int maxBoardSize, Cancellation cancellation) {
        this.in = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
        this.cancellation = cancellation;
        this.board = new DrawnBoard(maxBoardSize);
    }

    @Override
    public Solution next() throws IOException {
        boolean read = readRow();
        while (read && isBlank(row)) {
            read = readRow();
        }
        if (!read) {
            return null;
        }
        board.start();
        while (read && !isBlank(row)) {
            stripTrailingBlanks(row);
            int stray = board.addRow(row);
            if (stray >= 0) {
                throw new UnreadableInputException(line, stray + 1, "unexpected "
                        + CharacterNames.of(row.charAt(stray)) + "; the rows of an ascii board hold Q and . only");
            }
            read = readRow();
        }
        return board.finish();
    }

    /**
     * Reads the next line into {@link #row}, without its line break.
     *
     * @return false at the end of the input, with no line read
     * @throws dev.nqueens.render.InvalidBoardException if the line is longer than the largest row taken,
     *     as soon as it is, blanks at its end aside
     */
    private boolean readRow() throws IOException {
        row.setLength(0);
        if (ended) {
            return false;
        }
        int c = read();
        if (c < 0) {
            ended = true;
            return false;
        }
        line++;
        int blanks = 0;
        while (c >= 0 && c != '\n') {
            if (c != '\r') {
                blanks = c == ' ' || c == '\t' ? blanks + 1 : 0;
                // trailing blanks do not count, but a row of squares beyond the limit is refused at once
                if (row.length() - blanks >= board.maxRowLength()) {
                    throw InvalidBoards.tooLarge(board.maxRowLength());
                }
                if (row.length() >= board.maxRowLength() + TRAILING_BLANKS) {
                    throw new UnreadableInputException(line, row.length() + 1, "a line of more than "
                            + board.maxRowLength() + " squares and " + TRAILING_BLANKS + " blanks after them");
                }
                row.append((char) c);
            }
            c = read();
        }
        ended = c < 0;
        return true;
    }

    /** @return the next character, or -1 at the end of the input; every character read comes through here */
    private int read() throws IOException {
        if ((++characters & POLL_MASK) == 0) {
            cancellation.throwIfCancelled();
        }
        return in.read();
    }

    private static boolean isBlank(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static void stripTrailingBlanks(StringBuilder text) {
        int end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        text.setLength(end);
    }
}
