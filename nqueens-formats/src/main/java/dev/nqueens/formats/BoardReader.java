package dev.nqueens.formats;

import dev.nqueens.api.Solution;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Optional;

/**
 * Reads boards, one at a time, from text in one of the forms that nqueens writes (see {@link BoardForm}).
 * A reader holds one board at most, so that input of any length reads in constant memory, apart from the
 * board itself. It reads its text as it goes and never closes it; it is for one thread.
 */
public interface BoardReader {

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
    Solution next() throws IOException;

    /**
     * Opens a reader of the boards in a text of any readable form, told from the text's first characters
     * (see {@link BoardForm#detect}). A blank text holds no boards. The text is read from where it stands,
     * through a buffer of the reader's own unless it is a {@link BufferedReader}: read it through the
     * returned reader only.
     *
     * @param in the text
     * @return a reader of its boards
     * @throws UnreadableInputException if the form of the text cannot be told
     * @throws IOException if the text cannot be read
     */
    static BoardReader open(Reader in) throws IOException {
        BufferedReader text = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
        Optional<BoardForm> form = BoardForm.detect(text);
        return form.isPresent() ? form.get().open(text) : () -> null;
    }
}
