package dev.nqueens.cluster;

import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solvers;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.solvers.halves.HalvesSolver;
import java.util.List;

/** The real subproblem solver the tests count with, and the solvers set that holds it. */
final class Halves {

    static final SubproblemSolver SOLVER = new HalvesSolver();

    private Halves() {
    }

    /** @return a set of solvers with the halves solver in it, as engines and members look solvers up */
    static Solvers solvers() {
        return Solvers.of(List.of(SOLVER));
    }

    /** @return the halves split of an n×n board */
    static Split split(int n) {
        return SOLVER.split(SolveRequest.of(n));
    }
}
