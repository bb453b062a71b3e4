package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandLayout;
import dev.nqueens.solvers.band.LayoutCache;

/**
 * How the bitslice solver cuts a board of size n, and its parameters, from the tuning table
 * ({@link BitsliceTuning}, one row per n, the values measured fastest); the cut itself, the band positions and the
 * symmetries are {@link BandLayout}'s (with a band) and {@link dev.nqueens.solvers.band.RowSetSymmetry}'s
 * (without one).
 *
 * <p>Wider halves mean fewer band configurations and fewer half placements made per solution, but more pairs
 * per row set, which the matcher counts at a fraction of a cycle each, and from h = 9 sieves. So the halves
 * are as wide as a quadrant placement's bits allow, {@link #MAX_HALF_WIDTH} columns, and the band takes the
 * rest: none on even boards up to n = 20, from 4; the central column on odd boards up to n = 21, from 5; 2
 * columns or more from n = 22 on. A subproblem fixes the first {@link #fixed} band positions, whole pairs
 * only; on a board without a band it takes a share of the row sets instead, and where it fixes a band of one
 * to three columns whole, a configuration and a share of its row sets.
 */
final class BitsliceLayout extends BandLayout {

    /**
     * The largest board. Rows are bits of an {@code int} (n ≤ 31); a quadrant's placement takes 6h - 3 bits
     * of a {@code long}, which must stay below bit 63 (h ≤ 10), and its cells take 2 · 4^h ints (8 MB at
     * h = 10); the counts fit in a {@code long} as the solver's javadoc argues.
     */
    static final int MAX_BOARD_SIZE = 28;

    /**
     * The widest half. Its quadrants' cells take 2 · 4^h ints each, 8 MB at h = 10; halves of 11 columns would
     * take more bits than a quadrant placement has. From n = 22 on the halves stay 10 columns wide beside a
     * widening band ({@link BitsliceTuning}).
     */
    static final int MAX_HALF_WIDTH = 10;
    /** Halves this wide or wider are <em>wide</em>: their matcher takes groups of blocks and sieves more bits. */
    private static final int WIDE_HALF_WIDTH = 10;

    /** One layout per board size, made on first use: n = 28 takes a few megabytes. */
    private static final LayoutCache<BitsliceLayout> LAYOUTS = new LayoutCache<>(MAX_BOARD_SIZE, BitsliceLayout::cut);

    /** How many of the diagonals, the highest, the matcher sorts the lists by instead of matching them. */
    final int sieveBits;
    /** Whether the halves are {@link #WIDE_HALF_WIDTH} columns wide or wider. */
    final boolean wide;
    /** Whether the matcher builds its blocks in groups (see {@link SliceMatcher}). */
    final boolean groups;
    /**
     * How many diagonals a configuration's reduced arrangement matches ({@link DiagonalArrangement}), or 0 if
     * none is reduced.
     */
    final int reducedMatchedBits;

    /** A cut with a band; beside a band of one column, the halves take the rest of the board. */
    private BitsliceLayout(BitsliceTuning.Row tuning, int minBandWidth) {
        super(tuning.boardSize(), MAX_HALF_WIDTH, minBandWidth, BitsliceTuning.MAX_FIXED_ODD,
                BitsliceTuning.MAX_FIXED_EVEN, tuning.shares());
        this.wide = halfWidth >= WIDE_HALF_WIDTH;
        this.groups = tuning.usesGroups();
        this.sieveBits = checkedSieveBits(tuning);
        this.reducedMatchedBits = checkedMatchedBits(tuning);
    }

    /** A cut with no band. */
    private BitsliceLayout(BitsliceTuning.Row tuning) {
        super(tuning.boardSize());
        this.wide = halfWidth >= WIDE_HALF_WIDTH;
        this.groups = tuning.usesGroups();
        this.sieveBits = checkedSieveBits(tuning);
        this.reducedMatchedBits = checkedMatchedBits(tuning);
    }

    /** @return the tuning's sieve bits, once checked to leave the matcher no more diagonals than it matches */
    private int checkedSieveBits(BitsliceTuning.Row tuning) {
        int matched = diagonalBits - tuning.sieve();
        int most = groups ? Math.max(SliceMatcher.UNROLLED_BITS, GroupLookups.GROUP_MATCHED_BITS)
                : SliceMatcher.UNROLLED_BITS;
        if (tuning.sieve() < 0 || matched < 0 || matched > most) {
            throw new IllegalStateException("n = " + boardSize + ": the tuning table sieves " + tuning.sieve()
                    + " of the halves' " + diagonalBits + " diagonals, leaving the matcher " + matched
                    + " where it matches at most " + most);
        }
        return tuning.sieve();
    }

    /**
     * @return the tuning's matched diagonals of a reduced arrangement, once checked to be none, or fewer than the
     *     layout's arrangement matches and as many as the groups match in 5 chunks, more than 4 take
     */
    private int checkedMatchedBits(BitsliceTuning.Row tuning) {
        int matched = tuning.matched();
        if (matched != 0 && (!groups || !SliceMatcher.groupsMatch(matched) || matched >= diagonalBits - sieveBits)) {
            throw new IllegalStateException("n = " + boardSize + ": the tuning table's reduced arrangement matches "
                    + matched + " diagonals, where the layout's matches " + (diagonalBits - sieveBits)
                    + " and the groups " + (SliceMatcher.UNROLLED_BITS - BlockLookups.CHUNK_BITS + 1) + " to "
                    + SliceMatcher.UNROLLED_BITS);
        }
        return matched;
    }

    private static BitsliceLayout cut(int boardSize) {
        BitsliceTuning.Row tuning = BitsliceTuning.of(boardSize);
        return tuning.band() == 0 ? new BitsliceLayout(tuning) : new BitsliceLayout(tuning, tuning.band());
    }

    /**
     * For tests: the cut of the boards from n = 22 on, a band of 2 or 3 columns, on a board that is cut
     * otherwise.
     *
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return that board cut with a band of 2 columns if n is even, 3 if it is odd
     */
    static BitsliceLayout withWideBand(int boardSize) {
        int minBandWidth = 2 + boardSize % 2;
        int halfWidth = Math.max(0, Math.min(MAX_HALF_WIDTH, (boardSize - minBandWidth) / 2));
        return new BitsliceLayout(BitsliceTuning.withBand(boardSize, boardSize - 2 * halfWidth, halfWidth),
                minBandWidth);
    }

    /**
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return the layout of that board
     */
    static BitsliceLayout of(int boardSize) {
        return LAYOUTS.of(boardSize);
    }

    @Override
    public String scheme() {
        if (withoutBand()) {
            return "bitslice-v1 half=" + halfWidth + " band=0 parts=" + rowSetParts;
        }
        // the shares of the centre configuration are shares of its row sets that are the least of their images
        return "bitslice-v1 half=" + halfWidth + " band=" + bandWidth + " fixed=" + fixed
                + (rowSetParts == 1 ? "" : " parts=" + rowSetParts)
                + (mirrorKeepsEveryConfiguration() ? " centre=transpose" : "");
    }
}
