package dev.nqueens.solvers.bitslice;

/**
 * How the bitslice solver cuts a board of size n, and the symmetries it uses.
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
final class Layout {

    /**
     * The largest board. Rows are bits of an {@code int} (n ≤ 31); a half's entry takes 6h - 1 bits of a
     * {@code long} and must stay below bit 63 (h ≤ 10); the counts fit in a {@code long} as the solver's
     * javadoc argues.
     */
    static final int MAX_BOARD_SIZE = 28;

    /**
     * The half width h by board size, chosen by measurement (see the package description): wider halves
     * mean fewer band configurations and fewer entries listed per solution, but more pairs per row set,
     * which the bit-sliced matcher counts at a fraction of a cycle each. Boards below the table take
     * {@link #SMALL_HALF_WIDTH}. An odd board keeps a band of at least 3 columns, an even one of 2, so that
     * the mirror through the vertical axis moves every band configuration (n = 17 has h = 7 at most).
     */
    private static final int[] HALF_WIDTH_BY_SIZE = {
        // n = 16  17  18  19  20  21  22  23  24  25  26  27  28
               7,  7,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,
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

    /**
     * The most part bits: 16 parts of a configuration's lists. More parts would each be smaller, but every
     * part costs a pass over its buckets, which are 2^(2h - partBits + 1).
     */
    private static final int MAX_PART_BITS = 4;

    /**
     * The narrowest half whose configurations are cut into parts: at h = 7 a configuration lists a few
     * hundred thousand entries, which fit in the caches whole; at h = 8 millions.
     */
    private static final int PARTED_HALF_WIDTH = 8;

    /** One layout per board size, made on first use: they are immutable, and n = 28 takes a few megabytes. */
    private static final Layout[] LAYOUTS = new Layout[MAX_BOARD_SIZE + 1];

    /** Number of the four band-keeping symmetries, identity included. */
    private static final int BAND_SYMMETRIES = 4;

    /** n. */
    final int boardSize;
    /** h, the width of each half. */
    final int halfWidth;
    /** k, the width of the band. */
    final int bandWidth;
    /** The number of band positions a subproblem fixes. */
    final int fixed;
    /**
     * The band positions filled when a subproblem reports progress: the fixed ones and the next pair, if
     * any. A subproblem of a large board takes long; its groups, the placements of that pair, show progress
     * within it.
     */
    final int grouped;
    /** Bits of a half placement's crossing diagonals: 2h - 1 of each direction. */
    final int diagonalBits;
    /** Bits of a half placement's row set, over the 2h rows the band leaves free. */
    final int rowSetBits;
    /**
     * The number of key bits by which a configuration's entries are cut into parts before they are sorted
     * and joined: partners share a part, and a part's lists stay in the caches.
     */
    final int partBits;
    /** The board's rows, one bit each. */
    final int allRows;
    /** The number of row sets a half can take: h of the 2h free rows, C(2h, h) ways. */
    final int rowSets;

    /** The board column of each band position. */
    private final int[] bandColumns;
    /** For each board square {@code row * n + column}, the bits of the crossing diagonals through it. */
    private final long[] crossingDiagonals;
    /** For each set of h of the 2h free rows, as bits, its index from 0 to {@link #rowSets}; -1 elsewhere. */
    private final int[] rowSetIndex;

    private Layout(int boardSize, int partBitsOrDefault) {
        this.boardSize = boardSize;
        int minBand = boardSize <= 1 ? boardSize : 2 + boardSize % 2;
        this.halfWidth = Math.min(halfWidthFor(boardSize), (boardSize - minBand) / 2);
        this.bandWidth = boardSize - 2 * halfWidth;
        int maxFixed = bandWidth % 2 == 0 ? MAX_FIXED_EVEN
                : boardSize >= LARGE_ODD_BOARD ? MAX_FIXED_LARGE_ODD : MAX_FIXED_ODD;
        this.fixed = Math.min(bandWidth, maxFixed);
        this.grouped = Math.min(bandWidth, fixed + 2);
        this.diagonalBits = Math.max(0, 4 * halfWidth - 2);
        this.rowSetBits = 2 * halfWidth;
        this.partBits = Math.min(rowSetBits, partBitsOrDefault >= 0 ? partBitsOrDefault
                : halfWidth >= PARTED_HALF_WIDTH ? MAX_PART_BITS : 0);
        this.allRows = (int) ((1L << boardSize) - 1);
        this.rowSetIndex = new int[1 << rowSetBits];
        int sets = 0;
        for (int rows = 0; rows < rowSetIndex.length; rows++) {
            rowSetIndex[rows] = Integer.bitCount(rows) == halfWidth ? sets++ : -1;
        }
        this.rowSets = sets;
        this.bandColumns = new int[bandWidth];
        int position = 0;
        if (bandWidth % 2 == 1) {
            int centre = halfWidth + bandWidth / 2;
            bandColumns[position++] = centre;
            for (int distance = 1; position < bandWidth; distance++) {
                bandColumns[position++] = centre - distance;
                bandColumns[position++] = centre + distance;
            }
        } else {
            for (int distance = 0; position < bandWidth; distance++) {
                bandColumns[position++] = halfWidth + bandWidth / 2 - 1 - distance;
                bandColumns[position++] = halfWidth + bandWidth / 2 + distance;
            }
        }
        this.crossingDiagonals = new long[boardSize * boardSize];
        for (int row = 0; row < boardSize; row++) {
            for (int column = 0; column < boardSize; column++) {
                crossingDiagonals[row * boardSize + column] = crossingDiagonalBits(row, column);
            }
        }
    }

    /**
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @return the layout of that board
     */
    static Layout of(int boardSize) {
        if (boardSize < 0 || boardSize > MAX_BOARD_SIZE) {
            throw new IllegalArgumentException("n = " + boardSize + " is outside 0.." + MAX_BOARD_SIZE);
        }
        synchronized (LAYOUTS) {
            if (LAYOUTS[boardSize] == null) {
                LAYOUTS[boardSize] = new Layout(boardSize, -1);
            }
            return LAYOUTS[boardSize];
        }
    }

    /**
     * A layout that cuts each configuration's entries into {@code 2^partBits} parts instead of the usual
     * number, for tests: the counts must not depend on it.
     *
     * @param boardSize n, from 0 to {@link #MAX_BOARD_SIZE}
     * @param partBits from 0 to 2h
     * @return the layout
     */
    static Layout withPartBits(int boardSize, int partBits) {
        of(boardSize);
        return new Layout(boardSize, partBits);
    }

    private static int halfWidthFor(int boardSize) {
        if (boardSize < TABLE_START) {
            return SMALL_HALF_WIDTH;
        }
        return HALF_WIDTH_BY_SIZE[boardSize - TABLE_START];
    }

    /**
     * A diagonal crosses the band when it has squares in both halves; only those can hold two queens of
     * different halves. There are 2h - 1 in each direction: {@code row - column} from {@code -(h-1)} to
     * {@code h-1}, and {@code row + column} from {@code n-h} to {@code n+h-2}.
     */
    private long crossingDiagonalBits(int row, int column) {
        long bits = 0;
        int difference = row - column;
        if (difference >= -(halfWidth - 1) && difference <= halfWidth - 1) {
            bits |= 1L << (difference + halfWidth - 1);
        }
        int sum = row + column;
        if (sum >= boardSize - halfWidth && sum <= boardSize + halfWidth - 2) {
            bits |= 1L << (2 * halfWidth - 1 + sum - (boardSize - halfWidth));
        }
        return bits;
    }

    /**
     * @param rows h of the 2h free rows, as bits
     * @return the index of that row set, from 0 to {@link #rowSets}: dense, unlike the bits
     */
    int rowSetIndex(int rows) {
        return rowSetIndex[rows];
    }

    /** @return the parameters of the cut, as a subproblem's scheme */
    String scheme() {
        return "bitslice-v1 half=" + halfWidth + " band=" + bandWidth + " fixed=" + fixed;
    }

    /**
     * @param position a band position, from 0 to k - 1
     * @return its board column
     */
    int bandColumn(int position) {
        return bandColumns[position];
    }

    /**
     * @param row a row
     * @param column a column of either half
     * @return the bits of the crossing diagonals through that square
     */
    long crossingDiagonals(int row, int column) {
        return crossingDiagonals[row * boardSize + column];
    }

    /**
     * @param rows the rows of the band queens by position
     * @param placed how many positions are filled
     * @param row a candidate row for position {@code placed}
     * @return true if a queen there would share a row or a diagonal with a band queen already placed
     */
    boolean attacked(int[] rows, int placed, int row) {
        int column = bandColumns[placed];
        for (int position = 0; position < placed; position++) {
            int rowDistance = Math.abs(rows[position] - row);
            if (rowDistance == 0 || rowDistance == Math.abs(bandColumns[position] - column)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Compares the first {@code length} positions of a configuration with the same positions of its images
     * under the band-keeping symmetries. {@code length} must cover whole mirror pairs: {@link #fixed} or k.
     *
     * @param rows the rows by position
     * @param length how many positions to compare
     * @return 0 if an image is smaller, otherwise the number of distinct images (1, 2 or 4)
     */
    int imagesIfLeast(int[] rows, int length) {
        int equal = 1;
        for (int symmetry = 1; symmetry < BAND_SYMMETRIES; symmetry++) {
            int order = compareWithImage(rows, length, symmetry);
            if (order > 0) {
                return 0;
            }
            if (order == 0) {
                equal++;
            }
        }
        return BAND_SYMMETRIES / equal;
    }

    /**
     * @param rows the rows of a whole configuration by position
     * @return true if the half turn maps the configuration onto itself
     */
    boolean halfTurnSymmetric(int[] rows) {
        return compareWithImage(rows, bandWidth, 3) == 0;
    }

    /**
     * @param symmetry 1 mirrors rows, 2 mirrors columns, 3 does both (the half turn)
     * @return the sign of {@code rows} compared with its image, over the first {@code length} positions
     */
    private int compareWithImage(int[] rows, int length, int symmetry) {
        for (int position = 0; position < length; position++) {
            int row = rows[(symmetry & 2) != 0 ? mirrorPosition(position) : position];
            int image = (symmetry & 1) != 0 ? boardSize - 1 - row : row;
            if (rows[position] != image) {
                return rows[position] < image ? -1 : 1;
            }
        }
        return 0;
    }

    /** @return the position of the column that mirrors the given position's column */
    private int mirrorPosition(int position) {
        if (bandWidth % 2 == 1) {
            return position == 0 ? 0 : position % 2 == 1 ? position + 1 : position - 1;
        }
        return position % 2 == 0 ? position + 1 : position - 1;
    }
}
