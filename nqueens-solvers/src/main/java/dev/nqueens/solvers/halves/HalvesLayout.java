package dev.nqueens.solvers.halves;

import dev.nqueens.solvers.band.BandLayout;
import dev.nqueens.solvers.band.LayoutCache;

/**
 * How the halves solver cuts a board of size n: halves as wide as a band of at least 2 columns (3 on an odd
 * board) leaves them, up to 7 columns, and subproblems that fix up to 3 or 4 band positions. The cut itself,
 * the band positions and the symmetries are {@link BandLayout}'s.
 */
final class HalvesLayout extends BandLayout {

    /** The largest board: its counts still fit in a {@code long}, and rows in the bits of an {@code int}. */
    static final int MAX_BOARD_SIZE = 27;

    /**
     * The widest half. A half of 7 columns over the 14 rows the band leaves has up to a few hundred thousand
     * placements, which fit in the caches; wider halves have ten times as many placements per column and
     * join far more pairs, narrower ones need more band configurations.
     */
    private static final int MAX_HALF_WIDTH = 7;

    /**
     * The most band positions a subproblem fixes, for odd and even band widths: up to n = 27 they give
     * between 700 (n = 17) and 56,000 (n = 26) subproblems, except for n = 16 and below, whose subproblems
     * are whole band configurations and take milliseconds each.
     */
    private static final int MAX_FIXED_ODD = 3;
    private static final int MAX_FIXED_EVEN = 4;

    /** One layout per board size, made on first use. */
    private static final LayoutCache<HalvesLayout> LAYOUTS = new LayoutCache<>(MAX_BOARD_SIZE, HalvesLayout::new);

    private HalvesLayout(int boardSize) {
        super(boardSize, MAX_HALF_WIDTH, MAX_FIXED_ODD, MAX_FIXED_EVEN);
    }

    /**
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return the layout of that board
     */
    static HalvesLayout of(int boardSize) {
        return LAYOUTS.of(boardSize);
    }

    @Override
    public String scheme() {
        return "v1 half=" + halfWidth + " band=" + bandWidth + " fixed=" + fixed;
    }
}
