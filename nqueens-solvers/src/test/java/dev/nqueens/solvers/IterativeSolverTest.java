package dev.nqueens.solvers;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

class IterativeSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new IterativeSolver();
    }
}
