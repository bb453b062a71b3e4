package dev.nqueens.api;

import java.util.Objects;

/**
 * One call of {@link SubproblemSolver#count(SubproblemRequest)}: the subproblem to count, and how the caller
 * follows and controls the count. Instances are immutable: {@link #of(Subproblem)} makes one with a fresh
 * cancellation and no progress listener, and each {@code with} method returns a copy with one part changed.
 *
 * @apiNote Like {@link SolveRequest}, the request grows with new parts that have defaults, so that the
 *     signature of {@code count} never does.
 */
public final class SubproblemRequest {

    private final Subproblem subproblem;
    private final Cancellation cancellation;
    private final ProgressListener progress;

    private SubproblemRequest(Subproblem subproblem, Cancellation cancellation, ProgressListener progress) {
        this.subproblem = Objects.requireNonNull(subproblem, "subproblem");
        this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
        this.progress = Objects.requireNonNull(progress, "progress");
    }

    /**
     * Asks for one subproblem to be counted, with a cancellation of its own and no listener.
     *
     * @param subproblem the subproblem to count
     * @return a request to count it, with a fresh cancellation and no progress listener
     */
    public static SubproblemRequest of(Subproblem subproblem) {
        return new SubproblemRequest(subproblem, new Cancellation(), ProgressListener.NONE);
    }

    /**
     * Lets the caller stop the count.
     *
     * @param cancellation the flag with which the caller stops the count
     * @return a copy of this request with that cancellation
     */
    public SubproblemRequest withCancellation(Cancellation cancellation) {
        return new SubproblemRequest(subproblem, cancellation, progress);
    }

    /**
     * Lets the caller hear how far the count is.
     *
     * @param progress the listener that hears how far the count is within the subproblem
     * @return a copy of this request with that listener
     */
    public SubproblemRequest withProgress(ProgressListener progress) {
        return new SubproblemRequest(subproblem, cancellation, progress);
    }

    /**
     * The piece of the board the solver is asked to count.
     *
     * @return the subproblem to count
     */
    public Subproblem subproblem() {
        return subproblem;
    }

    /**
     * The caller's way to stop the count.
     *
     * @return the flag the solver polls while counting; once cancelled, the count stops within about 100 ms
     */
    public Cancellation cancellation() {
        return cancellation;
    }

    /**
     * Where the solver reports how far it is.
     *
     * @return the listener that hears the progress within the subproblem, in units of the solver's choosing
     *     with a total fixed for the call (see {@link SubproblemSolver#count(SubproblemRequest)})
     */
    public ProgressListener progress() {
        return progress;
    }

    /**
     * Names the subproblem, for messages and logs.
     *
     * @return the subproblem, as in {@code SubproblemRequest[Subproblem[halves n=17 8-7-9]]}
     */
    @Override
    public String toString() {
        return "SubproblemRequest[" + subproblem + "]";
    }
}
