package dev.nqueens.engine;

/**
 * Hears of each count that a recheck ({@link CountJob.Builder#recheck}) finds wrong, as it is found, before
 * the member's other counts are made again: a command line prints {@link Mismatch#describe()}.
 *
 * @implSpec Called on the thread that called {@link CountingEngine#count}; implementations must return
 *     quickly.
 */
@FunctionalInterface
public interface MismatchListener {

    /** A listener that ignores every mismatch. */
    MismatchListener NONE = mismatch -> { };

    /**
     * Hears of one wrong count as the recheck finds it, before the run ends.
     *
     * @param mismatch a member's count of a subproblem, and the right one
     */
    void mismatch(Mismatch mismatch);
}
