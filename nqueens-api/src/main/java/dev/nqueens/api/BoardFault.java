package dev.nqueens.api;

/**
 * What {@link BoardCheck} found wrong with one board of a sequence: the first thing wrong with it, in the
 * order the check looks (missing, size, conflict, pre-placed queens, order).
 */
public sealed interface BoardFault {

    /**
     * Points to the board at fault, counted as {@link BoardCheck#boards()} counts.
     *
     * @return the board's number in the sequence checked, from 1
     */
    long board();

    /**
     * Says what is wrong with the board, for a message to the user.
     *
     * @return what is wrong, worded to follow {@code "board K "}, as in {@code "has 3 rows, not 4"} or
     *     {@code "is not a solution: rows 0 and 2 share a diagonal (columns 1 and 3)"}
     */
    String describe();

    /**
     * A null where a board should be.
     *
     * @param board the board's number, from 1
     */
    record Missing(long board) implements BoardFault {
        @Override
        public String describe() {
            return "is null";
        }
    }

    /**
     * A board of another size than the one asked for.
     *
     * @param board the board's number, from 1
     * @param solution the board
     * @param boardSize the size asked for
     */
    record WrongSize(long board, Solution solution, int boardSize) implements BoardFault {
        @Override
        public String describe() {
            return "has " + solution.size() + " rows, not " + boardSize;
        }
    }

    /**
     * A board on which two queens attack each other.
     *
     * @param board the board's number, from 1
     * @param solution the board
     * @param conflict the first two queens that attack each other ({@link Solution#firstConflict()})
     */
    record Conflicting(long board, Solution solution, Conflict conflict) implements BoardFault {
        @Override
        public String describe() {
            return "is not a solution: " + conflict.describe();
        }
    }

    /**
     * A board without one of the queens placed before the search.
     *
     * @param board the board's number, from 1
     * @param solution the board
     * @param queen the first pre-placed queen that the board does not hold
     */
    record MovedQueen(long board, Solution solution, Queen queen) implements BoardFault {
        @Override
        public String describe() {
            if (queen.row() >= solution.size()) {
                return "lacks the pre-placed queen " + queen + " (the board has no row " + queen.row() + ")";
            }
            return "moves the pre-placed queen " + queen + " (row " + queen.row() + " has its queen in column "
                    + solution.column(queen.row()) + ")";
        }
    }

    /**
     * A board equal to the one before it, where each must follow the one before in strictly increasing
     * lexicographic order.
     *
     * @param board the board's number, from 1
     * @param solution the board
     */
    record Repeated(long board, Solution solution) implements BoardFault {
        @Override
        public String describe() {
            return "repeats board " + (board - 1);
        }
    }

    /**
     * A board that comes before the one before it in lexicographic order, where each must follow the one
     * before in strictly increasing lexicographic order.
     *
     * @param board the board's number, from 1
     * @param solution the board
     * @param previous the board before it
     */
    record OutOfOrder(long board, Solution solution, Solution previous) implements BoardFault {
        @Override
        public String describe() {
            return "comes before board " + (board - 1) + " in lexicographic order";
        }
    }
}
