package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandLayout;
import dev.nqueens.solvers.band.LayoutCache;

/**
 * How the bitslice solver cuts a board of size n, and its parameters, chosen by measurement
 * ({@code docs/performance.md}, "Figures behind the code"); the cut itself, the band positions and the
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
     * take more bits than a quadrant placement has. From n = 22 on, where the band widens, halves of 10 columns
     * count in about 0.6 of the time per solution of halves of 9 beside a band two columns wider
     * ({@code docs/performance.md} has the figures).
     */
    static final int MAX_HALF_WIDTH = 10;
    /** Halves this wide or wider are <em>wide</em>: their matcher takes groups of blocks and sieves more bits. */
    private static final int WIDE_HALF_WIDTH = 10;

    /**
     * Even boards up to this one are cut with no band (from {@link #SMALLEST_WITHOUT_BAND}): each of n = 16 and
     * 18 counted faster so than with a band of 2, on one thread, and so did n = 20, with halves of 10 columns,
     * once the matcher took them in groups of blocks with 8 sieve bits ({@code docs/performance.md} has the
     * figures). The next board would need halves of 11 columns, beyond a quadrant placement's bits.
     */
    private static final int LARGEST_EVEN_NARROW_CUT = 20;
    /**
     * Odd boards up to this one are cut with a band of one column, the central one (from
     * {@link #SMALLEST_WITH_BAND_OF_ONE}, as n = 3 has no solution): each of n = 17, 19 and 21 counted faster so
     * than with a band of 3, on one thread; n = 21's halves take 10 columns, and a sample of its subproblems
     * counted 1.17 times as many solutions a second as 9 columns with a band of 3 ({@code docs/performance.md}
     * has the figures). The next board would need halves of 11 columns.
     */
    private static final int LARGEST_ODD_NARROW_CUT = 21;
    private static final int SMALLEST_WITHOUT_BAND = 4;
    private static final int SMALLEST_WITH_BAND_OF_ONE = 5;
    /**
     * The matched diagonals of a board without a band when it sieves, with halves of 9 columns: two fewer than the
     * matcher's written-out look-ups take, for four times the buckets, since its lists are some three times as
     * long as those of a board with a band. At n = 18, 6 sieve bits counted faster than 5 or 4
     * ({@code docs/performance.md} has the figures).
     */
    private static final int MATCHED_BITS_WITHOUT_BAND = 28;
    /**
     * The matched diagonals of a board with a band when it sieves, with halves of 9 columns (34 diagonals), which
     * only n = 19 has now: 5 sieve bits. With the matcher's blocks cut across buckets, 5 bits counted samples of n = 20's band of 2 and
     * of n = 21's band of 3 (as they were cut then) faster than 4 or 6, n = 19 and 23 about as fast as 6, and
     * n = 22 a little slower than 6 ({@code docs/performance.md} has the figures). The blocks cut bucket by bucket
     * had sieved 4.
     */
    private static final int MATCHED_BITS_WITH_BAND = 29;
    /**
     * The matched diagonals of halves of 10 columns (38 diagonals), from n = 20 on, with a band or without:
     * 8 sieve bits, the 30 others matched in groups of blocks, 5 chunks of 6 bits. At n = 21, without groups, 8
     * and 9 sieve bits had counted as fast, and 10 slower; at n = 20, 8 counted faster than 10; at n = 22, 8
     * faster than 9 or 10. Beside a band, a configuration whose band leaves some diagonals dead sieves fewer,
     * matching {@link GroupLookups#GROUP_MATCHED_BITS} ({@link DiagonalArrangement}).
     */
    private static final int MATCHED_BITS_OF_WIDE_HALVES = 30;

    /**
     * The most band positions a subproblem fixes, for odd and even band widths: a band of up to 4 or 5 columns (up
     * to n = 25) whole, a wider one in part, for a thousand subproblems or more from n = 22 on (see the solver's
     * javadoc for the figures). The odd boards with a band of 5 columns or more, n ≥ 25, fix two pairs more than
     * the centre, for hundreds of thousands of subproblems, so that a thousand cores stay busy to the end.
     */
    private static final int MAX_FIXED_ODD = 5;
    private static final int MAX_FIXED_EVEN = 4;

    /**
     * Into how many shares of its row sets each configuration of a band of one column is dealt, one
     * subproblem each. Such a board has only (n + 1) / 2 configurations, the central queen's rows, and the
     * largest takes a fifth of the count of n = 19 and a quarter of n = 17: whole, they left a thread idle at
     * the end. Dealt in 16 shares, n = 17 has 144 subproblems and n = 19 160, none above 2 % of the count, and
     * n = 21 176; the threads that count shares of one configuration list its quadrants once between them
     * ({@link ListedQuadrants}). A band of 2 columns, n = 22's, has 110 configurations, the largest over 1 % of
     * the count: dealt likewise, 1,760 subproblems. A share costs next to nothing more than its part of the
     * configuration ({@code docs/performance.md} has the figures).
     */
    private static final int SHARES_OF_NARROW_BANDS = 16;
    /** Likewise for a band of 3 columns: n = 23's 2,020 configurations dealt in 4 shares, 8,080 subproblems. */
    private static final int SHARES_OF_BAND_OF_THREE = 4;

    /** One layout per board size, made on first use: n = 28 takes a few megabytes. */
    private static final LayoutCache<BitsliceLayout> LAYOUTS = new LayoutCache<>(MAX_BOARD_SIZE, BitsliceLayout::cut);

    /** How many of the diagonals, the highest, the matcher sorts the lists by instead of matching them. */
    final int sieveBits;
    /** Whether the halves are {@link #WIDE_HALF_WIDTH} columns wide or wider. */
    final boolean wide;
    /**
     * Whether the matcher builds its blocks in groups (see {@link SliceMatcher}): on the boards without a band,
     * beside every band of halves of 10 columns (from n = 21), and beside every band of one column where the
     * groups are looked up on vectors ({@link SliceMatcher#VECTORS}). Halves of 9 columns beside a wider band,
     * whose lists are shorter, were no faster with them ({@code docs/performance.md} has the figures).
     */
    final boolean groups;

    /**
     * A cut with a band of at least {@code minBandWidth} columns; beside a band of one column, the halves take
     * the rest of the board.
     */
    private BitsliceLayout(int boardSize, int minBandWidth) {
        super(boardSize, MAX_HALF_WIDTH, minBandWidth, MAX_FIXED_ODD, MAX_FIXED_EVEN,
                shares(boardSize - 2 * Math.min(MAX_HALF_WIDTH, (boardSize - minBandWidth) / 2)));
        this.wide = halfWidth >= WIDE_HALF_WIDTH;
        this.groups = wide || minBandWidth == 1 && SliceMatcher.VECTORS;
        this.sieveBits = sieveBits(diagonalBits, wide ? MATCHED_BITS_OF_WIDE_HALVES : MATCHED_BITS_WITH_BAND);
    }

    /** A cut with no band. */
    private BitsliceLayout(int boardSize) {
        super(boardSize);
        this.wide = halfWidth >= WIDE_HALF_WIDTH;
        this.groups = true;
        this.sieveBits = sieveBits(diagonalBits, wide ? MATCHED_BITS_OF_WIDE_HALVES : MATCHED_BITS_WITHOUT_BAND);
    }

    /** @return into how many shares of its row sets a configuration of a band this wide is dealt */
    private static int shares(int bandWidth) {
        return bandWidth <= 2 ? SHARES_OF_NARROW_BANDS : bandWidth == 3 ? SHARES_OF_BAND_OF_THREE : 1;
    }

    /**
     * @return the sieve bits of halves with the given diagonals: none where the matcher's written-out
     *     look-ups take them all, else those beyond {@code matchedBits}
     */
    private static int sieveBits(int diagonalBits, int matchedBits) {
        return diagonalBits > SliceMatcher.UNROLLED_BITS ? diagonalBits - matchedBits : 0;
    }

    private static BitsliceLayout cut(int boardSize) {
        boolean even = boardSize % 2 == 0;
        if (even && boardSize >= SMALLEST_WITHOUT_BAND && boardSize <= LARGEST_EVEN_NARROW_CUT) {
            return new BitsliceLayout(boardSize);
        }
        int minBandWidth = !even && boardSize >= SMALLEST_WITH_BAND_OF_ONE && boardSize <= LARGEST_ODD_NARROW_CUT
                ? 1 : 2 + boardSize % 2;
        return new BitsliceLayout(boardSize, minBandWidth);
    }

    /**
     * For tests: the cut of the boards from n = 22 on, a band of 2 or 3 columns, on a board that is cut
     * otherwise.
     *
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return that board cut with a band of 2 columns if n is even, 3 if it is odd
     */
    static BitsliceLayout withWideBand(int boardSize) {
        return new BitsliceLayout(boardSize, 2 + boardSize % 2);
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
