package dev.nqueens.cluster;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;

/**
 * The real subproblem solver the tests count with, the halves solver of nqueens-solvers, found as the
 * engines and members find it: through the installed solvers.
 */
final class Halves {

    static final SubproblemSolver SOLVER = SubproblemSolver.splitting(Registry.installed(ProviderKind.SOLVER).byId("halves")).orElseThrow();

    private Halves() {
    }

    /** @return the installed solvers, the halves solver among them, as engines and members look solvers up */
    static Registry<Solver> solvers() {
        return Registry.installed(ProviderKind.SOLVER);
    }

    /** @return the halves split of an n×n board */
    static Split split(int n) {
        return SOLVER.split(n);
    }
}
