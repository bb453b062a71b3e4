package dev.nqueens.solvers.band;

/**
 * How a band counter (halves, bitslice) cuts a board of size n, and the symmetries it uses; each counter
 * extends it with its own choice of the half width and the fixed positions, and its own parameters.
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
 *
 * <p><b>No band.</b> An even board may also be cut into two halves of n/2 columns with no band between them
 * ({@link #BandLayout(int)}). It then has a single configuration, with no queen, which all four symmetries
 * keep; they act on the east half's row sets instead, and the transpose weighs solutions by their row and
 * column sets ({@link RowSetSymmetry}). Its subproblems are shares of those row sets
 * ({@link #rowSetParts}).
 */
public abstract class BandLayout {

    /** Number of the four band-keeping symmetries, identity included. */
    private static final int BAND_SYMMETRIES = 4;
    /**
     * The subproblems of a board without a band: its row sets dealt out like cards, so that the shares take
     * about as long, a few seconds each at n = 18 on one core.
     */
    private static final int ROW_SET_PARTS = 64;

    /** n. */
    public final int boardSize;
    /** h, the width of each half. */
    public final int halfWidth;
    /** k, the width of the band. */
    public final int bandWidth;
    /** The number of band positions a subproblem fixes. */
    public final int fixed;
    /**
     * The band positions filled when a subproblem reports progress: the fixed ones and the next pair, if
     * any. A subproblem of a large board takes long; its groups, the placements of that pair, show progress
     * within it.
     */
    public final int grouped;
    /** Bits of a half placement's crossing diagonals: 2h - 1 of each direction. */
    public final int diagonalBits;
    /** Bits of a half placement's row set, over the 2h rows the band leaves free. */
    public final int rowSetBits;
    /** The board's rows, one bit each. */
    public final int allRows;
    /** The number of row sets a half can take: h of the 2h free rows, C(2h, h) ways. */
    public final int rowSets;

    /**
     * The number of shares into which a subproblem's row sets are dealt, each share taking every
     * {@code rowSetParts}-th row set from its own: on a board without a band, the subproblems are the shares
     * of the row sets that {@link RowSetSymmetry} counts; on a board with a band, whose subproblems fix band
     * queens, each whole configuration may be dealt into shares too, one subproblem each, so that no
     * subproblem is a large part of the count (a counter's layout chooses how many); 1 otherwise.
     */
    public final int rowSetParts;

    /** The symmetries of a board without a band; null for a board with one. */
    private final RowSetSymmetry rowSetSymmetry;
    /**
     * The symmetries of the row sets of the centre configuration of a band of one column (see
     * {@link #isCentreConfiguration}); null for other cuts.
     */
    private final RowSetSymmetry centreSymmetry;
    /** The board column of each band position. */
    private final int[] bandColumns;
    /** For each board square {@code row * n + column}, the bits of the crossing diagonals through it. */
    private final long[] crossingDiagonals;
    /** For each set of h of the 2h free rows, as bits, its index from 0 to {@link #rowSets}; -1 elsewhere. */
    private final int[] rowSetIndex;

    /**
     * A cut with a band: of at least 2 columns on an even board and 3 on an odd one, so that the mirror
     * through the vertical axis moves every band configuration.
     *
     * @param boardSize n
     * @param maxHalfWidth the widest half the counter takes for this n
     * @param maxFixedOdd the most band positions a subproblem fixes when the band is odd
     * @param maxFixedEven likewise when it is even
     */
    protected BandLayout(int boardSize, int maxHalfWidth, int maxFixedOdd, int maxFixedEven) {
        this(boardSize, maxHalfWidth, 2 + boardSize % 2, maxFixedOdd, maxFixedEven, 1);
    }

    /**
     * A cut with a band of at least {@code minBandWidth} columns. A band of 1, on an odd board, is its
     * central column, which the mirror through the vertical axis keeps with every configuration: the join
     * must then use that mirror on the row sets (see {@link #mirrorKeepsEveryConfiguration}).
     *
     * @param boardSize n
     * @param maxHalfWidth the widest half the counter takes for this n
     * @param minBandWidth the narrowest band, of n's parity, 1 or more; boards narrower than that are all band
     * @param maxFixedOdd the most band positions a subproblem fixes when the band is odd
     * @param maxFixedEven likewise when it is even
     * @param configurationParts into how many shares of its row sets to deal each configuration when the
     *     subproblems fix whole configurations, 1 or more: at most one per row set the join counts (see
     *     {@link #rowSetParts}); the counter's join must count only the share of its subproblem
     */
    protected BandLayout(int boardSize, int maxHalfWidth, int minBandWidth, int maxFixedOdd, int maxFixedEven,
            int configurationParts) {
        this(boardSize, Math.max(0, Math.min(maxHalfWidth, (boardSize - minBandWidth) / 2)), false, maxFixedOdd,
                maxFixedEven, configurationParts);
    }

    /**
     * A cut of an even board into two halves of n/2 columns and no band; its subproblems are shares of the
     * east half's row sets (see {@link RowSetSymmetry}).
     *
     * @param boardSize n, even, from 4 to {@link RowSetSymmetry#MAX_BOARD_SIZE}
     */
    protected BandLayout(int boardSize) {
        this(boardSize, boardSize / 2, true, 0, 0, 1);
    }

    private BandLayout(int boardSize, int halfWidth, boolean withoutBand, int maxFixedOdd, int maxFixedEven,
            int configurationParts) {
        if (configurationParts < 1) {
            throw new IllegalArgumentException("a configuration is dealt into 1 share or more, not "
                    + configurationParts);
        }
        this.boardSize = boardSize;
        this.halfWidth = halfWidth;
        this.bandWidth = boardSize - 2 * halfWidth;
        this.rowSetSymmetry = withoutBand ? new RowSetSymmetry(boardSize) : null;
        this.fixed = Math.min(bandWidth, bandWidth % 2 == 1 ? maxFixedOdd : maxFixedEven);
        this.grouped = Math.min(bandWidth, fixed + 2);
        this.diagonalBits = Math.max(0, 4 * halfWidth - 2);
        this.rowSetBits = 2 * halfWidth;
        this.allRows = (int) ((1L << boardSize) - 1);
        this.rowSetIndex = new int[1 << rowSetBits];
        int sets = 0;
        for (int rows = 0; rows < rowSetIndex.length; rows++) {
            rowSetIndex[rows] = Integer.bitCount(rows) == halfWidth ? sets++ : -1;
        }
        this.rowSets = sets;
        this.centreSymmetry = mirrorKeepsEveryConfiguration() ? new RowSetSymmetry(2 * halfWidth) : null;
        if (withoutBand) {
            this.rowSetParts = Math.min(ROW_SET_PARTS, rowSetSymmetry.rowSets());
        } else if (fixed == bandWidth) {
            this.rowSetParts = Math.min(configurationParts, mirrorKeepsEveryConfiguration() ? rowSets / 2 : rowSets);
        } else {
            this.rowSetParts = 1;
        }
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
     * @return whether the mirror through the vertical axis keeps every band configuration: a band of one
     *     column, on an odd board of 3 or more. The mirror then maps the solutions whose east half takes the
     *     row set R onto those whose east half takes its complement, so that a join may count half of the
     *     row sets twice.
     */
    public boolean mirrorKeepsEveryConfiguration() {
        return bandWidth == 1 && boardSize > 1;
    }

    /**
     * @param rows the rows of a whole configuration by position
     * @return whether it is the <em>centre configuration</em> of a band of one column: its queen on the
     *     central row. All eight symmetries of the square keep it. Without the central row and column, its
     *     halves are those of a board of n - 1 without a band, with some squares closed, and the join may use
     *     the row sets and the transpose as on such a board ({@link #centreSymmetry()}).
     */
    public boolean isCentreConfiguration(int[] rows) {
        return mirrorKeepsEveryConfiguration() && rows[0] == boardSize / 2;
    }

    /**
     * @return the symmetries of the row sets of the centre configuration, as of a board of n - 1 without a band
     *     (see {@link #isCentreConfiguration})
     * @throws IllegalStateException if the board has no band of one column
     */
    public RowSetSymmetry centreSymmetry() {
        if (centreSymmetry == null) {
            throw new IllegalStateException("n = " + boardSize + " is cut with a band of " + bandWidth + " columns");
        }
        return centreSymmetry;
    }

    /** @return whether the board is cut into two halves with no band between them */
    public boolean withoutBand() {
        return rowSetSymmetry != null;
    }

    /**
     * @return the symmetries of the row sets of a board without a band
     * @throws IllegalStateException if the board has a band
     */
    public RowSetSymmetry rowSetSymmetry() {
        if (rowSetSymmetry == null) {
            throw new IllegalStateException("n = " + boardSize + " is cut with a band of " + bandWidth + " columns");
        }
        return rowSetSymmetry;
    }

    /**
     * @param rows h of the 2h free rows, as bits
     * @return the index of that row set, from 0 to {@link #rowSets}: dense, unlike the bits
     */
    public int rowSetIndex(int rows) {
        return rowSetIndex[rows];
    }

    /**
     * @param position a band position, from 0 to k - 1
     * @return its board column
     */
    public int bandColumn(int position) {
        return bandColumns[position];
    }

    /**
     * @param row a row
     * @param column a column of either half
     * @return the bits of the crossing diagonals through that square
     */
    public long crossingDiagonals(int row, int column) {
        return crossingDiagonals[row * boardSize + column];
    }

    /**
     * @param rows the rows of the band queens by position
     * @param placed how many positions are filled
     * @param row a candidate row for position {@code placed}
     * @return true if a queen there would share a row or a diagonal with a band queen already placed
     */
    public boolean attacked(int[] rows, int placed, int row) {
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
    public int imagesIfLeast(int[] rows, int length) {
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
    public boolean halfTurnSymmetric(int[] rows) {
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

    /** @return the parameters of the cut, as a subproblem's scheme: the same cut always gives the same */
    public abstract String scheme();
}
