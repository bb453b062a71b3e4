package dev.nqueens.testkit;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ListingCounts;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A small, correct exhaustive solver for the test kit's own tests: bit-mask backtracking, lazy and
 * cancellable. The broken solvers of {@link SolverContractTest} are this one with a single fault each.
 */
public class ReferenceSolver implements Solver {

    /** Placements between two looks at the cancellation. */
    private static final int NODES_PER_POLL = 1024;

    /** Creates the solver. */
    public ReferenceSolver() {
    }

    @Override
    public String id() {
        return "reference";
    }

    @Override
    public String description() {
        return "Bit-mask backtracking for the test kit's own tests";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT);
    }

    @Override
    public int maxBoardSize() {
        return Integer.SIZE;
    }

    @Override
    public Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        return search(request.boardSize(), request.cancellation()::isCancelled);
    }

    @Override
    public long count(SolveRequest request) {
        return ListingCounts.count(this, request);
    }

    @Override
    public long countUnique(SolveRequest request) {
        return ListingCounts.countUnique(this, request);
    }

    /**
     * @param n the board size
     * @param stopRequested polled every {@value #NODES_PER_POLL} placements; the search throws
     *     {@link CancellationException} once it says true
     * @return the solutions in lexicographic order, found as the stream is consumed
     */
    static Stream<Solution> search(int n, BooleanSupplier stopRequested) {
        if (n == 0) {
            return Stream.of(Solution.empty());
        }
        int board = -1 >>> (Integer.SIZE - n);
        int[] columns = new int[n];
        int[] untried = new int[n];
        int[] attackedColumns = new int[n];
        int[] attackedDiagonals = new int[n];
        int[] attackedAntiDiagonals = new int[n];
        untried[0] = board;
        Spliterator<Solution> spliterator = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.NONNULL) {
            private int row;
            private int nodes;

            @Override
            public boolean tryAdvance(Consumer<? super Solution> action) {
                while (row >= 0) {
                    int candidates = untried[row];
                    if (candidates == 0) {
                        row--;
                        continue;
                    }
                    if (++nodes % NODES_PER_POLL == 0 && stopRequested.getAsBoolean()) {
                        throw new CancellationException("cancelled");
                    }
                    int queen = candidates & -candidates;
                    untried[row] = candidates ^ queen;
                    columns[row] = Integer.numberOfTrailingZeros(queen);
                    if (row == n - 1) {
                        action.accept(Solution.of(columns));
                        return true;
                    }
                    attackedColumns[row + 1] = attackedColumns[row] | queen;
                    attackedDiagonals[row + 1] = (attackedDiagonals[row] | queen) << 1;
                    attackedAntiDiagonals[row + 1] = (attackedAntiDiagonals[row] | queen) >>> 1;
                    row++;
                    untried[row] = board
                            & ~(attackedColumns[row] | attackedDiagonals[row] | attackedAntiDiagonals[row]);
                }
                return false;
            }
        };
        return StreamSupport.stream(spliterator, false);
    }
}
