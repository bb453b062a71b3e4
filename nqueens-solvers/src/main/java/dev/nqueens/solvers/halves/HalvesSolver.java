package dev.nqueens.solvers.halves;

import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Subproblem;
import dev.nqueens.solvers.MeasuredTimes;
import dev.nqueens.solvers.band.BandCounter;

/**
 * Counts solutions without backtracking through the whole board: it places the queens of a band of middle
 * columns, lists the placements of the two half-boards that fit each band, and joins the two lists on their
 * rows and the diagonals that cross the band, using the symmetries of the square; it returns both the number
 * of solutions (OEIS A000170) and, by Burnside's lemma, the number of fundamental ones (A002562). The
 * description of {@code dev.nqueens.solvers.band} explains how, with an example on this counter's cut.
 *
 * <p>The work splits into {@link Subproblem}s, one per choice of the band's inner queens, that any engine
 * can run on threads or machines ({@code LocalEngine.countBoard} in {@code nqueens-engine} on all cores);
 * {@link #count(SolveRequest)} counts them one after another on the calling thread, largest first, and
 * reports progress in thousandths of a subproblem. Within a subproblem, progress counts its groups (up to
 * n = 18 a group is the whole subproblem, beyond it a part of one: see {@code HalvesLayout#grouped}), so
 * that it shows within minutes even where a subproblem takes hours. It lists no solutions: {@link #solve}
 * throws {@link UnsupportedOperationException}.
 *
 * <p><b>Limits.</b> n from 0 to {@value #MAX_BOARD_SIZE}; the counts of n = 27 still fit in a {@code long}.
 */
public final class HalvesSolver extends BandCounter<HalvesLayout> {

    /**
     * Seconds of one core, whole process less the JVM's start, for n = 16 to 19; 7 times less per n below
     * them, 7.8 times more per n beyond. {@code docs/performance.md} ("The times {@code count} chooses by")
     * says where and how they were measured. Bitslice's are lower at every n, so {@code count} chooses
     * bitslice.
     */
    private static final MeasuredTimes TIMES = new MeasuredTimes(16, 7.0, 7.8, 0.60, 2.19, 17.1, 114.6);

    /** The largest board. */
    public static final int MAX_BOARD_SIZE = HalvesLayout.MAX_BOARD_SIZE;

    private static final String ID = "halves";

    /** Creates the solver; it holds no state. */
    public HalvesSolver() {
        super(ID, MAX_BOARD_SIZE, TIMES, HalfBoardJoin::new);
    }

    @Override
    public String description() {
        return "Counts only: places the middle columns, then joins the left and right half-boards on rows and "
                + "diagonals, one of each mirror image, on all cores; n up to " + MAX_BOARD_SIZE;
    }

    @Override
    protected HalvesLayout layout(int boardSize) {
        return HalvesLayout.of(boardSize);
    }
}
