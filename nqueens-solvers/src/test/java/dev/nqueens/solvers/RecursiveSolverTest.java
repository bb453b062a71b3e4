package dev.nqueens.solvers;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

class RecursiveSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new RecursiveSolver();
    }
}
