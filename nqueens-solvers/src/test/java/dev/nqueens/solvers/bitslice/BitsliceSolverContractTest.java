package dev.nqueens.solvers.bitslice;

import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.SubproblemSolverContract;

/**
 * The contract every splitting solver passes; bitslice only counts, so the kit skips its checks of listed
 * solutions.
 */
class BitsliceSolverContractTest extends SubproblemSolverContract {

    @Override
    protected SubproblemSolver solver() {
        return new BitsliceSolver();
    }

    @Override
    protected int largestCountedBoardSize() {
        return 14;
    }
}
