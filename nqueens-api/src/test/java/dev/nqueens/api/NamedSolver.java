package dev.nqueens.api;

import java.util.stream.Stream;

/**
 * The API's tests' own solver: an id, a limit and the capabilities it is given, and a stream of the 4-queens
 * answer it was written with. The test kit's {@code TestProviders} makes such solvers for every other module;
 * the API's tests cannot use it, since the kit depends on the API.
 */
class NamedSolver extends BareSolver {
    private final int maxBoardSize;

    /** @param id its id; it finds some solutions of boards up to 8 */
    NamedSolver(String id) {
        this(id, 8, Capability.SOME_SOLUTIONS);
    }

    NamedSolver(String id, int maxBoardSize, Capability... capabilities) {
        super(id, capabilities);
        this.maxBoardSize = maxBoardSize;
    }

    @Override
    public int maxBoardSize() {
        return maxBoardSize;
    }

    @Override
    public Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        return Stream.of(Solution.of(1, 3, 0, 2));
    }
}
