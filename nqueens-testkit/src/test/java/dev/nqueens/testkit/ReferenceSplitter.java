package dev.nqueens.testkit;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * A small, correct splitting solver for the test kit's own tests: one subproblem per column of the top row's
 * queen, each counted by bit-mask backtracking that polls its cancellation. The broken splitting solvers of
 * {@link SolverContractTest} are this one with a single fault each.
 */
public class ReferenceSplitter implements SubproblemSolver {

    private static final String ID = "reference-splitter";
    private static final String SCHEME = "top-row";
    /** Placements between two looks at the cancellation. */
    private static final int NODES_PER_POLL = 1024;

    /** Creates the solver. */
    public ReferenceSplitter() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Bit-mask backtracking split by the top row's queen, for the test kit's own tests";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.COUNT, Capability.SPLITS);
    }

    @Override
    public int maxBoardSize() {
        return Integer.SIZE - 1;
    }

    @Override
    public Split split(int boardSize) {
        RequestChecks.requireSupported(this, SolveRequest.of(boardSize));
        List<Subproblem> subproblems = new ArrayList<>();
        if (boardSize == 0) {
            subproblems.add(new Subproblem(ID, SCHEME, "empty", 0, List.of(), 1));
        }
        for (int column = 0; column < boardSize; column++) {
            // the middle columns have the most to search
            long work = 1 + Math.min(column, boardSize - 1 - column);
            subproblems.add(new Subproblem(ID, SCHEME, "top-" + column, boardSize, List.of(new Queen(0, column)),
                    work));
        }
        return Split.of(ID, boardSize, SCHEME, subproblems);
    }

    @Override
    public long count(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        Subcount sum = Subcount.ZERO;
        for (Subproblem subproblem : split(request.boardSize()).subproblems()) {
            sum = sum.plus(count(SubproblemRequest.builder(subproblem).cancellation(request.cancellation()).build()));
        }
        return sum.solutions();
    }

    @Override
    public Subcount count(SubproblemRequest request) {
        return count(request, request.cancellation()::isCancelled);
    }

    /**
     * @param request the subproblem
     * @param stopRequested looked at first and every {@value #NODES_PER_POLL} placements; the count throws
     *     {@link CancellationException} once it says true
     * @return the subproblem's count
     */
    static Subcount count(SubproblemRequest request, BooleanSupplier stopRequested) {
        Subproblem subproblem = request.subproblem();
        int n = subproblem.boardSize();
        if (!subproblem.solverId().equals(ID) || !subproblem.scheme().equals(SCHEME)
                || subproblem.queens().size() != (n == 0 ? 0 : 1)) {
            throw new IllegalArgumentException(subproblem + " is no subproblem of the " + ID + " solver");
        }
        if (stopRequested.getAsBoolean()) {
            throw new CancellationException("cancelled");
        }
        if (n == 0) {
            return new Subcount(1, 0);
        }
        int queen = 1 << subproblem.queens().get(0).column();
        long[] nodes = {0};
        return new Subcount(count(-1 >>> (Integer.SIZE - n), queen, queen << 1, queen >>> 1, stopRequested, nodes),
                0);
    }

    private static long count(int board, int columns, int left, int right, BooleanSupplier stopRequested,
            long[] nodes) {
        if (columns == board) {
            return 1;
        }
        if (++nodes[0] % NODES_PER_POLL == 0 && stopRequested.getAsBoolean()) {
            throw new CancellationException("cancelled");
        }
        long solutions = 0;
        for (int free = board & ~(columns | left | right); free != 0; free &= free - 1) {
            int bit = free & -free;
            solutions += count(board, columns | bit, (left | bit) << 1, (right | bit) >>> 1, stopRequested, nodes);
        }
        return solutions;
    }
}
