package org.example.nqueens.prefix;

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
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Cuts a board by the queens of its first {@value #DEPTH} rows (all of them on a smaller board): one
 * subproblem for each way to place those queens, 1,448,002 at n = 17, each counted by a bit-mask search of
 * the rows below. The subproblems are tiny (tens of microseconds at n = 17), which makes this solver a
 * measure of what an engine spends on each subproblem, and the split large, which shows how to hand one out
 * with {@link Split#indexed}: the placements are packed 5 bits a queen in a sorted {@code long[]}, 8 bytes a
 * subproblem, and each {@link Subproblem} is made when an engine asks for it.
 *
 * <p>Stateless and thread-safe; every subproblem carries the same estimated work.
 */
public final class PrefixSplitSolver implements SubproblemSolver {

    private static final String ID = "prefix-split";
    /** How a board is cut. Change it whenever the cut changes: a checkpoint of another cut is refused. */
    private static final String SCHEME = "first-rows-v1";
    /** The rows whose queens a subproblem fixes, on a board of at least as many. */
    static final int DEPTH = 6;
    /** The columns of a queen fit in 5 bits, and the placements of n = 20, 4.6 million, in an array. */
    private static final int MAX_BOARD_SIZE = 20;
    private static final int COLUMN_BITS = 5;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Backtracking over bit masks, split by the queens of the first " + DEPTH + " rows: over a million"
                + " subproblems from n = 17";
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.COUNT, Capability.SPLITS);
    }

    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Split split(int boardSize) {
        RequestChecks.requireSupported(this, SolveRequest.of(boardSize));
        int depth = Math.min(DEPTH, boardSize);
        long[] placements = new Placements(boardSize, depth).all();
        return Split.indexed(ID, boardSize, SCHEME, placements.length, index -> {
            List<Queen> queens = new ArrayList<>(depth);
            StringJoiner id = new StringJoiner("-", "c", "");
            for (int row = 0; row < depth; row++) {
                int column = (int) (placements[index] >>> (COLUMN_BITS * (depth - 1 - row))) & ((1 << COLUMN_BITS) - 1);
                queens.add(new Queen(row, column));
                id.add(Integer.toString(column));
            }
            return new Subproblem(ID, SCHEME, id.toString(), boardSize, queens, 1);
        });
    }

    @Override
    public Subcount count(SubproblemRequest request) {
        Subproblem subproblem = request.subproblem();
        int n = subproblem.boardSize();
        List<Queen> queens = subproblem.queens();
        if (!subproblem.solverId().equals(ID) || !subproblem.scheme().equals(SCHEME) || n < 0 || n > MAX_BOARD_SIZE
                || queens.size() != Math.min(DEPTH, n)) {
            throw new IllegalArgumentException(subproblem + " is no subproblem of the " + ID + " solver's scheme "
                    + SCHEME);
        }
        request.cancellation().throwIfCancelled();
        Search search = new Search(n, request);
        for (int row = 0; row < queens.size(); row++) {
            Queen queen = queens.get(row);
            if (queen.row() != row || !search.place(queen.column())) {
                throw new IllegalArgumentException(subproblem + " does not place one queen in each of its first "
                        + queens.size() + " rows, none attacking another");
            }
        }
        // fixed points stay 0: without UNIQUE_COUNT, nobody asks this solver for fundamental solutions
        return new Subcount(search.countBelow(), 0);
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

    /** The placements of a board's first rows, packed a queen's column in 5 bits, the first row highest. */
    private static final class Placements {
        private final int n;
        private final int depth;
        private long[] packed = new long[1024];
        private int size;

        Placements(int n, int depth) {
            this.n = n;
            this.depth = depth;
        }

        long[] all() {
            place(0, 0, 0, 0, 0);
            return Arrays.copyOf(packed, size);
        }

        private void place(int row, long prefix, int columns, long down, long up) {
            if (row == depth) {
                if (size == packed.length) {
                    packed = Arrays.copyOf(packed, 2 * size);
                }
                packed[size++] = prefix;
                return;
            }
            for (int column = 0; column < n; column++) {
                long downBit = 1L << (row + column);
                long upBit = 1L << (row - column + n);
                if ((columns & 1 << column) == 0 && (down & downBit) == 0 && (up & upBit) == 0) {
                    place(row + 1, prefix << COLUMN_BITS | column, columns | 1 << column, down | downBit, up | upBit);
                }
            }
        }
    }

    /** The search of one subproblem: the queens placed so far as bit masks, and the rows below counted. */
    private static final class Search {

        private static final long NODES_PER_POLL = 1 << 14;   // far below the 100 ms a cancel may take

        private final int n;
        private final int all;
        private final SubproblemRequest request;
        private int row;
        private int columns;
        /** The diagonals attacked in the next row, one bit a column: shifted one way and the other each row. */
        private int left;
        private int right;
        private long nodes;

        Search(int n, SubproblemRequest request) {
            this.n = n;
            this.all = n == 0 ? 0 : -1 >>> (Integer.SIZE - n);
            this.request = request;
        }

        /** @return true if a queen fits in the next row at this column, and is placed there */
        boolean place(int column) {
            int bit = 1 << column;
            if (column < 0 || column >= n || ((columns | left | right) & bit) != 0) {
                return false;
            }
            columns |= bit;
            left = (left | bit) << 1 & all;
            right = (right | bit) >>> 1;
            row++;
            return true;
        }

        long countBelow() {
            return count(row, columns, left, right);
        }

        private long count(int at, int taken, int attackedLeft, int attackedRight) {
            if (at == n) {
                return 1;
            }
            if (++nodes % NODES_PER_POLL == 0) {
                request.cancellation().throwIfCancelled();
            }
            long solutions = 0;
            for (int free = all & ~(taken | attackedLeft | attackedRight); free != 0; free &= free - 1) {
                int bit = free & -free;
                solutions += count(at + 1, taken | bit, (attackedLeft | bit) << 1 & all, (attackedRight | bit) >>> 1);
            }
            return solutions;
        }
    }
}
