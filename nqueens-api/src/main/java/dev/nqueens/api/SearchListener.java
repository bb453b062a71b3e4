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
}
