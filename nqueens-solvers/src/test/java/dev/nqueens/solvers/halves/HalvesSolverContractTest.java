package dev.nqueens.solvers.halves;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

/** The contract every solver passes; halves only counts, so the kit skips its checks of listed solutions. */
class HalvesSolverContractTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new HalvesSolver();
    }

    @Override
    protected int largestCountedBoardSize() {
        return 14;
    }
}
