package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SubproblemSolver;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link SubproblemSolver}, a solver whose counts split into subproblems: everything
 * {@link SolverContract} checks, with its {@link Capability#SPLITS} group made a must rather than a
 * capability's option. Extend it and return your solver:
 *
 * <pre>{@code
 * class MySplittingSolverTest extends SubproblemSolverContract {
 *     @Override
 *     protected SubproblemSolver solver() {
 *         return new MySplittingSolver();
 *     }
 * }
 * }</pre>
 *
 * <p>The splitting checks: {@code SPLITS} declared, and the type agreeing with it; the subcounts of
 * {@code split(n)} adding up to OEIS A000170 (and A002562 with {@code UNIQUE_COUNT}) for every n up to
 * {@link #largestCountedBoardSize()}, with consistent progress within each subproblem; equal splits and
 * subcounts when asked again; another solver's subproblem refused; a subproblem count cancelled beforehand
 * stopped.
 */
public abstract class SubproblemSolverContract extends SolverContract {

    /** Creates the contract; subclasses have a no-argument constructor, as JUnit requires. */
    protected SubproblemSolverContract() {
    }

    /**
     * Gives the contract the splitting solver to hold to it; the test that extends the contract implements it.
     *
     * @return the splitting solver under test; a new instance on every call is fine
     */
    @Override
    protected abstract SubproblemSolver solver();

    @Test
    @DisplayName("a splitting solver declares SPLITS, so that engines and the shell find it")
    void declaresSplits() {
        assertThat(solver().capabilities()).as("the capabilities of solver '%s' should hold SPLITS, since it is a"
                + " SubproblemSolver, so that engines and the shell find it", solver().id())
                .contains(Capability.SPLITS);
    }
}
