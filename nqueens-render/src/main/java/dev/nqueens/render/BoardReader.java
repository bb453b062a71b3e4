package dev.nqueens.render;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.render.internal.ByteOrderMark;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Reads boards, one at a time, from text in one of the forms that nqueens writes (see {@link BoardForm}).
 * A reader holds one board at most, so that input of any length reads in constant memory, apart from the
 * board itself. It reads its text as it goes and never closes it; it is for one thread.
 */
public interface BoardReader {

    /**
     * The largest board a reader takes unless it is told otherwise: 2<sup>20</sup> = 1,048,576 queens, whose
     * columns take 4 MiB to hold. A board with more queens, or a drawn row of more squares, is refused as
     * soon as the reader reaches the first too many, so that no line of any length is ever held whole.
     */
    int MAX_BOARD_SIZE = 1 << 20;

    /**
     * Reads the next board.
     *
     * @return the board: one queen in each row, every queen on the board, but not necessarily a solution; or
     *     null after the last board
     * @throws InvalidBoardException if the text is in the form but the board is not n queens on an n×n
     *     board, one in each row
     * @throws UnreadableInputException if the text is not in the form, naming the line and column
     * @throws IOException if the input cannot be read
     */
    @Nullable Solution next() throws IOException;

    /**
     * Opens a reader of the boards in a text of any readable form, told from the text's first characters
     * (see {@link BoardForm#detect}), taking boards of up to {@link #MAX_BOARD_SIZE} queens.
     *
     * @param in the text
     * @return a reader of its boards
     * @throws UnreadableInputException if the form of the text cannot be told
     * @throws IOException if the text cannot be read
     */
    static BoardReader open(Reader in) throws IOException {
        return open(in, MAX_BOARD_SIZE);
    }

    /**
     * Opens a reader of the boards in a text of any readable form, told from the text's first characters
     * (see {@link BoardForm#detect}). A blank text holds no boards; a byte order mark (U+FEFF) at the start
     * is skipped. The text is read from where it stands, through a buffer of the reader's own unless it is a
     * {@link BufferedReader}: read it through the returned reader only.
     *
     * @param in the text
     * @param maxBoardSize the largest board to take, 0 or more; a larger one is an {@link InvalidBoardException}
     * @return a reader of its boards
     * @throws UnreadableInputException if the form of the text cannot be told
     * @throws IOException if the text cannot be read
     */
    static BoardReader open(Reader in, int maxBoardSize) throws IOException {
        return open(in, maxBoardSize, new Cancellation());
    }

    /**
     * Opens a reader of the boards in a text of any readable form, as {@link #open(Reader, int)} does, that
     * stops once a cancellation is set: telling the form and reading the boards poll it every few thousand
     * characters at most (see {@link BoardForm#open(Reader, int, Cancellation)}).
     *
     * @param in the text
     * @param maxBoardSize the largest board to take, 0 or more
     * @param cancellation the caller's: once it is set, the next step ends with its
     *     {@link java.util.concurrent.CancellationException}
     * @return a reader of its boards
     * @throws UnreadableInputException if the form of the text cannot be told
     * @throws IOException if the text cannot be read
     */
    static BoardReader open(Reader in, int maxBoardSize, Cancellation cancellation) throws IOException {
        BufferedReader text = ByteOrderMark.skipped(in);
        Optional<BoardForm> form = BoardForm.detect(text, cancellation);
        return form.isPresent() ? form.get().open(text, maxBoardSize, cancellation) : () -> null;
    }
}
