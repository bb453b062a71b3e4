package dev.nqueens.solvers.halves;

import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.SubproblemSolverContract;

/** The contract every splitting solver passes; halves only counts, so the kit skips its checks of listed solutions. */
class HalvesSolverContractTest extends SubproblemSolverContract {

    @Override
    protected SubproblemSolver solver() {
        return new HalvesSolver();
    }

    @Override
    protected int largestCountedBoardSize() {
        return 14;
    }
}
