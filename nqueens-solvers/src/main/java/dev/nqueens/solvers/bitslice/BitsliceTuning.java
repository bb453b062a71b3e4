package dev.nqueens.solvers.bitslice;

/**
 * The counter's tuning: one row per board size, n = 0 to {@link BitsliceLayout#MAX_BOARD_SIZE}, each value the
 * fastest measured on one thread. The measurements behind each column are in {@code docs/performance.md},
 * section "The tuning table"; this class holds the values only.
 *
 * <p>The columns:
 * <ul>
 *   <li><b>band</b>, the narrowest band: 0 for none (two halves of n/2 columns, even boards up to n = 20),
 *       else the band takes at least this many columns and the halves the rest, up to
 *       {@link BitsliceLayout#MAX_HALF_WIDTH} columns each (a band of 1, the central column, on odd boards up to
 *       n = 21; from n = 22 on, halves of 10 beside a band of n − 20);</li>
 *   <li><b>sieve</b>, how many of the halves' diagonals the sieve sorts the lists by, the highest, rather than
 *       the matcher matching them: none where the matcher's written-out look-ups take all the diagonals
 *       ({@link SliceMatcher#UNROLLED_BITS}), then 6 for halves of 9 columns without a band, 5 beside one, and
 *       8 for halves of 10, whose other 30 diagonals the groups match in 5 chunks of 6;</li>
 *   <li><b>groups</b>, whether the matcher builds its blocks in groups ({@link SliceMatcher}): always without
 *       a band and for halves of 10 columns, beside a band of one column only where the vectors look them up,
 *       and never for narrower halves beside a wider band;</li>
 *   <li><b>shares</b>, into how many shares of its row sets each band configuration is dealt, one subproblem
 *       each, so that no subproblem is a large part of the count (a board without a band deals its row sets
 *       into the band layout's parts instead, and has 0 here);</li>
 *   <li><b>matched</b>, how many diagonals a configuration matches where its band leaves enough of them dead
 *       for a <em>reduced</em> arrangement ({@link DiagonalArrangement}), which sieves only the live ones
 *       beyond these: 29 for n = 21 and 22, 28 from n = 23 on, 0 where no configuration is reduced (boards
 *       without a band, and the halves narrower than 10 columns, whose matcher takes all the diagonals or
 *       sieves too few to reduce). The groups match 29 in 5 chunks of 6 bits, or in 4 of 7 where a count
 *       narrows them to 28 ({@link SliceMatcher}).</li>
 * </ul>
 * A subproblem fixes at most {@link #MAX_FIXED_ODD} or {@link #MAX_FIXED_EVEN} band positions, on every board.
 */
final class BitsliceTuning {

    /** Whether the matcher builds its blocks in groups. */
    enum Groups {
        /** Never. */
        NEVER,
        /** Where the groups are looked up on vectors ({@link SliceMatcher#VECTORS}). */
        WITH_VECTORS,
        /** Always. */
        ALWAYS
    }

    /**
     * One board size's values.
     *
     * @param boardSize n
     * @param band the narrowest band, 0 for none
     * @param sieve the sieved diagonals
     * @param groups whether the matcher builds its blocks in groups
     * @param shares the shares of a band configuration, 0 without a band
     * @param matched the diagonals a reduced arrangement matches, 0 for none
     */
    record Row(int boardSize, int band, int sieve, Groups groups, int shares, int matched) {

        /** @return whether the matcher builds its blocks in groups here */
        boolean usesGroups() {
            return groups == Groups.ALWAYS || groups == Groups.WITH_VECTORS && SliceMatcher.VECTORS;
        }
    }

    /**
     * The most band positions a subproblem fixes, for odd and even band widths: a band of up to 4 or 5 columns
     * (up to n = 25) whole, a wider one in part, so that the boards the cluster counts have hundreds of
     * thousands of subproblems and a thousand cores stay busy to the end.
     */
    static final int MAX_FIXED_ODD = 5;
    static final int MAX_FIXED_EVEN = 4;

    private static final Groups NEVER = Groups.NEVER;
    private static final Groups VECTORS = Groups.WITH_VECTORS;
    private static final Groups ALWAYS = Groups.ALWAYS;

    private static final Row[] TABLE = {
        //       n  band sieve groups  shares matched
        // boards too small for halves: all band
        new Row(0, 2, 0, NEVER, 16, 0),
        new Row(1, 3, 0, NEVER, 16, 0),
        new Row(2, 2, 0, NEVER, 16, 0),
        new Row(3, 3, 0, NEVER, 4, 0),
        new Row(4, 0, 0, ALWAYS, 0, 0),
        new Row(5, 1, 0, VECTORS, 16, 0),
        new Row(6, 0, 0, ALWAYS, 0, 0),
        new Row(7, 1, 0, VECTORS, 16, 0),
        new Row(8, 0, 0, ALWAYS, 0, 0),
        new Row(9, 1, 0, VECTORS, 16, 0),
        new Row(10, 0, 0, ALWAYS, 0, 0),
        new Row(11, 1, 0, VECTORS, 16, 0),
        new Row(12, 0, 0, ALWAYS, 0, 0),
        new Row(13, 1, 0, VECTORS, 16, 0),
        new Row(14, 0, 0, ALWAYS, 0, 0),
        new Row(15, 1, 0, VECTORS, 16, 0),
        new Row(16, 0, 0, ALWAYS, 0, 0),
        new Row(17, 1, 0, VECTORS, 16, 0),
        new Row(18, 0, 6, ALWAYS, 0, 0),
        new Row(19, 1, 5, VECTORS, 16, 0),
        new Row(20, 0, 8, ALWAYS, 0, 0),
        new Row(21, 1, 8, ALWAYS, 16, 29),
        new Row(22, 2, 8, ALWAYS, 16, 29),
        new Row(23, 3, 8, ALWAYS, 4, 28),
        new Row(24, 4, 8, ALWAYS, 1, 28),
        new Row(25, 5, 8, ALWAYS, 1, 28),
        new Row(26, 6, 8, ALWAYS, 1, 28),
        new Row(27, 7, 8, ALWAYS, 1, 28),
        new Row(28, 8, 8, ALWAYS, 1, 28),
    };

    private BitsliceTuning() {
    }

    /**
     * @param boardSize n, from 0 to {@link BitsliceLayout#MAX_BOARD_SIZE}
     * @return that board's row
     */
    static Row of(int boardSize) {
        return TABLE[boardSize];
    }

    /**
     * For tests: the values of a cut that the table does not choose for its board, a band of {@code band} columns
     * beside halves of {@code halfWidth} (the cut of n = 22 on, on a smaller board): sieved and grouped as the
     * table does halves that wide beside a band, with their reduced arrangements, and dealt into the shares of a
     * band that wide.
     *
     * @param boardSize n
     * @param band the band's width, 2 or more
     * @param halfWidth the halves' width, {@code (n - band) / 2}
     * @return the values
     */
    static Row withBand(int boardSize, int band, int halfWidth) {
        Row alike = of(halfWidth == BitsliceLayout.MAX_HALF_WIDTH ? 22 : 2 * halfWidth + 1);
        return new Row(boardSize, band, alike.sieve(), alike.groups() == ALWAYS ? ALWAYS : NEVER,
                band <= 2 ? of(22).shares() : band == 3 ? of(23).shares() : 1, alike.matched());
    }
}
