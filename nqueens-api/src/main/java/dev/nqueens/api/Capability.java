package dev.nqueens.api;

/**
 * What a {@link Solver} promises. A solver lists its capabilities in {@link Solver#capabilities()}; callers
 * and the contract test kit hold it to them.
 */
public enum Capability {
    /**
     * {@link Solver#solve} yields every solution exactly once, in lexicographic order of the columns (the
     * order of {@link Solution#compareTo}), so that all such solvers yield the same sequence for the same n.
     */
    ALL_SOLUTIONS,
    /** {@link Solver#solve} yields valid solutions, but not necessarily all of them, nor in any set order. */
    SOME_SOLUTIONS,
    /**
     * {@link Solver#count} returns the exact number of solutions (OEIS A000170) without building a board
     * for each: faster than counting a list. A solver with {@link #ALL_SOLUTIONS} alone counts too, by
     * listing ({@link ListingCounts#count}).
     */
    COUNT,
    /**
     * {@link Solver#countUnique} returns the exact number of fundamental solutions, the classes under the
     * eight symmetries of the square (OEIS A002562), without building a board for each; as with
     * {@link #COUNT}, a solver with {@link #ALL_SOLUTIONS} alone counts them by listing
     * ({@link ListingCounts#countUnique}).
     */
    UNIQUE_COUNT,
    /**
     * The solver's choices are random, drawn from {@link SolveRequest#seed()}: the same seed gives the same
     * solutions, and a caller that leaves the seed out gets the solver's own choice. A solver without it
     * ignores the seed.
     */
    RANDOMIZED,
    /**
     * The solver spreads one call over up to {@link SolveRequest#parallelism()} threads of its own. A
     * {@link #SPLITS splitting} solver does not declare it: it counts its subproblems one after another on
     * the calling thread, and an engine ({@code LocalEngine} in {@code nqueens-engine}, or a cluster) runs them
     * in parallel; {@link SolverChoice} ranks both as parallel.
     */
    PARALLEL,
    /**
     * The solver honours {@link SolveRequest#presetQueens()}: it yields and counts only the solutions that
     * contain the pre-placed queens, and never moves them. Solvers without it refuse such a request.
     */
    PRESET_QUEENS,
    /**
     * The solver's work splits into independent {@link Subproblem}s that any engine can count, on threads or
     * machines of its choosing and with checkpoints: the solver is a {@link SubproblemSolver}. A solver lists
     * this capability exactly when it implements that interface; {@link SubproblemSolver#splitting(Solver)}
     * holds it to that.
     */
    SPLITS,
    /**
     * The solver reports each step of its search to {@link SolveRequest#searchListener()}, in the order it
     * takes them, with its {@link SearchState}: every queen placed, every square it tests and rejects with the
     * line and the queen that attack it (or every row whose free squares it works out at once), every queen
     * removed, every solution (see {@link SearchEvent}). The places at row k - 1 are the nodes
     * of depth k of the search tree, the partial placements of k queens on the first k rows, the same for
     * every such solver that tries columns from left to right. Without a listener the solver spends no work
     * on events.
     */
    SEARCH_EVENTS
}
