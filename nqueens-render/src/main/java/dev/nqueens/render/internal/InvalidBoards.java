package dev.nqueens.render.internal;

import dev.nqueens.render.InvalidBoardException;

/** The refusals that every reader words alike. */
final class InvalidBoards {

    private InvalidBoards() {
    }

    /**
     * @param maxBoardSize the largest board the reader takes
     * @return the refusal of a board larger than that, made as soon as the reader meets its first queen,
     *     row or square too many
     */
    static InvalidBoardException tooLarge(int maxBoardSize) {
        return new InvalidBoardException("the board has more than " + maxBoardSize + " queens, the most this"
                + " reader takes");
    }
}
