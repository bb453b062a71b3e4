package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.ProgressListener;
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

/**
 * The splitting solver the engine's tests count with, since the real one (halves) lives in a module that
 * depends on this one: one subproblem per placement of the queens of rows 0 and 1 that do not attack each
 * other, each counted by backtracking over bit masks, with the solutions the rotations fix. No reflection
 * fixes a solution of n > 1: a queen and its mirror image off the mirror's axis share a row or a diagonal.
 * Progress within a subproblem counts the columns of row 2 tried, out of n.
 */
class RowPairSolver implements SubproblemSolver {

    static final String ID = "row-pairs";
    static final String SCHEME = "rows 0 and 1";
    private static final int MAX_BOARD_SIZE = 20;
    /** Nodes of the search between two looks at the cancellation: well under a millisecond's work. */
    private static final int CHECK_MASK = (1 << 12) - 1;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Counts by backtracking, split on the queens of the first two rows; for the engine's tests";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.SPLITS);
    }

    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    @Override
    public Split split(int n) {
        RequestChecks.requireSupported(this, SolveRequest.of(n));
        List<Subproblem> subproblems = new ArrayList<>();
        if (n < 2) {
            List<Queen> queens = n == 0 ? List.of() : List.of(new Queen(0, 0));
            subproblems.add(new Subproblem(ID, SCHEME, "all", n, queens, 1));
        }
        for (int first = 0; n >= 2 && first < n; first++) {
            for (int second = 0; second < n; second++) {
                if (Math.abs(first - second) > 1) {
                    subproblems.add(new Subproblem(ID, SCHEME, first + "-" + second, n,
                            List.of(new Queen(0, first), new Queen(1, second)), n - Math.abs(first - second)));
                }
            }
        }
        return Split.of(ID, n, SCHEME, subproblems);
    }

    @Override
    public Subcount count(SubproblemRequest request) {
        Subproblem subproblem = request.subproblem();
        if (!subproblem.solverId().equals(ID) || !subproblem.scheme().equals(SCHEME)) {
            throw new IllegalArgumentException(subproblem + " was split with scheme '" + subproblem.scheme()
                    + "', but this solver splits with '" + SCHEME + "'");
        }
        request.cancellation().throwIfCancelled();
        int n = subproblem.boardSize();
        if (n < 2) {
            // the one solution, empty or a single queen, is its own image under every symmetry
            return new Subcount(1, 7);
        }
        Search search = new Search(n, request.cancellation(), request.progress());
        for (Queen queen : subproblem.queens()) {
            search.columns[queen.row()] = queen.column();
        }
        int first = 1 << search.columns[0];
        int second = 1 << search.columns[1];
        search.place(2, first | second, ((first << 1) | second) << 1, ((first >>> 1) | second) >>> 1);
        return new Subcount(search.solutions, search.fixedPoints);
    }

    /** One count's backtracking state. */
    private static final class Search {
        final int n;
        final int all;
        final int[] columns;
        final Cancellation cancellation;
        final ProgressListener progress;
        long solutions;
        long fixedPoints;
        long nodes;

        Search(int n, Cancellation cancellation, ProgressListener progress) {
            this.n = n;
            this.all = (1 << n) - 1;
            this.columns = new int[n];
            this.cancellation = cancellation;
            this.progress = progress;
        }

        /** Places the queen of a row, given the columns and the diagonals (by the next row) already attacked. */
        void place(int row, int taken, int down, int up) {
            if ((++nodes & CHECK_MASK) == 0) {
                cancellation.throwIfCancelled();
            }
            if (row == n) {
                solutions++;
                fixedPoints += fixedBy();
                return;
            }
            for (int free = all & ~(taken | down | up); free != 0; free &= free - 1) {
                int bit = free & -free;
                columns[row] = Integer.numberOfTrailingZeros(bit);
                place(row + 1, taken | bit, ((down | bit) << 1) & all, (up | bit) >>> 1);
                if (row == 2) {
                    progress.progress(columns[2] + 1, n);
                }
            }
        }

        /** @return how many symmetries other than the identity map the solution in {@link #columns} onto itself */
        private int fixedBy() {
            boolean quarterTurn = true;
            boolean halfTurn = true;
            for (int row = 0; row < n; row++) {
                quarterTurn &= columns[columns[row]] == n - 1 - row;
                halfTurn &= columns[n - 1 - row] == n - 1 - columns[row];
            }
            return quarterTurn ? 3 : halfTurn ? 1 : 0;
        }
    }
}
