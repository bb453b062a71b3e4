package org.example.nqueens.dlx;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

class DlxSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new DlxSolver();
    }
}
