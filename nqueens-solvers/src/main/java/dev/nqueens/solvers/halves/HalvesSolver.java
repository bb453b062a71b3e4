package dev.nqueens.solvers.halves;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Counts solutions without backtracking through the whole board: it places the queens of a band of middle
 * columns, lists the placements of the west and the east half-board that fit each band, and joins the two
 * lists on their rows and the diagonals that cross the band (see {@link HalfBoardJoin}). Of the band
 * placements it takes one per class under the four symmetries that keep the band in place, weighed by the
 * size of the class (see {@link Layout}), and it counts the solutions the rotations fix, so that it returns
 * both the number of solutions (OEIS A000170) and, by Burnside's lemma, the number of fundamental ones
 * (A002562).
 *
 * <p>The work splits into {@link Subproblem}s, one per choice of the band's inner queens, that any engine
 * can run; {@link #count(SolveRequest)} runs them on {@link SolveRequest#parallelism()} threads, largest
 * first, and reports progress in subproblems finished (beyond n = 18, in parts of subproblems: see
 * {@code ParallelCount}). It lists no solutions: {@link #solve} throws {@link UnsupportedOperationException}.
 *
 * <p><b>Limits.</b> n from 0 to {@value #MAX_BOARD_SIZE}; the counts of n = 27 still fit in a {@code long}.
 */
public final class HalvesSolver implements SubproblemSolver {

    /** The largest board. */
    public static final int MAX_BOARD_SIZE = Layout.MAX_BOARD_SIZE;

    private static final String ID = "halves";

    private static final Set<Capability> CAPABILITIES =
            Set.of(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.PARALLEL);

    /** Creates the solver; it holds no state. */
    public HalvesSolver() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Counts only: places the middle columns, then joins the left and right half-boards on rows and "
                + "diagonals, one of each mirror image, on all cores; n up to " + MAX_BOARD_SIZE;
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    @Override
    public long count(SolveRequest request) {
        return countAll(request).solutions();
    }

    @Override
    public long countUnique(SolveRequest request) {
        return countAll(request).fundamentalSolutions();
    }

    private Subcount countAll(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        Layout layout = Layout.of(request.boardSize());
        Cancellation cancellation = request.cancellation();
        List<BandPrefix> prefixes = BandPrefix.all(layout, cancellation::throwIfCancelled);
        return new ParallelCount(layout, prefixes, cancellation, request.progress(), request.parallelism()).run();
    }

    @Override
    public Split split(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        Layout layout = Layout.of(request.boardSize());
        List<Subproblem> subproblems = new ArrayList<>();
        for (BandPrefix prefix : BandPrefix.all(layout, () -> { })) {
            List<Queen> queens = new ArrayList<>(layout.fixed);
            for (int position = 0; position < layout.fixed; position++) {
                queens.add(new Queen(prefix.rows()[position], layout.bandColumn(position)));
            }
            subproblems.add(new Subproblem(ID, layout.scheme(), prefix.id(), layout.boardSize, queens,
                    prefix.estimatedWork()));
        }
        return Split.of(ID, layout.boardSize, layout.scheme(), subproblems);
    }

    @Override
    public Subcount count(Subproblem subproblem, Cancellation cancellation) {
        if (!subproblem.solverId().equals(ID)) {
            throw new IllegalArgumentException(subproblem + " belongs to the " + subproblem.solverId()
                    + " solver, not to " + ID);
        }
        if (subproblem.boardSize() > MAX_BOARD_SIZE) {
            throw new IllegalArgumentException(subproblem + " is beyond the " + ID + " solver's limit of "
                    + MAX_BOARD_SIZE);
        }
        Layout layout = Layout.of(subproblem.boardSize());
        if (!subproblem.scheme().equals(layout.scheme())) {
            throw new IllegalArgumentException(subproblem + " was split with scheme '" + subproblem.scheme()
                    + "', but this version splits n = " + layout.boardSize + " with '" + layout.scheme() + "'");
        }
        int[] rows = new int[layout.bandWidth];
        List<Queen> queens = subproblem.queens();
        for (int position = 0; position < queens.size(); position++) {
            if (position >= layout.fixed || queens.get(position).column() != layout.bandColumn(position)) {
                throw new IllegalArgumentException(subproblem + " has queens " + queens
                        + " that do not fill the band positions of its scheme");
            }
            rows[position] = queens.get(position).row();
        }
        if (queens.size() != layout.fixed) {
            throw new IllegalArgumentException(subproblem + " has " + queens.size() + " queens where its scheme fixes "
                    + layout.fixed);
        }
        cancellation.throwIfCancelled();
        return new HalfBoardJoin(layout, cancellation::throwIfCancelled).count(rows, () -> { });
    }
}
