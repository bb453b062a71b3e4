package dev.nqueens.api;

import java.util.concurrent.CancellationException;

/**
 * A counting {@link Solver} whose work splits into independent {@link Subproblem}s, so that any engine can
 * run them: threads of one process, the members of a cluster, a run that resumes from a checkpoint.
 *
 * <p>An engine asks for the {@link #split(SolveRequest) split} of a board, counts each subproblem once with
 * {@link #count(Subproblem, Cancellation)}, wherever and in whatever order it likes, and adds up the
 * {@link Subcount}s:
 * <pre>{@code
 * Split split = solver.split(SolveRequest.of(17));
 * Subcount sum = Subcount.ZERO;
 * for (Subproblem piece : split.subproblems()) {
 *     sum = sum.plus(solver.count(piece, cancellation));
 * }
 * long all = sum.solutions();                     // OEIS A000170(17)
 * long fundamental = sum.fundamentalSolutions();  // OEIS A002562(17)
 * }</pre>
 * A machine that receives a subproblem finds the solver by {@link Subproblem#solverId()} with
 * {@link Registry#byId(String)}.
 *
 * <p>Both methods are deterministic: splitting a board twice gives equal splits, and counting a subproblem
 * twice, in this JVM or another with the same version of the solver, gives the same subcount. Like every
 * solver, implementations are stateless and thread-safe.
 */
public interface SubproblemSolver extends Solver {

    /**
     * Cuts a board into subproblems. Only the board size is read from the request; the same board size
     * always gives an equal split, with the same {@link Split#signature() signature}.
     *
     * @param request the board to split; its cancellation, progress and parallelism are not used
     * @return the split, with the subproblems in the order to start them
     * @throws IllegalArgumentException if the solver does not take the request (see
     *     {@link RequestChecks#requireSupported(Solver, SolveRequest)})
     */
    Split split(SolveRequest request);

    /**
     * Counts one subproblem, on the calling thread.
     *
     * @param subproblem a subproblem of a split this solver made, here or in another JVM
     * @param cancellation polled while counting; once cancelled, the call stops within about 100 ms
     * @return the subproblem's share of the solutions and of their fixed points
     * @throws IllegalArgumentException if the subproblem was made by another solver or with another scheme
     * @throws CancellationException if the cancellation was cancelled before or during the count
     */
    Subcount count(Subproblem subproblem, Cancellation cancellation);
}
