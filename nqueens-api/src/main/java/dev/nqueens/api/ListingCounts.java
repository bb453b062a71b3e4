package dev.nqueens.api;

import java.util.stream.Stream;

/**
 * The counts of a solver that lists every solution ({@link Capability#ALL_SOLUTIONS}), taken from its
 * stream: what such a solver's {@link Solver#count} and {@link Solver#countUnique} return when it has no
 * faster way to count, in one line each.
 *
 * <pre>{@code
 * @Override
 * public long count(SolveRequest request) {
 *     return ListingCounts.count(this, request);
 * }
 *
 * @Override
 * public long countUnique(SolveRequest request) {
 *     return ListingCounts.countUnique(this, request);
 * }
 * }</pre>
 *
 * The stream's checks of the request, its cancellation and its progress are those of the count.
 */
public final class ListingCounts {

    private ListingCounts() {
    }

    /**
     * Counts the solutions of a listing solver by reading its stream to the end, without keeping the boards.
     *
     * @param solver a solver with {@link Capability#ALL_SOLUTIONS}
     * @param request the board size and run controls
     * @return the number of solutions in the solver's stream for the request (OEIS A000170)
     * @throws UnsupportedOperationException if the solver does not find all solutions
     * @throws IllegalArgumentException if the solver cannot serve the request
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    public static long count(Solver solver, SolveRequest request) {
        requireAllSolutions(solver, "count");
        try (Stream<Solution> solutions = solver.solve(request)) {
            return solutions.count();
        }
    }

    /**
     * Counts the fundamental solutions of a listing solver by keeping only the canonical boards of its stream.
     *
     * @param solver a solver with {@link Capability#ALL_SOLUTIONS}
     * @param request the board size and run controls, without pre-placed queens
     * @return the number of {@link Solution#isCanonical() canonical} solutions in the solver's stream for the
     *     request, one per class under the symmetries of the square (OEIS A002562)
     * @throws UnsupportedOperationException if the solver does not find all solutions
     * @throws IllegalArgumentException if the solver cannot serve the request, or it has pre-placed queens
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    public static long countUnique(Solver solver, SolveRequest request) {
        requireAllSolutions(solver, "count unique solutions");
        RequestChecks.requireWholeBoard(request);
        try (Stream<Solution> solutions = solver.solve(request)) {
            return solutions.filter(Solution::isCanonical).count();
        }
    }

    private static void requireAllSolutions(Solver solver, String operation) {
        if (!solver.capabilities().contains(Capability.ALL_SOLUTIONS)) {
            throw RequestChecks.refused(solver, operation);
        }
    }
}
