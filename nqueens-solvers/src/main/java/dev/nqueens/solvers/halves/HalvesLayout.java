package dev.nqueens.solvers.halves;

import dev.nqueens.solvers.band.BandLayout;
import dev.nqueens.solvers.band.LayoutCache;

/**
 * How the halves solver cuts a board of size n: halves of at most 7 columns; the cut itself and the
 * symmetries are {@link BandLayout}'s.
 *
 * <p>The columns fall into three parts: the west half {@code [0, h)}, the band {@code [h, h + k)} in the
 * middle, and the east half {@code [h + k, n)}, with {@code n = 2h + k}. A <em>band configuration</em> is a
 * placement of the k queens of the band columns; the solver lists them, and for each one joins the
 * placements of the two halves.
 *
 * <p>The band columns are numbered by <em>position</em>, from the centre outwards: the middle column first
 * when k is odd, then the two columns next to it or to the centre line, and so on, in pairs that mirror each
 * other. A configuration is the array of its queens' rows by position. A subproblem fixes the first
 * {@link #fixed} positions, whole pairs only.
 *
 * <p><b>Symmetry.</b> Four of the eight symmetries of the square keep the band in place: the identity, the
 * mirror through the horizontal axis ({@code row → n-1-row}, which keeps each position), the mirror through
 * the vertical axis (which swaps the two positions of each pair and the two halves) and the half turn (both).
 * The solver counts only the configurations that are the least, in lexicographic order of their rows by
 * position, among their images under these four, and weighs each by the number of distinct images.
 * Because positions come in mirror pairs, the first positions of an image depend only on the first
 * positions of the configuration, so a prefix that is not the least of its images starts no configuration
 * that is, and the split leaves it out.
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
