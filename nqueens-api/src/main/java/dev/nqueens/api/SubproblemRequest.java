package dev.nqueens.api;

import java.util.Objects;

/**
 * One call of {@link SubproblemSolver#count(SubproblemRequest)}: the subproblem to count, and how the caller
 * follows and controls the count. Instances are immutable; build one as every request of nqueens is built,
 * with {@link #of(Subproblem)} for the defaults (a fresh cancellation, no progress listener) or
 * {@link #builder(Subproblem)} for the rest.
 *
 * <pre>{@code
 * Subcount subcount = solver.count(SubproblemRequest.builder(subproblem).cancellation(cancellation).build());
 * }</pre>
 *
 * @apiNote Like {@link SolveRequest}, the request grows with new parts that have defaults, so that the
 *     signature of {@code count} never does.
 */
public final class SubproblemRequest {

    private final Subproblem subproblem;
    private final Cancellation cancellation;
    private final ProgressListener progress;

    private SubproblemRequest(Subproblem subproblem, Cancellation cancellation, ProgressListener progress) {
        this.subproblem = subproblem;
        this.cancellation = cancellation;
        this.progress = progress;
    }

    /**
     * Asks for one subproblem to be counted, with a cancellation of its own and no listener.
     *
     * @param subproblem the subproblem to count
     * @return a request to count it, with a fresh cancellation and no progress listener
     */
    public static SubproblemRequest of(Subproblem subproblem) {
        return builder(subproblem).build();
    }

    /**
     * Starts a request to count one subproblem, to be given the rest of its settings.
     *
     * @param subproblem the subproblem to count
     * @return a builder with the defaults of {@link #of(Subproblem)}
     */
    public static Builder builder(Subproblem subproblem) {
        return new Builder(subproblem);
    }

    /**
     * Lets the caller stop the count.
     *
     * @param cancellation the flag with which the caller stops the count
     * @return a copy of this request with that cancellation
     * @deprecated Build the request with {@link #builder(Subproblem)} and {@link Builder#cancellation}, as
     *     every request of nqueens is built; this copy goes in a later release.
     */
    @Deprecated(since = "0.2.0", forRemoval = true)
    public SubproblemRequest withCancellation(Cancellation cancellation) {
        return builder(subproblem).cancellation(cancellation).progress(progress).build();
    }

    /**
     * Lets the caller hear how far the count is.
     *
     * @param progress the listener that hears how far the count is within the subproblem
     * @return a copy of this request with that listener
     * @deprecated Build the request with {@link #builder(Subproblem)} and {@link Builder#progress}, as every
     *     request of nqueens is built; this copy goes in a later release.
     */
    @Deprecated(since = "0.2.0", forRemoval = true)
    public SubproblemRequest withProgress(ProgressListener progress) {
        return builder(subproblem).cancellation(cancellation).progress(progress).build();
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

    /** Builds a {@link SubproblemRequest}. */
    public static final class Builder {
        private final Subproblem subproblem;
        private Cancellation cancellation = new Cancellation();
        private ProgressListener progress = ProgressListener.NONE;

        private Builder(Subproblem subproblem) {
            this.subproblem = Objects.requireNonNull(subproblem, "subproblem");
        }

        /**
         * Sets the flag with which the caller stops the count, from any thread.
         *
         * @param cancellation the flag the caller will use to stop the count
         * @return this builder
         */
        public Builder cancellation(Cancellation cancellation) {
            this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
            return this;
        }

        /**
         * Sets the listener that hears how far the count is within the subproblem; without it, nobody does.
         *
         * @param progress the listener to report progress to, in units of the solver's choosing
         * @return this builder
         */
        public Builder progress(ProgressListener progress) {
            this.progress = Objects.requireNonNull(progress, "progress");
            return this;
        }

        /**
         * Makes the request with the settings given, and the defaults for the rest.
         *
         * @return the request
         */
        public SubproblemRequest build() {
            return new SubproblemRequest(subproblem, cancellation, progress);
        }
    }
}
