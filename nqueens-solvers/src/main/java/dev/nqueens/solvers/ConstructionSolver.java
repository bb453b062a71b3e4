package dev.nqueens.solvers;

import dev.nqueens.api.Capability;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One solution for any n, written down in O(n) time without any search, by the explicit construction of
 * E. J. Hoffman, J. C. Loessi and R. C. Moore, "Constructions for the Solution of the m Queens Problem",
 * <i>Mathematics Magazine</i> 42(2), 66–72 (1969), in the form given by B. Bernhardsson, "Explicit
 * Solutions to the N-Queens Problem for All N", <i>ACM SIGART Bulletin</i> 2(2), 7 (1991).
 *
 * <p>The rule, with rows and columns counted from 1 as in the papers: let m = n when n is even and
 * m = n − 1 when n is odd, and h = m / 2. For i = 1 … h,
 * <ul>
 *   <li>if m mod 6 ≠ 2: queens at (i, 2i) and (h + i, 2i − 1);</li>
 *   <li>if m mod 6 = 2 (then m mod 6 ≠ 0, which the second family needs): queens at
 *       (i, 1 + ((2i + h − 3) mod m)) and (m + 1 − i, m − ((2i + h − 3) mod m));</li>
 *   <li>if n is odd, one more queen in the corner (n, n), which no queen of the m×m solution attacks,
 *       because both families leave the main diagonal empty.</li>
 * </ul>
 * For example n = 8 (m mod 6 = 2) gives the columns {@code [3, 5, 7, 1, 6, 0, 2, 4]} counted from 0, and
 * n = 4 gives {@code [1, 3, 0, 2]}.
 *
 * <p>Every n ≥ 4 has such a solution, and so does n = 1. For n = 2 and n = 3 no solution exists and the
 * stream is empty; for n = 0 it holds the empty board. The stream never holds more than one solution.
 *
 * <p>The board costs 4 bytes a queen, twice while the {@link Solution} copies it; hence the limit of
 * {@value #MAX_BOARD_SIZE} queens, about 800 MB at its peak. Stateless and thread-safe.
 */
public final class ConstructionSolver implements Solver {

    private static final int MAX_BOARD_SIZE = 100_000_000;

    /** Creates the solver; it holds no state. */
    public ConstructionSolver() {
    }

    @Override
    public String id() {
        return "construct";
    }

    @Override
    public String description() {
        return "One solution in O(n), no search: the explicit construction of Hoffman, Loessi and Moore (1969)";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.SOME_SOLUTIONS);
    }

    /** @return {@value #MAX_BOARD_SIZE}, where the board and its copy take about 800 MB */
    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    /**
     * @param request the board size; pre-placed queens are refused, as a fixed rule cannot honour them
     * @return the one constructed solution; empty for n = 2 and n = 3, where none exists
     * @throws IllegalArgumentException if n is beyond {@link #maxBoardSize()} or queens are pre-placed
     */
    @Override
    public Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        int n = request.boardSize();
        if (n == 2 || n == 3) {
            return Stream.empty();
        }
        // built in the stream's first step, so that creating the stream costs nothing
        return Stream.of(request).map(call -> {
            call.cancellation().throwIfCancelled();
            Solution solution = Solution.of(columns(n));
            call.progress().progress(1, 1);
            return solution;
        });
    }

    /**
     * The construction in columns counted from 0: row r holds the queen of row r + 1 in the papers.
     *
     * @param n the board size, 0, 1 or 4 and more
     * @return the column of each row's queen
     */
    static int[] columns(int n) {
        int[] columns = new int[n];
        int m = n - (n & 1);
        int half = m / 2;
        if (m % 6 != 2) {
            // (i, 2i) and (h + i, 2i − 1) for i = r + 1
            for (int r = 0; r < half; r++) {
                columns[r] = 2 * r + 1;
                columns[half + r] = 2 * r;
            }
        } else {
            // (i, 1 + s) and (m + 1 − i, m − s) with s = (2i + h − 3) mod m and i = r + 1
            for (int r = 0; r < half; r++) {
                int shifted = (2 * r + half - 1) % m;
                columns[r] = shifted;
                columns[m - 1 - r] = m - 1 - shifted;
            }
        }
        if (m < n) {
            columns[n - 1] = n - 1;
        }
        return columns;
    }
}
