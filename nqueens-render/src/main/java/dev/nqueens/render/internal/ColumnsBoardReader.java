package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.render.BoardReader;
import dev.nqueens.render.UnreadableInputException;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads the {@code columns} form: one board per line, the column of each row's queen as a whole number,
 * numbers separated by blanks; an empty line is the empty board. Lines may end with {@code \n} or
 * {@code \r\n}, and the last line needs no line break.
 *
 * <p>The text is parsed character by character from a buffer of its own, without a string per line or per
 * number, so that a line of a million columns reads in milliseconds. A cancellation is polled at each
 * refill of that buffer, so that no input, however long its lines, holds the reader after it is set.
 */
public final class ColumnsBoardReader implements BoardReader {

    /** Integer.MAX_VALUE has ten digits; a longer number is no column of any board. */
    private static final int MAX_DIGITS = 10;

    private final Reader in;
    private final Cancellation cancellation;
    private final char[] buffer = new char[1 << 16];
    private final ColumnsBoard board;
    private int position;
    private int limit;
    /** The offset in the input of {@code buffer[0]}. */
    private long bufferStart;
    /** The line being read, from 1. */
    private long line;
    /** The offset in the input of the line's first character. */
    private long lineStart;

    /**
     * @param in the text, read from where it stands
     * @param maxBoardSize the largest board to take
     * @param cancellation polled at each refill of the buffer, every 64 Ki characters at most, so that a
     *     line of blanks or digits without end stops being read once it is set
     */
    public ColumnsBoardReader(Reader in, int maxBoardSize, Cancellation cancellation) {
        this.in = in;
        this.cancellation = cancellation;
        this.board = new ColumnsBoard(maxBoardSize);
    }

    @Override
    public Solution next() throws IOException {
        int c = read();
        if (c < 0) {
            return null;
        }
        line++;
        lineStart = bufferStart + position - 1;
        board.start();
        while (true) {
            while (c == ' ' || c == '\t') {
                c = read();
            }
            if (c == '\n' || c < 0) {
                break;
            }
            if (c == '\r') {
                c = read();
                if (c == '\n' || c < 0) {
                    break;
                }
                throw unreadable(c, "a line ends with \\n or \\r\\n");
            }
            c = readColumn(c);
        }
        return board.finish();
    }

    /**
     * @param first the number's first character
     * @return the character after the number
     */
    private int readColumn(int first) throws IOException {
        long startColumn = column();
        int c = first;
        boolean negative = c == '-';
        if (negative) {
            c = read();
        }
        if (c < '0' || c > '9') {
            throw unreadable(c, "a columns line holds whole numbers separated by spaces");
        }
        long value = 0;
        int digits = 0;
        do {
            if (++digits > MAX_DIGITS) {
                throw new UnreadableInputException(line, startColumn, "a column number longer than " + MAX_DIGITS
                        + " digits is off any board");
            }
            value = value * 10 + (c - '0');
            c = read();
        } while (c >= '0' && c <= '9');
        if (value > Integer.MAX_VALUE) {
            throw new UnreadableInputException(line, startColumn, "column " + (negative ? "-" : "") + value
                    + " is off any board");
        }
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c >= 0) {
            throw unreadable(c, "column numbers are separated by spaces");
        }
        board.add((int) (negative ? -value : value));
        return c;
    }

    private UnreadableInputException unreadable(int c, String rule) {
        return new UnreadableInputException(line, column(), "unexpected " + CharacterNames.of(c) + "; "
                + rule);
    }

    /** @return the column, from 1, of the character read last */
    private long column() {
        return bufferStart + position - lineStart;
    }

    private int read() throws IOException {
        if (position == limit) {
            // every loop of this reader reads through here, so this poll reaches the innermost of them
            cancellation.throwIfCancelled();
            bufferStart += limit;
            position = 0;
            limit = Math.max(0, in.read(buffer, 0, buffer.length));
            if (limit == 0) {
                return -1;
            }
        }
        return buffer[position++];
    }
}
