package org.example.nqueens.dlx;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

class DlxSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new DlxSolver();
    }

    /**
     * Row by row, as lexicographic order demands, the first solution of the kit's default large board
     * (n = 30) takes seconds; at n = 24 it takes milliseconds, and enumerating n = 24 still takes for ever.
     */
    @Override
    protected int largeBoardSize() {
        return 24;
    }
}
