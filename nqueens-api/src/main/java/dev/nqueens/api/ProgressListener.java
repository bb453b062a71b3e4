package dev.nqueens.api;

/**
 * Receives a solver's progress through one call, as units of work done out of a total that the solver
 * chooses (branches of the search tree, subproblems). {@code done / total} is the fraction done; the
 * caller derives percentages and estimates of the time left from it.
 *
 * @implSpec A solver calls the listener from whichever thread does the work, possibly from several
 *     threads, no more than about a hundred times a second, with {@code done} never decreasing and
 *     {@code total} fixed for the call. Implementations must be thread-safe and return quickly.
 */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores all progress. */
    ProgressListener NONE = (done, total) -> { };

    /**
     * Hears how far the call is.
     *
     * @param done units of work finished, from 0 to {@code total}
     * @param total units of work in the whole call, at least 1
     */
    void progress(long done, long total);
}
