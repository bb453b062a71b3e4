package dev.nqueens.api;

import java.util.Set;

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
     * @param solver a solver asked for an operation that it does not implement (a default method of
     *     {@link Solver})
     * @param operation what it was asked to do, as in {@code "count"}
     * @param method the method that does it, as in {@code "count(SolveRequest)"}
     * @param promise the capability that promises the operation, besides {@link Capability#ALL_SOLUTIONS}
     * @return what the default method throws: a refusal ({@link UnsupportedOperationException}) where the solver
     *     does not promise the operation; where it does ({@code promise} or {@link Capability#ALL_SOLUTIONS}),
     *     the solver's own fault ({@link IllegalStateException}), whose message names the method it lacks
     */
    static RuntimeException unsupported(Solver solver, String operation, String method, Capability promise) {
        Set<Capability> capabilities = solver.capabilities();
        if (capabilities.contains(Capability.ALL_SOLUTIONS)) {
            return new IllegalStateException("the " + solver.id() + " solver cannot " + operation
                    + ": it finds all solutions, but does not implement " + method);
        }
        if (capabilities.contains(promise)) {
            return new IllegalStateException("the " + solver.id() + " solver cannot " + operation + ": it declares "
                    + promise + ", but does not implement " + method);
        }
        return refused(solver, operation);
    }

    /**
     * @param solver a solver that does not find all solutions
     * @param operation what it was asked to do, as in {@code "count"}
     * @return the refusal of an operation that only a solver of all solutions does
     */
    static UnsupportedOperationException refused(Solver solver, String operation) {
        return new UnsupportedOperationException("the " + solver.id() + " solver cannot " + operation
                + ": it does not find all solutions");
    }
}
