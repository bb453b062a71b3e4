package dev.nqueens.solvers.bitslice;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;

/** The contract every solver passes; bitslice only counts, so the kit skips its checks of listed solutions. */
class BitsliceSolverContractTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new BitsliceSolver();
    }

    @Override
    protected int largestCountedBoardSize() {
        return 14;
    }
}
