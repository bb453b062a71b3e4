package dev.nqueens.api;

/**
 * The checks with which a {@link Solver} refuses a request before any work, in the words every solver
 * uses. They live here, not as overridable methods of the interface, so that no solver can weaken them.
 */
public final class RequestChecks {

    private RequestChecks() {
    }

    /**
     * Refuses a request the solver cannot serve: a board larger than it takes, or pre-placed queens when it
     * lacks {@link Capability#PRESET_QUEENS}. Solvers call it first thing.
     *
     * @param solver the solver asked
     * @param request the request to check
     * @throws IllegalArgumentException with a message that names the solver and what it cannot do
     */
    public static void requireSupported(Solver solver, SolveRequest request) {
        if (request.boardSize() > solver.maxBoardSize()) {
            throw new IllegalArgumentException("n = " + request.boardSize() + " is beyond the " + solver.id()
                    + " solver's limit of " + solver.maxBoardSize());
        }
        if (!request.presetQueens().isEmpty() && !solver.capabilities().contains(Capability.PRESET_QUEENS)) {
            throw new IllegalArgumentException("the " + solver.id() + " solver does not take pre-placed queens");
        }
    }

    /**
     * Refuses pre-placed queens in a count of fundamental solutions, which is defined for the whole board
     * only. Implementations of {@link Solver#countUnique} call it.
     *
     * @param request the request to check
     * @throws IllegalArgumentException if the request has pre-placed queens
     */
    public static void requireWholeBoard(SolveRequest request) {
        if (!request.presetQueens().isEmpty()) {
            throw new IllegalArgumentException("unique solutions are counted on the whole board only,"
                    + " not with pre-placed queens");
        }
    }

    /**
     * @param solver the solver asked
     * @param operation what it was asked to do, as in {@code "count"}
     * @param method the method that does it, as in {@code "count(SolveRequest)"}
     * @return the exception a solver throws for an operation it lacks the capability for; for a solver that
     *     lists all solutions, and so should have it, the message names the method it did not implement
     */
    static UnsupportedOperationException unsupported(Solver solver, String operation, String method) {
        String why = solver.capabilities().contains(Capability.ALL_SOLUTIONS)
                ? "it finds all solutions, but does not implement " + method
                : "it does not find all solutions";
        return new UnsupportedOperationException("the " + solver.id() + " solver cannot " + operation + ": " + why);
    }
}
