package dev.nqueens.shell.command.boards;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.BoardFault;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.run.SolverFaultException;
import java.util.List;
import java.util.function.Consumer;

/**
 * What {@code solve --check} holds a solver to, board by board, as the boards go by: the API's
 * {@link BoardCheck}, of the size asked for, keeping the pre-placed queens, and in strictly increasing
 * lexicographic order from a solver that claims {@link Capability#ALL_SOLUTIONS}. The first board that fails
 * stops the run, before it is written, with a {@link SolverFaultException} that names the solver, the board's
 * number (from 1) and what is wrong with it.
 *
 * <p>For one sequential stream of boards: it remembers the board before.
 */
final class SolverCheck implements Consumer<Solution> {

    private final Solver solver;
    private final BoardCheck check;

    /**
     * @param solver the solver whose boards are checked
     * @param boardSize the n asked for
     * @param placed the queens placed before the search, which every board must hold
     */
    SolverCheck(Solver solver, int boardSize, List<Queen> placed) {
        this.solver = solver;
        this.check = BoardCheck.builder().boardSize(boardSize).presetQueens(placed)
                .inLexicographicOrder(solver.capabilities().contains(Capability.ALL_SOLUTIONS)).build();
    }

    /**
     * @param board the next board the solver yielded
     * @throws SolverFaultException if the board breaks the solver's contract
     */
    @Override
    public void accept(Solution board) {
        check.next(board).ifPresent(fault -> {
            String promise = fault instanceof BoardFault.OutOfOrder ? ", which the solver promises with all-solutions"
                    : "";
            throw new SolverFaultException("the " + solver.id() + " solver's board " + fault.board() + " "
                    + fault.describe() + promise);
        });
    }
}
