package dev.nqueens.engine.internal;

import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;

/** Finds the solver that a split or a subproblem names, as engines and the machines they count on all must. */
public final class SolverLookup {

    private SolverLookup() {
    }

    /**
     * Finds the splitting solver that a split or a subproblem names, or says why it cannot.
     *
     * @param solvers the solvers to look in
     * @param id the solver id a split or subproblem carries
     * @return the solver
     * @throws dev.nqueens.api.UnknownIdException if there is no solver with that id; its message lists the ids
     * @throws IllegalArgumentException if the solver does not split its work into subproblems
     * @throws IllegalStateException if the solver's {@link dev.nqueens.api.Capability#SPLITS} and its type
     *     disagree (see {@link SubproblemSolver#splitting})
     */
    public static SubproblemSolver subproblemSolver(Registry<Solver> solvers, String id) {
        return SubproblemSolver.splitting(solvers.byId(id)).orElseThrow(() -> new IllegalArgumentException(
                "the " + id + " solver does not split its work into subproblems"));
    }
}
