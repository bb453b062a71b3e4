package dev.nqueens.solvers.bitslice;

import dev.nqueens.api.MemoryNeed;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Subproblem;
import dev.nqueens.solvers.MeasuredTimes;
import dev.nqueens.solvers.band.BandCounter;
import java.util.Optional;

/**
 * Counts solutions without backtracking through the whole board: it places the queens of a band of middle
 * columns, makes the placements of the two half-boards that fit each band from quarter boards, and counts
 * the pairs that complete it 64 at a time, using the symmetries of the square; it returns both the number of
 * solutions (OEIS A000170) and, by Burnside's lemma, the number of fundamental ones (A002562). The
 * description of {@code dev.nqueens.solvers.band} explains how, with an example.
 *
 * <p>The work splits into {@link Subproblem}s, one per choice of the band's inner queens, that any engine
 * can run on threads or machines ({@code LocalEngine.countBoard} in {@code nqueens-engine} on all cores);
 * {@link #count(SolveRequest)} counts them one after another on the calling thread, largest first, and
 * reports progress in thousandths of a subproblem. Within a subproblem, progress counts its groups (see
 * {@code BitsliceLayout#grouped}). It lists no solutions: {@link #solve} throws
 * {@link UnsupportedOperationException}.
 *
 * <p><b>Subproblems and memory.</b> Even boards up to n = 20 split into 64 shares of their row sets (see
 * {@link dev.nqueens.solvers.band.RowSetSymmetry}), odd boards up to 21 into their central queen's rows, each
 * dealt into 16 shares of its row sets (144 subproblems for n = 17, 160 for n = 19, 176 for n = 21: whole, the
 * largest row took a fifth of the count); larger ones fix the band's inner queens: n = 22 its 110 configurations
 * of a band of 2, each dealt into 16 shares of its row sets (1,760 subproblems), n = 23 its 2,020 of a band of 3
 * in 4 shares (8,080), and from n = 24 on, at least 37,850 prefixes of the band (693,410 for n = 25, 78,730 for
 * n = 28), enough to keep a thousand cores busy to the end. A thread holds the four quadrants of one band
 * configuration (2 · 4<sup>h</sup> ints of cell bounds and 8 bytes per placement, twice: about 10 MB at h = 8,
 * 90 MB at h = 9, some 500 MB at h = 10, from n = 20 on, less beside a band, whose queens rule out squares),
 * which the threads that count shares of one configuration share, and the half placements of one row set, a few
 * thousand; it keeps its join, and its buffers, from one subproblem to the next ({@code docs/performance.md} gives
 * the peak memory measured per n).
 *
 * <p><b>Limits and arithmetic.</b> n from 0 to {@value #MAX_BOARD_SIZE}; larger boards are refused before
 * any work. Every count is a {@code long}. Every number the solver adds up (a bucket's pairs, a
 * configuration's weighed count, a subproblem's subcount, the engine's sum) is a partial sum of non-negative
 * terms of the board's total solutions plus fixed points, so none exceeds that total: the arithmetic is
 * exact whenever the total fits in a {@code long}. It provably does up to n = 27, whose count is known
 * (A000170(27) = 234,907,967,154,122,528 &lt; 2<sup>58</sup>). n = 28 has never been counted; the ratio of
 * successive counts grows by about half a unit per n (10.5 from 26 to 27), which puts it near
 * 2.5 · 10<sup>18</sup>, a quarter of {@link Long#MAX_VALUE} (9.2 · 10<sup>18</sup>), and fixed points are
 * fewer than a millionth of the solutions. That is an estimate, not a proof, so the engine's sums use
 * {@link Math#addExact}: should n = 28 exceed a {@code long} after all, the count fails with
 * {@link ArithmeticException} rather than give a wrong total (each subproblem's share, a small fraction of
 * the whole, fits with room to spare).
 */
public final class BitsliceSolver extends BandCounter<BitsliceLayout> {

    /**
     * Seconds of one core, whole process less the JVM's start, for n = 16 to 21; 7 times less per n below
     * them, 9 times more per n beyond. {@code docs/performance.md} ("The times {@code count} chooses by") says
     * where and how they were measured.
     */
    private static final MeasuredTimes TIMES = new MeasuredTimes(16, 7.0, 9.0, 0.47, 1.1, 6.7, 36.8, 169.8,
            1052.0);

    /** The largest board. */
    public static final int MAX_BOARD_SIZE = BitsliceLayout.MAX_BOARD_SIZE;

    private static final String ID = "bitslice";

    /**
     * What a configuration's quadrants hold when listed, in MB, by the halves' width h: 8 or less, 9, 10 (about
     * 10, 60 and 500 MB measured, the most at n = 20, whose quadrants have no band queen to rule out squares);
     * and what a thread holds besides, its join's buffers and matcher. {@code docs/performance.md} ("Memory")
     * gives the peaks measured per n, one thread against two.
     */
    private static final long[] LISTING_MB = {16, 64, 512};
    private static final long[] BUFFERS_MB = {16, 32, 64};

    /** Creates the solver; it holds no state. */
    public BitsliceSolver() {
        super(ID, MAX_BOARD_SIZE, TIMES, QuadrantJoin::new);
    }

    @Override
    public String description() {
        return "Counts only: places the middle columns, makes the left and right half-boards from quarter boards "
                + "row set by row set, and counts their diagonal-disjoint pairs 64 at a time, one of each mirror "
                + "image, on all cores; n up to " + MAX_BOARD_SIZE;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Without a band (even n up to 20) every subproblem is a share of the one configuration's row sets, whose
     * listing the threads share; with one, threads may count different configurations, and each holds its own.
     */
    @Override
    public Optional<MemoryNeed> memoryNeed(int boardSize) {
        BitsliceLayout layout = layout(boardSize);
        int index = Math.max(0, layout.halfWidth - (BitsliceLayout.MAX_HALF_WIDTH - LISTING_MB.length + 1));
        long listing = LISTING_MB[index] << 20;
        long buffers = BUFFERS_MB[index] << 20;
        return Optional.of(layout.bandWidth == 0 ? new MemoryNeed(listing, buffers)
                : new MemoryNeed(0, listing + buffers));
    }

    @Override
    protected BitsliceLayout layout(int boardSize) {
        return BitsliceLayout.of(boardSize);
    }
}
