package dev.nqueens.solvers;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ListingCounts;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What the exhaustive backtracking solvers share as providers: their capabilities, their limit,
 * and that {@code solve} and {@code count} check the request and then run one fresh {@link PlacementSearch}
 * of the call; the fundamental solutions are counted from the list. Each subclass supplies its id, its
 * description, its limit and its search.
 */
abstract class BacktrackingSolver implements Solver {

    private static final Set<Capability> CAPABILITIES =
            Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT, Capability.PRESET_QUEENS, Capability.SEARCH_EVENTS);

    private final String id;
    private final String description;
    private final int maxBoardSize;

    BacktrackingSolver(String id, String description, int maxBoardSize) {
        this.id = id;
        this.description = description;
        this.maxBoardSize = maxBoardSize;
    }

    /**
     * @param request a request that {@link RequestChecks#requireSupported} accepted
     * @return the search of that one call
     */
    abstract PlacementSearch search(SolveRequest request);

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final int apiVersion() {
        return API_VERSION;
    }

    @Override
    public final Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public final int maxBoardSize() {
        return maxBoardSize;
    }

    @Override
    public final Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        return search(request).stream();
    }

    @Override
    public final long count(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        return search(request).count();
    }

    @Override
    public final long countUnique(SolveRequest request) {
        return ListingCounts.countUnique(this, request);
    }
}
