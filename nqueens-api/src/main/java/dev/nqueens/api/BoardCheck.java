package dev.nqueens.api;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Checks a sequence of boards, one at a time as they go by, in O(n) time and memory per board of size n:
 * each is there (not null), of the size asked for if one was, a solution (no two queens attacking each
 * other, with the first conflict named), holds the queens placed before the search, and, if asked, follows
 * the board before it in strictly increasing lexicographic order, as an exhaustive solver yields them (see
 * {@link Capability#ALL_SOLUTIONS}).
 *
 * <pre>{@code
 * BoardCheck check = BoardCheck.builder().boardSize(8).inLexicographicOrder(true).build();
 * try (Stream<Solution> boards = solver.solve(SolveRequest.of(8))) {
 *     boards.forEach(board -> check.next(board).ifPresent(fault -> {
 *         throw new IllegalStateException("board " + fault.board() + " " + fault.describe());
 *     }));
 * }
 * }</pre>
 *
 * <p>A check remembers the board before and counts the boards, so it is for one sequence, on one thread at
 * a time; build one per sequence.
 */
public final class BoardCheck {

    private final int boardSize;
    private final List<Queen> presetQueens;
    private final boolean ordered;
    private long boards;
    private @Nullable Solution previous;

    private BoardCheck(Builder builder) {
        this.boardSize = builder.boardSize;
        this.presetQueens = builder.presetQueens;
        this.ordered = builder.ordered;
    }

    /**
     * Starts a check, to be told the board size, the pre-placed queens and the order it expects.
     *
     * @return a builder of a check that, until told more, holds boards of any size to being solutions
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Checks the next board of the sequence. A board found wrong still counts, and the next board is
     * checked against the last board found right.
     *
     * @param board the next board, or null, which is a fault
     * @return the first thing wrong with it, or empty if nothing is
     */
    @SuppressWarnings("exports")        // @Nullable: this module reads org.jspecify statically (see module-info)
    public Optional<BoardFault> next(@Nullable Solution board) {
        boards++;
        Optional<BoardFault> fault = Optional.ofNullable(fault(board));
        if (fault.isEmpty()) {
            previous = board;
        }
        return fault;
    }

    /**
     * Counts the boards checked so far, right or wrong.
     *
     * @return how many boards {@link #next} has checked
     */
    public long boards() {
        return boards;
    }

    private @Nullable BoardFault fault(@Nullable Solution board) {
        if (board == null) {
            return new BoardFault.Missing(boards);
        }
        if (boardSize >= 0 && board.size() != boardSize) {
            return new BoardFault.WrongSize(boards, board, boardSize);
        }
        Optional<Conflict> conflict = board.firstConflict();
        if (conflict.isPresent()) {
            return new BoardFault.Conflicting(boards, board, conflict.get());
        }
        for (Queen queen : presetQueens) {
            if (queen.row() >= board.size() || board.column(queen.row()) != queen.column()) {
                return new BoardFault.MovedQueen(boards, board, queen);
            }
        }
        if (ordered && previous != null) {
            int order = previous.compareTo(board);
            if (order == 0) {
                return new BoardFault.Repeated(boards, board);
            }
            if (order > 0) {
                return new BoardFault.OutOfOrder(boards, board, previous);
            }
        }
        return null;
    }

    /** What a {@link BoardCheck} holds boards to; by default, boards of any size must be solutions. */
    public static final class Builder {

        private int boardSize = -1;
        private List<Queen> presetQueens = List.of();
        private boolean ordered;

        private Builder() {
        }

        /**
         * Holds every board to one size; without it, any size passes if the board is a solution.
         *
         * @param boardSize the n of every board
         * @return this builder
         * @throws IllegalArgumentException if the size is negative
         */
        public Builder boardSize(int boardSize) {
            if (boardSize < 0) {
                throw new IllegalArgumentException("the board size must be 0 or more, not " + boardSize);
            }
            this.boardSize = boardSize;
            return this;
        }

        /**
         * Holds every board to keeping the queens of a request with pre-placed queens where they are.
         *
         * @param queens queens placed before the search, which every board must hold (see
         *     {@link SolveRequest#presetQueens()}); copied
         * @return this builder
         */
        public Builder presetQueens(List<Queen> queens) {
            this.presetQueens = List.copyOf(Objects.requireNonNull(queens, "queens"));
            return this;
        }

        /**
         * Holds the boards to the order of an exhaustive solver's stream, or leaves their order free.
         *
         * @param ordered whether each board must follow the one before it in strictly increasing
         *     lexicographic order, as an exhaustive solver yields them: no board twice, none out of order
         * @return this builder
         */
        public Builder inLexicographicOrder(boolean ordered) {
            this.ordered = ordered;
            return this;
        }

        /**
         * Makes the check with what this builder was told.
         *
         * @return a new check, with no board seen yet
         */
        public BoardCheck build() {
            return new BoardCheck(this);
        }
    }
}
