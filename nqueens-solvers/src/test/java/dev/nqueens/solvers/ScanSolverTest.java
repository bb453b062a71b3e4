package dev.nqueens.solvers;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import org.junit.jupiter.api.Test;

/**
 * The scan of the queens above through the whole contract (counts against OEIS A000170 and A002562 up to
 * n = 12, every solution once in lexicographic order, pre-placed queens, laziness, cancellation and its
 * search events), and the depth of its recursion.
 */
class ScanSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new ScanSolver();
    }

    @Test
    void theLargestBoardFitsInHalfTheDefaultStack() throws InterruptedException {
        DeepRecursion.assertTheLargestBoardFitsInHalfTheDefaultStack(solver());
    }
}
