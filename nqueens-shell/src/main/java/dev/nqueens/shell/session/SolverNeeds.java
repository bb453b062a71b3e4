package dev.nqueens.shell.session;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import java.util.Set;

/**
 * What a command asks of a solver: to list or to count the solutions of an n×n board, perhaps completing
 * pre-placed queens, perhaps one per symmetry class. {@link Session} chooses a default solver by it.
 *
 * @param action what the solver is to do
 * @param boardSize n as typed, 0 or more
 * @param presetQueens true if queens are pre-placed ({@code --place})
 * @param unique true for one solution per class under the symmetries of the square ({@code --unique})
 */
public record SolverNeeds(Action action, long boardSize, boolean presetQueens, boolean unique) {

    /** What a command does with a solver. */
    public enum Action {
        /** {@code solve}: list solutions. */
        LIST,
        /** {@code count}: count them. */
        COUNT
    }

    /**
     * @param solver a solver
     * @return true if the solver serves these needs without asking anything of n: for a list, every
     *     solution in order (a default {@code solve} lists all of them); for a count, an exact count, of
     *     classes with {@code unique}; pre-placed queens if there are any
     */
    public boolean servedBy(Solver solver) {
        Set<Capability> capabilities = solver.capabilities();
        if (presetQueens && !capabilities.contains(Capability.PRESET_QUEENS)) {
            return false;
        }
        if (action == Action.LIST) {
            return capabilities.contains(Capability.ALL_SOLUTIONS);
        }
        return capabilities.contains(Capability.ALL_SOLUTIONS) || countsDirectly(solver);
    }

    /**
     * @param solver a solver
     * @return true if the solver counts what these needs ask for without listing boards: with
     *     {@link Capability#COUNT}, or {@link Capability#UNIQUE_COUNT} when counting classes
     */
    boolean countsDirectly(Solver solver) {
        return SolverChoice.countsDirectly(solver, unique);
    }

    /**
     * @return a request of this board size alone (capped at the largest int), for the solvers' estimates of
     *     their time
     */
    public SolveRequest request() {
        return SolveRequest.of((int) Math.min(boardSize, Integer.MAX_VALUE));
    }

    /** @return what the solver is to do, for messages, as in {@code "count fundamental solutions"} */
    public String describe() {
        String what = switch (action) {
            case LIST -> unique ? "list all solutions (one per symmetry class)" : "list all solutions";
            case COUNT -> unique ? "count fundamental solutions" : "count solutions";
        };
        return what + (presetQueens ? " with pre-placed queens" : "");
    }
}
