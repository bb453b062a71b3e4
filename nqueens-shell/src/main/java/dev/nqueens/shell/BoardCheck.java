package dev.nqueens.shell;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import dev.nqueens.api.Solver;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What {@code solve --check} holds a solver to, board by board, as the boards go by: each is a solution
 * of the size asked for that keeps the pre-placed queens, and from a solver that claims
 * {@link Capability#ALL_SOLUTIONS}, each follows the one before in strictly increasing lexicographic order.
 * The first board that fails stops the run, before it is written, with a {@link SolverFaultException} that
 * names the solver, the board's number (from 1) and what is wrong with it.
 *
 * <p>For one sequential stream of boards: it remembers the board before.
 */
final class BoardCheck implements Consumer<Solution> {

    private final Solver solver;
    private final int boardSize;
    private final List<Queen> placed;
    private final boolean ordered;
    private long boards;
    private Solution previous;

    /**
     * @param solver the solver whose boards are checked
     * @param boardSize the n asked for
     * @param placed the queens placed before the search, which every board must hold
     */
    BoardCheck(Solver solver, int boardSize, List<Queen> placed) {
        this.solver = solver;
        this.boardSize = boardSize;
        this.placed = List.copyOf(placed);
        this.ordered = solver.capabilities().contains(Capability.ALL_SOLUTIONS);
    }

    /**
     * @param board the next board the solver yielded
     * @throws SolverFaultException if the board breaks the solver's contract
     */
    @Override
    public void accept(Solution board) {
        boards++;
        String fault = fault(board);
        if (fault != null) {
            throw new SolverFaultException("the " + solver.id() + " solver's board " + boards + " " + fault);
        }
        previous = board;
    }

    private String fault(Solution board) {
        if (board == null) {
            return "is null";
        }
        if (board.size() != boardSize) {
            return "has " + board.size() + " rows, not " + boardSize;
        }
        Optional<Conflict> conflict = board.firstConflict();
        if (conflict.isPresent()) {
            return "is not a solution: " + conflict.get().describe();
        }
        for (Queen queen : placed) {
            if (board.column(queen.row()) != queen.column()) {
                return "moves the pre-placed queen " + queen + " (row " + queen.row() + " has its queen in column "
                        + board.column(queen.row()) + ")";
            }
        }
        if (ordered && previous != null) {
            int order = previous.compareTo(board);
            if (order == 0) {
                return "repeats board " + (boards - 1);
            }
            if (order > 0) {
                return "comes before board " + (boards - 1) + " in lexicographic order, which the solver promises"
                        + " with all-solutions";
            }
        }
        return null;
    }
}
