package dev.nqueens.api;

import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * A counting {@link Solver} whose work splits into independent {@link Subproblem}s, so that any engine can
 * run them: threads of one process, the members of a cluster, a run that resumes from a checkpoint. Such a
 * solver declares it: {@link Capability#SPLITS} is among its {@link #capabilities()}, and callers ask
 * {@link #splitting(Solver)} rather than test the type.
 *
 * <p>An engine asks for the {@link #split(int) split} of a board, counts each subproblem once with
 * {@link #count(SubproblemRequest)}, wherever and in whatever order it likes, and adds up the
 * {@link Subcount}s:
 * <pre>{@code
 * Split split = solver.split(17);
 * Subcount sum = Subcount.ZERO;
 * for (Subproblem piece : split.subproblems()) {
 *     sum = sum.plus(solver.count(SubproblemRequest.builder(piece).cancellation(cancellation).build()));
 * }
 * long all = sum.solutions();                     // OEIS A000170(17)
 * long fundamental = sum.fundamentalSolutions();  // OEIS A002562(17)
 * }</pre>
 * A machine that receives a subproblem finds the solver by {@link Subproblem#solverId()} with
 * {@link Registry#byId(String)}.
 *
 * <p>The solver splits and counts one subproblem; it never runs an engine or starts a thread. Its
 * {@link #count(SolveRequest)} and {@link #countUnique(SolveRequest)} count every subproblem of the split one
 * after another on the calling thread, and ignore {@link SolveRequest#parallelism()}: an engine is what runs
 * the subproblems in parallel ({@code LocalEngine.countBoard(solver, request)} in {@code nqueens-engine}, on
 * that many threads; the shell's {@code count} on {@code --threads} threads or a cluster), so that threads,
 * checkpoints and clusters mean the same for every splitting solver.
 *
 * <p>Both methods are deterministic: splitting a board twice gives equal splits, and counting a subproblem
 * twice, in this JVM or another with the same version of the solver, gives the same subcount. Like every
 * solver, implementations are stateless and thread-safe.
 */
public interface SubproblemSolver extends Solver {

    /**
     * Cuts a board into subproblems. The same board size always gives an equal split, with the same
     * {@link Split#signature() signature}.
     *
     * @param boardSize n, the size of the board to split
     * @return the split, with the subproblems in the order to start them
     * @throws IllegalArgumentException if n is negative or beyond the solver's {@link #maxBoardSize()}
     */
    Split split(int boardSize);

    /**
     * Counts one subproblem, on the calling thread, and reports how far it is within it.
     *
     * <p>Progress goes to the request's listener as the {@link ProgressListener} contract says, in units of
     * the solver's choosing for this subproblem (parts of its search, say): {@code total} fixed for the call,
     * {@code done} never decreasing. A solver may report nothing, or only the end; an engine that adds up the
     * progress of several subproblems scales each to its own units, so the units need mean nothing beyond the
     * fraction {@code done / total}.
     *
     * @param request the subproblem, of a split this solver made here or in another JVM, with the
     *     cancellation the count polls (once cancelled, it stops within about 100 ms) and the progress listener
     * @return the subproblem's share of the solutions and of their fixed points
     * @throws IllegalArgumentException if the subproblem was made by another solver or with another scheme
     * @throws CancellationException if the cancellation was cancelled before or during the count
     */
    Subcount count(SubproblemRequest request);

    /**
     * The memory the threads that count this board's subproblems hold at their peak, so that an engine can
     * weigh its threads against the heap before it starts them.
     *
     * @implSpec The default says nothing: empty. A solver whose threads hold more than a few megabytes should
     *     say how much, from measurements; an engine adds up what its threads hold with
     *     {@link MemoryNeed#forThreads}.
     * @param boardSize n, from 0 to the solver's {@link #maxBoardSize()}
     * @return what the threads share and what each holds, or empty if the solver does not say
     * @throws IllegalArgumentException if n is negative or beyond the solver's limit
     */
    default Optional<MemoryNeed> memoryNeed(int boardSize) {
        return Optional.empty();
    }

    /**
     * The solver as a splitting solver, if it declares {@link Capability#SPLITS}: the one place where a
     * caller's choice of a solver turns into a {@code SubproblemSolver}.
     *
     * @param solver any solver
     * @return the solver, if it declares that it splits its work; empty if it does not
     * @throws IllegalStateException if the declaration and the type disagree (it declares {@code SPLITS} but
     *     is no {@code SubproblemSolver}, or the other way round): a fault of the solver, in one line naming it
     */
    static Optional<SubproblemSolver> splitting(Solver solver) {
        boolean declares = solver.capabilities().contains(Capability.SPLITS);
        boolean implementsIt = solver instanceof SubproblemSolver;
        if (declares != implementsIt) {
            throw new IllegalStateException("the " + solver.id() + " solver (" + solver.getClass().getName() + ") "
                    + (declares ? "declares " + Capability.SPLITS + " but is no SubproblemSolver"
                            : "is a SubproblemSolver but does not declare " + Capability.SPLITS));
        }
        return declares ? Optional.of((SubproblemSolver) solver) : Optional.empty();
    }
}
