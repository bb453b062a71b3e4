package dev.nqueens.shell;

import dev.nqueens.api.Solution;
import java.io.IOException;

/**
 * Reads boards, one at a time, from text in one of the forms that nqueens writes (see {@link BoardForm}).
 * A reader holds one board at most, so that input of any length reads in constant memory, apart from the
 * board itself.
 */
interface BoardReader {

    /**
     * Reads the next board.
     *
     * @return the board: one queen in each row, every queen on the board, but not necessarily a solution; or
     *     null after the last board
     * @throws InvalidBoardException if the text is in the form but the board is not n queens on an n×n
     *     board, one in each row
     * @throws UnreadableInputException if the text is not in the form
     * @throws IOException if the input cannot be read
     */
    Solution next() throws IOException;
}
