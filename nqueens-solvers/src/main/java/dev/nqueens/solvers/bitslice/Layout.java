package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandLayout;
import dev.nqueens.solvers.band.LayoutCache;

/**
 * How the bitslice solver cuts a board of size n: the half width by n, chosen by measurement, and the fixed
 * positions; the cut itself and the symmetries are {@link BandLayout}'s.
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
final class Layout extends BandLayout {

    /**
     * The largest board. Rows are bits of an {@code int} (n ≤ 31); a quadrant's placement takes 6h - 3 bits
     * of a {@code long}, which must stay below bit 63 (h ≤ 10), and its cells take 2 · 4^h ints (h ≤ 9 here);
     * the counts fit in a {@code long} as the solver's javadoc argues.
     */
    static final int MAX_BOARD_SIZE = 28;

    /**
     * The half width h by board size, chosen by measurement (see the package description): wider halves
     * mean fewer band configurations and fewer entries made per solution, but more pairs per row set,
     * which the bit-sliced matcher counts at a fraction of a cycle each, and from h = 9 sieves. Boards below the table take
     * {@link #SMALL_HALF_WIDTH}. An odd board keeps a band of at least 3 columns, an even one of 2, so that
     * the mirror through the vertical axis moves every band configuration (n = 17 has h = 7 at most).
     */
    private static final int[] HALF_WIDTH_BY_SIZE = {
        // n = 16  17  18  19  20  21  22  23  24  25  26  27  28
               7,  7,  8,  8,  9,  9,  9,  9,  9,  9,  9,  9,  9,
    };
    private static final int TABLE_START = 16;
    private static final int SMALL_HALF_WIDTH = 7;

    /**
     * The most band positions a subproblem fixes, for odd and even band widths: whole band configurations
     * up to n = 18, then a thousand subproblems or more (see the solver's javadoc for the figures). From
     * {@link #LARGE_ODD_BOARD} on, odd boards fix two pairs more than the centre, for a hundred thousand
     * subproblems and more, so that a thousand cores stay busy to the end.
     */
    private static final int MAX_FIXED_ODD = 3;
    private static final int MAX_FIXED_LARGE_ODD = 5;
    private static final int MAX_FIXED_EVEN = 4;
    private static final int LARGE_ODD_BOARD = 23;

    /** One layout per board size, made on first use: n = 28 takes a few megabytes. */
    private static final LayoutCache<Layout> LAYOUTS = new LayoutCache<>(MAX_BOARD_SIZE, Layout::new);

    private Layout(int boardSize) {
        super(boardSize, halfWidthFor(boardSize),
                boardSize >= LARGE_ODD_BOARD ? MAX_FIXED_LARGE_ODD : MAX_FIXED_ODD, MAX_FIXED_EVEN);
    }

    /**
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return the layout of that board
     */
    static Layout of(int boardSize) {
        return LAYOUTS.of(boardSize);
    }

    private static int halfWidthFor(int boardSize) {
        if (boardSize < TABLE_START) {
            return SMALL_HALF_WIDTH;
        }
        return HALF_WIDTH_BY_SIZE[boardSize - TABLE_START];
    }

    @Override
    public String scheme() {
        return "bitslice-v1 half=" + halfWidth + " band=" + bandWidth + " fixed=" + fixed;
    }
}
