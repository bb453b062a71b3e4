package dev.nqueens.render;

import dev.nqueens.api.Cancellation;
import dev.nqueens.render.internal.AsciiBoardReader;
import dev.nqueens.render.internal.ByteOrderMark;
import dev.nqueens.render.internal.CharacterNames;
import dev.nqueens.render.internal.ColumnsBoardReader;
import dev.nqueens.render.internal.JsonBoardReader;
import dev.nqueens.render.internal.JsonColumnsBoardReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * The forms of boards that can be read back: those of the formats with the same ids, which write them.
 * The form of a text can be told from its first characters that are not blanks ({@link #detect}).
 */
public enum BoardForm {

    /** One line per board, the column of each row's queen: {@code 1 3 0 2}. */
    COLUMNS("columns", ColumnsBoardReader::new),
    /** An array of boards, each an array of columns: {@code [[1,3,0,2]]}; or one board alone: {@code [1,3,0,2]}. */
    JSON_COLUMNS("json-columns", JsonColumnsBoardReader::new),
    /** Boards drawn as lines of {@code Q} and {@code .}, separated by blank lines. */
    ASCII("ascii", AsciiBoardReader::new),
    /**
     * An array of boards, each an array of rows drawn as strings: {@code [[".Q..","...Q","Q...","..Q."]]}; or
     * one board alone, as LeetCode draws one answer: {@code [".Q..","...Q","Q...","..Q."]}.
     */
    JSON("json", JsonBoardReader::new);

    /** How many characters {@link #detect} reads at most: blanks beyond this are no board form anyone writes. */
    public static final int LOOK_AHEAD = 4096;

    /** The problem of a comment in the JSON forms, which JSON has none of. */
    private static final String COMMENT = "a comment is not allowed in JSON";

    private final String id;
    private final Opener reader;

    BoardForm(String id, Opener reader) {
        this.id = id;
        this.reader = reader;
    }

    /**
     * Names the form as users choose it.
     *
     * @return the form's id, the same as that of the format that writes it, as in {@code "json-columns"}
     */
    public String id() {
        return id;
    }

    /**
     * Opens a reader of the boards in this form, of up to {@link BoardReader#MAX_BOARD_SIZE} queens.
     *
     * @param in the text, from where it stands
     * @return a reader of the boards in this form
     * @throws IOException if the text cannot be read
     */
    public BoardReader open(Reader in) throws IOException {
        return open(in, BoardReader.MAX_BOARD_SIZE);
    }

    /**
     * Opens a reader of the boards in this form. The reader reads {@code in} as it needs, and buffers it
     * itself; it never closes it. A byte order mark (U+FEFF) at the start is skipped.
     *
     * @param in the text, from where it stands
     * @param maxBoardSize the largest board to take, 0 or more; a board of more queens, or a drawn row of
     *     more squares, is an {@link InvalidBoardException} as soon as the reader reaches the first too many
     * @return a reader of the boards in this form
     * @throws IllegalArgumentException if maxBoardSize is negative
     * @throws IOException if the text cannot be read
     */
    public BoardReader open(Reader in, int maxBoardSize) throws IOException {
        return open(in, maxBoardSize, new Cancellation());
    }

    /**
     * Opens a reader of the boards in this form that stops once a cancellation is set, as
     * {@link #open(Reader, int)} does otherwise. The reader polls the cancellation as it reads, every few
     * thousand characters, in every loop that reads without yielding a board (blanks, blank lines, JSON
     * tokens, a board of no end), and then throws its {@link java.util.concurrent.CancellationException};
     * a read that blocks, waiting for input, ends only when input or its end comes.
     *
     * @param in the text, from where it stands
     * @param maxBoardSize the largest board to take, 0 or more
     * @param cancellation the caller's: once it is set, the reader's next step ends with its exception
     * @return a reader of the boards in this form
     * @throws IllegalArgumentException if maxBoardSize is negative
     * @throws IOException if the text cannot be read
     */
    public BoardReader open(Reader in, int maxBoardSize, Cancellation cancellation) throws IOException {
        if (maxBoardSize < 0) {
            throw new IllegalArgumentException("the largest board to read must be 0 or more, not " + maxBoardSize);
        }
        Objects.requireNonNull(cancellation, "cancellation");
        return reader.open(ByteOrderMark.skipped(Objects.requireNonNull(in, "in")), maxBoardSize,
                cancellation);
    }

    /**
     * Finds the form that a format writes, to read its output back.
     *
     * @param id a format id
     * @return the form of that id, if boards in it can be read
     */
    public static Optional<BoardForm> byId(String id) {
        return Arrays.stream(values()).filter(form -> form.id.equals(id)).findFirst();
    }

    /**
     * Tells the form of a text from its first characters that are not blanks, and leaves the reader where
     * it was: a number is {@code columns}; {@code Q} or {@code .} is {@code ascii}; {@code [} is one of the
     * JSON forms, told apart by the first row of the first board, or of the one board alone
     * ({@code [".Q..","...Q","Q...","..Q."]}): {@code json} for a string, {@code json-columns} for a number. A
     * text without a board in it ({@code []}, {@code [[]]}) reads the same in both, and is taken as
     * {@code json-columns}.
     *
     * @param in the text; marked and reset, with a read-ahead limit of {@link #LOOK_AHEAD} characters
     * @return the form, or empty if the text is blank: no boards, in the forms where that can be written
     * @throws UnreadableInputException if the first characters fit no form, or no board starts within
     *     {@link #LOOK_AHEAD} characters; naming the form instead may then say more
     * @throws IOException if the text cannot be read
     */
    public static Optional<BoardForm> detect(BufferedReader in) throws IOException {
        return detect(in, new Cancellation());
    }

    /**
     * {@link #detect(BufferedReader)}, polling a cancellation as it reads ahead.
     *
     * @param in the text; marked and reset
     * @param cancellation polled every few hundred characters read
     * @return the form, or empty if the text is blank
     */
    static Optional<BoardForm> detect(BufferedReader in, Cancellation cancellation) throws IOException {
        in.mark(LOOK_AHEAD);
        try {
            Peek peek = new Peek(in, cancellation);
            int first = peek.nextNonBlank();
            if (first < 0) {
                return Optional.empty();
            }
            if (first == '-' || (first >= '0' && first <= '9')) {
                return Optional.of(COLUMNS);
            }
            if (first == 'Q' || first == '.') {
                return Optional.of(ASCII);
            }
            if (first == '/') {
                throw peek.unreadable(COMMENT);
            }
            if (first != '[') {
                throw peek.unreadable("cannot tell the form of the boards from "
                        + CharacterNames.of(first) + ": columns start with a number, ascii with Q or .,"
                        + " json and json-columns with [");
            }
            int board = peek.nextNonBlank();
            if (board == '/') {
                throw peek.unreadable(COMMENT);
            }
            if (board == ']') {
                return Optional.of(JSON_COLUMNS);
            }
            // a row where a board would start: one board alone
            int row = board == '[' ? peek.nextNonBlank() : board;
            if (row == '"') {
                return Optional.of(JSON);
            }
            if (row == ']' || row == '-' || (row >= '0' && row <= '9')) {
                return Optional.of(JSON_COLUMNS);
            }
            if (row == '/') {
                throw peek.unreadable(COMMENT);
            }
            if (row == '\'') {
                throw peek.unreadable("unexpected '; a JSON string is in double quotes");
            }
            throw peek.unreadable((board == '[' ? "expected " : "expected a board (a list of rows) or ")
                    + "a row, which is a string (json) or a number (json-columns), found " + CharacterNames.of(row));
        } finally {
            in.reset();
        }
    }

    /** How a form opens its reader. */
    @FunctionalInterface
    private interface Opener {
        BoardReader open(Reader in, int maxBoardSize, Cancellation cancellation);
    }

    /** Reads ahead within the look-ahead, keeping count of lines and columns for messages. */
    private static final class Peek {
        /** How many characters are read between two polls of the cancellation, less one: a power of two. */
        private static final int POLL_MASK = 255;

        private final BufferedReader in;
        private final Cancellation cancellation;
        private int read;
        private long line = 1;
        private long column;

        Peek(BufferedReader in, Cancellation cancellation) {
            this.in = in;
            this.cancellation = cancellation;
        }

        /** @return the next character that is not a blank, or -1 at the end of the input */
        int nextNonBlank() throws IOException {
            while (true) {
                if (++read > LOOK_AHEAD) {
                    throw unreadable("no board within the first " + LOOK_AHEAD + " characters");
                }
                if ((read & POLL_MASK) == 0) {
                    cancellation.throwIfCancelled();
                }
                int c = in.read();
                column++;
                if (c == '\n') {
                    line++;
                    column = 0;
                } else if (c != ' ' && c != '\t' && c != '\r') {
                    return c;
                }
            }
        }

        UnreadableInputException unreadable(String problem) {
            return new UnreadableInputException(line, Math.max(1, column), problem);
        }
    }
}
