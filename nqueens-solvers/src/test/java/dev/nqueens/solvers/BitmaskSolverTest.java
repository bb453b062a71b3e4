package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class BitmaskSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new BitmaskSolver();
    }

    /** The bit masks make counting fast enough to check a few more boards than the contract's default. */
    @Override
    protected int largestCountedBoardSize() {
        return 14;
    }

    /** At n = 32 the masks use the sign bit, which the shifts must treat as a column like any other. */
    @Test
    void findsAValidSolutionOnTheLargestBoard() {
        try (Stream<Solution> solutions = solver().solve(SolveRequest.of(BitmaskSolver.MAX_BOARD_SIZE))) {
            Optional<Solution> first = solutions.findFirst();

            assertThat(first).hasValueSatisfying(solution -> {
                assertThat(solution.size()).isEqualTo(32);
                assertThat(solution.firstConflict()).isEmpty();
                assertThat(solution.column(0)).isZero();
            });
        }
    }
}
