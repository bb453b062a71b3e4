package dev.nqueens.solvers.band;

import java.util.Arrays;

/**
 * The symmetries of an even board cut into two halves with no band between them (n = 2h): which row sets of
 * the east half are counted, how many images each stands for, and how the transpose weighs a solution. The
 * centre configuration of an odd board with a band of one column, its queen in the centre of the board, has
 * them too: without the central row and column its halves are those of a board of n - 1 with no band, some
 * of their squares closed by the centre queen, and all eight symmetries of the square keep it
 * ({@link BandLayout#isCentreConfiguration}).
 *
 * <p>Rows and columns are bits of an {@code int}, row or column i being bit i. A solution has two sets of h
 * lines: E, the rows of its east queens (columns h to n - 1), and C, the columns of its bottom queens (rows
 * h to n - 1). The symmetries that keep the halves act on the pair (E, C) as follows: the mirror through the
 * horizontal axis gives (rev E, ¬C), the one through the vertical axis (¬E, rev C) and the half turn
 * (rev ¬E, rev ¬C), where rev reverses the n lines and ¬ complements them. The transpose, which swaps rows
 * and columns, swaps E and C.
 *
 * <p><b>Row sets.</b> The solutions with east rows E and those with any image of E under the three mirrors
 * and turn are equally many, so the join counts only the row sets that are the least of their images (as
 * numbers) and weighs each by the number of its distinct images, 2 or 4 ({@link #images}): a quarter of the
 * 48,620 row sets of n = 18.
 *
 * <p><b>The transpose.</b> Let the <em>orbit</em> of (E, C) be its four images, and order pairs by E, then
 * C. A solution weighs 2 if the least of the orbit of (E, C) is below the least of the orbit of (C, E), 1 if
 * they are equal and 0 if it is above ({@link #transposeWeight}). The weight is the same for a solution and
 * its images, and a solution and its transpose weigh 2 together, so the weighed count over all row sets is
 * the count of solutions; and about half of the solutions weigh 0, so they need not be found. For E the
 * least of its images, the least of its orbit starts with E, so the weight is 2 if every image of C is above
 * E, 0 if one is below, and only a tie needs the whole comparison. Two images of C, C and ¬C, lead with the
 * east queens' bottom columns; the two others, rev C and rev ¬C, with the west queens' bottom columns,
 * reversed. So a half placement alone can settle its part ({@link #classify}): if one of its two images leads
 * below E's bottom rows, every solution it is part of weighs 0 and it is left out; if both lead above, it
 * is <em>clear</em>, and a solution of two clear halves weighs 2; only the few whose image leads with E's
 * bottom rows exactly are weighed pair by pair.
 *
 * <p>Each half numbers its columns from the centre line outwards, so that the two halves' column sets are
 * read alike: the east half's column h + i and the west half's column h - 1 - i are both its column i.
 *
 * <p>Instances are immutable; {@link BandLayout} makes one per board without a band.
 */
public final class RowSetSymmetry {

    /** What {@link #classify} says of a half placement: every solution it is part of weighs 0. */
    public static final int LEFT_OUT = 0;
    /** A half placement whose solutions with clear partners weigh 2. */
    public static final int CLEAR = 1;
    /** A half placement whose solutions are weighed one by one. */
    public static final int TIE = 2;

    /** The largest board: its row sets are found among all 2^n sets of rows, a few megabytes at n = 20. */
    public static final int MAX_BOARD_SIZE = 20;

    private final int halfWidth;
    private final int lines;
    private final int allLines;
    private final int halfMask;
    /** The least row sets of their images, in increasing order. */
    private final int[] leastRowSets;
    /** The number of distinct images of each. */
    private final byte[] images;

    /**
     * @param boardSize n, even, from 2 to {@value #MAX_BOARD_SIZE}; for a centre configuration, the board's
     *     size less one
     */
    public RowSetSymmetry(int boardSize) {
        if (boardSize < 2 || boardSize > MAX_BOARD_SIZE || boardSize % 2 != 0) {
            throw new IllegalArgumentException("a board without a band is even, from 2 to " + MAX_BOARD_SIZE + ": "
                    + boardSize);
        }
        this.lines = boardSize;
        this.halfWidth = boardSize / 2;
        this.allLines = (1 << boardSize) - 1;
        this.halfMask = (1 << halfWidth) - 1;
        int[] sets = new int[1 << boardSize];
        byte[] counts = new byte[1 << boardSize];
        int length = 0;
        for (int rows = 0; rows <= allLines; rows++) {
            if (Integer.bitCount(rows) != halfWidth) {
                continue;
            }
            int reversed = reverse(rows);
            int[] others = {reversed, ~rows & allLines, ~reversed & allLines};
            int equal = 1;
            boolean least = true;
            for (int other : others) {
                least &= other >= rows;
                equal += other == rows ? 1 : 0;
            }
            if (least) {
                sets[length] = rows;
                counts[length++] = (byte) (4 / equal);
            }
        }
        this.leastRowSets = Arrays.copyOf(sets, length);
        this.images = Arrays.copyOf(counts, length);
    }

    /** @return the number of row sets counted, the least of their images */
    public int rowSets() {
        return leastRowSets.length;
    }

    /**
     * @param index from 0 to {@link #rowSets()}, in increasing order of the row sets
     * @return that row set of the east half: h of the n rows, as bits
     */
    public int rowSet(int index) {
        return leastRowSets[index];
    }

    /**
     * @param index from 0 to {@link #rowSets()}
     * @return the number of distinct images of that row set under the mirrors and the half turn, 2 or 4
     */
    public int images(int index) {
        return images[index];
    }

    /**
     * Classifies a half placement by what its bottom columns say of its solutions' weights.
     *
     * @param rows the east half's row set, the least of its images
     * @param bottomColumns the columns of the half placement's queens in the bottom h rows, from the centre
     *     line outwards (see the class comment)
     * @return {@link #LEFT_OUT}, {@link #CLEAR} or {@link #TIE}
     */
    public int classify(int rows, int bottomColumns) {
        int bottomRows = rows >>> halfWidth;
        int complement = ~bottomColumns & halfMask;
        if (bottomColumns < bottomRows || complement < bottomRows) {
            return LEFT_OUT;
        }
        return bottomColumns == bottomRows || complement == bottomRows ? TIE : CLEAR;
    }

    /**
     * @param rows the east half's row set, E
     * @param westBottomColumns the west queens' columns in the bottom h rows, from the centre line outwards
     * @param eastBottomColumns the east queens' likewise
     * @return the weight of the solutions with these rows and bottom columns: 2, 1 or 0
     */
    public int transposeWeight(int rows, int westBottomColumns, int eastBottomColumns) {
        int columns = Integer.reverse(westBottomColumns) >>> Integer.SIZE - halfWidth
                | eastBottomColumns << halfWidth;
        long least = leastOfOrbit(rows, columns);
        long leastTransposed = leastOfOrbit(columns, rows);
        return least < leastTransposed ? 2 : least == leastTransposed ? 1 : 0;
    }

    /** @return the least of the four images of the pair (e, c), as e above c */
    private long leastOfOrbit(int e, int c) {
        int reversedE = reverse(e);
        int reversedC = reverse(c);
        long least = pair(e, c);
        least = Math.min(least, pair(reversedE, ~c & allLines));
        least = Math.min(least, pair(~e & allLines, reversedC));
        return Math.min(least, pair(~reversedE & allLines, ~reversedC & allLines));
    }

    private long pair(int e, int c) {
        return (long) e << lines | c;
    }

    private int reverse(int bits) {
        return Integer.reverse(bits) >>> Integer.SIZE - lines;
    }
}
