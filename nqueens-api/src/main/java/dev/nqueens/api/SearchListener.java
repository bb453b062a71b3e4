package dev.nqueens.api;

/**
 * Receives the steps of a backtracking search as the solver takes them, to show the search to a learner,
 * trace it or count its nodes. A caller sets one with {@link SolveRequest.Builder#searchListener}; solvers
 * with {@link Capability#SEARCH_EVENTS} report to it, and others ignore it.
 *
 * @implSpec A solver calls the listener on the thread that searches, once per step and before it takes the
 *     next, so a listener that blocks holds the search (that is how a caller paces an animation) and one
 *     that throws ends the call with its exception. A solver checks whether a listener is set once per
 *     call, so that a search without one does no work for it. The listener may cancel the request's
 *     {@link Cancellation}; the search then stops as it would otherwise.
 */
@FunctionalInterface
public interface SearchListener {

    /**
     * Hears one step of the search, on the thread that searches, before the search goes on.
     *
     * @param event the step the search has just taken
     */
    void onEvent(SearchEvent event);

    /**
     * Receives the tests the search made since it last reported, before the step they led to: the looks at
     * its state that tell it whether a square is attacked, counted as the search makes them. What
     * one test is belongs to the search, and its solver's documentation says: for the built-in searches, a
     * queen above compared with the square ({@code scan}), one read of an array of attacked lines
     * ({@code recursive}, {@code iterative}), or a row's free squares computed at once from its masks
     * ({@code bitmask}). Their sum over a search, divided by its nodes (the places), is the work a search
     * does per node, where searches that visit the same nodes differ.
     *
     * @implSpec The default does nothing. A solver with {@link Capability#SEARCH_EVENTS} may report its
     *     tests, each time with a count of 1 or more, before the {@link #onEvent event} that follows them, or
     *     as its search ends for those that no event follows; one that does not report them leaves the sum
     *     at 0.
     * @param count the tests made since the last step, 1 or more
     */
    default void onTests(long count) {
    }

    /**
     * Says whether the listener reads the {@linkplain SearchEvent#state() state} the events carry, which a
     * solver copies at every step: a listener that only counts nodes or tests does not, and the search then
     * spares itself the copies.
     *
     * @implSpec The default returns true. A solver with {@link Capability#SEARCH_EVENTS} asks once per call,
     *     and may leave the state of every event null when the answer is false.
     * @return false if the listener reads no state
     */
    default boolean wantsState() {
        return true;
    }
}
