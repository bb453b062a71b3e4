package dev.nqueens.solvers;

import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import org.junit.jupiter.api.Test;

class RecursiveSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new RecursiveSolver();
    }

    @Test
    void theLargestBoardFitsInHalfTheDefaultStack() throws InterruptedException {
        DeepRecursion.assertTheLargestBoardFitsInHalfTheDefaultStack(solver());
    }
}
