package dev.nqueens.solvers.band;

import dev.nqueens.api.Subcount;
import java.util.Arrays;

/**
 * Counts subproblems of one board on one thread, by joining half-board placements: what the band counters
 * share, from the band queens to the squares each half may take and their entry bits, and the rotations'
 * fixed points; each counter makes its half placements and joins them its own way ({@code halves} lists and
 * sorts them, {@code bitslice} makes them row set by row set from quarter boards). A join keeps its buffers from one band configuration
 * to the next, so each worker thread has its own (see {@link ThreadJoins}).
 *
 * <p><b>The join.</b> Given the band queens, a <em>west placement</em> puts one queen in each west column,
 * on rows the band leaves free, none attacking another or a band queen; an east placement likewise. A west
 * and an east placement complete the band to a solution exactly when
 * <ol>
 *   <li>their rows are complementary: each takes h of the 2h free rows, so they must not share one; and</li>
 *   <li>no diagonal holds a queen of each, which only a diagonal crossing the band can (see
 *       {@link BandLayout}).</li>
 * </ol>
 * So each placement becomes one {@code long}, its <em>entry</em>: its row set as a key over the free rows,
 * above the bits of its crossing diagonals (and a flag between them, see below). West entries carry the
 * complement of their row set, so that partners have equal keys. A counter groups both halves' placements by
 * key, and for each key present in both, counts the pairs whose diagonal bits are disjoint. This replaces the
 * backtracking through the second half of the board by a few dozen cheap pair tests per east placement.
 *
 * <p><b>The transpose.</b> The band-keeping symmetries (see {@link BandLayout}) leave out the other four,
 * which turn the band of middle columns into a band of middle rows. They are used here by weighing
 * solutions: let x be the smaller distance to the board's edge of the row of a queen in a central column
 * (with two central columns, the smaller of the two), and y the same for the column of a queen in a central
 * row. The four band-keeping symmetries keep x and y, and the transpose swaps them, so the solutions with
 * x &lt; y are as many as those with x &gt; y. The join counts a solution twice when x &lt; y, once when x = y, and
 * not at all when x &gt; y, which gives the same sum. x is fixed by the band; the queens in the central rows
 * belong to the halves, which leave out the squares closer to the edge than x and mark those at distance x
 * (an entry's <em>edge flag</em>, just above its diagonal bits). About half of the pairs, and a quarter of
 * the placements, drop out. On a board without a band the central columns belong to the halves, so x is not
 * known before the join: the join weighs by the transpose as {@link RowSetSymmetry} says instead, and this
 * class flags no placement.
 *
 * <p><b>Symmetric solutions.</b> A configuration that the half turn maps onto itself may carry solutions
 * that the half turn, or even the quarter turn, maps onto themselves. Such a solution's east placement is
 * the half-turned image of its west placement, so they are found by turning each west placement and testing
 * the pair; this runs for few configurations, and counts the fixed points of {@link Subcount}.
 */
public abstract class BandJoin {

    /** The board's layout. */
    protected final BandLayout layout;
    /** n. */
    protected final int boardSize;
    /** The first column of the east half. */
    protected final int eastStart;
    /** An entry's diagonal bits. */
    protected final long diagonalMask;
    /** Where an entry's key, its row set, starts. */
    protected final int keyShift;
    /** Whether each group of a subproblem is one band configuration, so that a join's progress is the group's. */
    protected final boolean groupIsConfiguration;

    private final int halfWidth;
    /** An entry's edge flag: its placement has a queen in a central row at the distance x from the edge. */
    private final long edgeFlag;
    /** The central rows, one bit each: one for odd n, two for even n. */
    private final int centralRows;

    /** For each row, its key bit over the rows the band leaves free, in place; 0 for the band's rows. */
    private final long[] rowKeys;
    /** For each half column, the rows its queen cannot take: band rows and rows band queens attack there. */
    private final int[] blocked;
    /** For each square {@code column * n + row} of the halves: its key bit above its crossing diagonals. */
    private final long[] squareEntries;

    /** Throws {@link java.util.concurrent.CancellationException} once the subproblem's count must stop. */
    private Runnable stopCheck;
    /** Told each time a group of the subproblem is done (see {@link BandLayout#grouped}), and how far within one. */
    private GroupListener groups;
    /** The share of the row sets of the subproblem being counted, where the layout deals shares. */
    private int part;
    /** The rows by position of the configuration being counted. */
    private int[] configuration = new int[0];
    /** The sums of the subproblem being counted. */
    private long solutions;
    private long fixedPoints;

    /** The half-turn and quarter-turn symmetric solutions of the configuration being searched for them. */
    private long halfTurnSymmetric;
    private long quarterTurnSymmetric;

    /**
     * @param layout the board's layout
     */
    protected BandJoin(BandLayout layout) {
        this.layout = layout;
        this.boardSize = layout.boardSize;
        this.halfWidth = layout.halfWidth;
        this.eastStart = layout.halfWidth + layout.bandWidth;
        this.diagonalMask = (1L << layout.diagonalBits) - 1;
        this.edgeFlag = 1L << layout.diagonalBits;
        this.keyShift = layout.diagonalBits + 1;
        this.centralRows = boardSize == 0 ? 0 : 1 << (boardSize - 1) / 2 | 1 << boardSize / 2;
        this.rowKeys = new long[boardSize];
        this.blocked = new int[boardSize];
        this.squareEntries = new long[boardSize * boardSize];
        this.groupIsConfiguration = layout.grouped == layout.bandWidth;
    }

    /** Hears how far a subproblem's count is. */
    public interface GroupListener {
        /** A group of the subproblem is done. */
        void groupDone();

        /**
         * The join of the group's one configuration is that far; called only when each group is one
         * configuration, with fractions that never decrease within a group, and only by a join that can tell.
         *
         * @param fraction from 0 to 1
         */
        default void partway(double fraction) {
        }
    }

    /**
     * Counts one subproblem: every configuration that completes the fixed band positions and is the least of
     * its images, weighed by its number of images; on a board without a band, its share of the row sets.
     *
     * @param bandRows the rows of the fixed band queens by position, in an array of length k
     * @param part the subproblem's share of the row sets (see {@link BandPrefix#part()}); 0 where the layout
     *     deals no shares
     * @param stopCheck called every few milliseconds of work; it throws
     *     {@link java.util.concurrent.CancellationException} to stop the count
     * @param groups told each time a group of the subproblem is done, as many times as
     *     {@link BandPrefix#groups()} says, and how far the join is within a group that is one configuration
     * @return the subproblem's share of the solutions and fixed points
     */
    public final Subcount count(int[] bandRows, int part, Runnable stopCheck, GroupListener groups) {
        this.part = part;
        this.stopCheck = stopCheck;
        this.groups = groups;
        solutions = 0;
        fixedPoints = 0;
        complete(bandRows.clone(), layout.fixed);
        return new Subcount(solutions, fixedPoints);
    }

    /**
     * Counts the pairs of a west and an east placement that complete the configuration at hand: after
     * {@link #blockedRows} and {@link #squareEntry} are set for it.
     *
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs
     */
    protected abstract long joinHalves(boolean weighed);

    /**
     * @param column a column of either half
     * @return the rows its queen cannot take in the configuration at hand: band rows, rows a band queen
     *     attacks there, and the central rows the transpose leaves out
     */
    protected final int blockedRows(int column) {
        return blocked[column];
    }

    /**
     * @param column a column of either half
     * @param row a row the band leaves free
     * @return the entry bits of a queen there in the configuration at hand: its key bit, its crossing
     *     diagonals and the edge flag
     */
    protected final long squareEntry(int column, int row) {
        return squareEntries[column * boardSize + row];
    }

    /**
     * @param row a row
     * @return its key bit's index among the 2h rows the band leaves free, from the lowest row up; -1 for a
     *     band row
     */
    protected final int keyIndex(int row) {
        return rowKeys[row] == 0 ? -1 : Long.numberOfTrailingZeros(rowKeys[row]) - keyShift;
    }

    /**
     * @return the share of the row sets that the subproblem being counted takes, where the layout deals them
     *     into {@linkplain BandLayout#rowSetParts shares} (see {@link BandPrefix#part()}); 0 elsewhere
     */
    protected final int rowSetPart() {
        return part;
    }

    /**
     * @param rows the rows by position of a configuration, in an array of length k
     * @return whether the configuration at hand is that one
     */
    protected final boolean isConfiguration(int[] rows) {
        return Arrays.equals(configuration, rows);
    }

    /** @return a copy of the rows by position of the configuration at hand */
    protected final int[] configuration() {
        return configuration.clone();
    }

    /** Throws {@link java.util.concurrent.CancellationException} if the count must stop. */
    protected final void checkStop() {
        stopCheck.run();
    }

    /**
     * Tells the subproblem's listener how far the join of a group's one configuration is; only when
     * {@link #groupIsConfiguration}.
     *
     * @param fraction from 0 to 1, never decreasing within a configuration
     */
    protected final void partway(double fraction) {
        groups.partway(fraction);
    }

    private void complete(int[] bandRows, int position) {
        if (position == layout.bandWidth) {
            countConfiguration(bandRows);
        } else {
            for (int row = 0; row < boardSize; row++) {
                if (!layout.attacked(bandRows, position, row)) {
                    bandRows[position] = row;
                    complete(bandRows, position + 1);
                }
            }
        }
        if (position == layout.grouped) {
            groups.groupDone();
        }
    }

    private void countConfiguration(int[] bandRows) {
        int images = layout.imagesIfLeast(bandRows, layout.bandWidth);
        if (images == 0) {
            return;
        }
        stopCheck.run();
        configuration = bandRows;
        prepare(bandRows);
        // every share of a configuration's row sets (on a board without a band, of its one configuration)
        // counts the configuration: the first counts its fixed points
        if (layout.halfTurnSymmetric(bandRows) && part == 0) {
            fixedPoints += images * rotationFixedPoints(bandRows);
        }
        int weight = restrictToTransposeHalf(bandRows);
        if (weight == 0 || !everyFreeRowHasAnOpenSquare(bandRows)) {
            return;
        }
        long weighed = joinHalves(weight == 2);
        solutions += images * weighed;
        if (boardSize <= 1) {
            // only the boards of size 0 and 1 are fixed by the four reflections as well; their one solution
            // has weight 1, so that the weighed count is the count
            fixedPoints += images * 4 * weighed;
        }
    }

    /**
     * Applies the transpose (see the class comment): computes x from the band, leaves out of the halves the
     * squares of central rows closer to the edge than x, and flags those at distance x.
     *
     * @return 0 if a band queen in a central row is closer to the edge than x (no solution counts), 1 if
     *     one is at distance x (every solution counts once), 2 otherwise (the halves' flags decide)
     */
    private int restrictToTransposeHalf(int[] bandRows) {
        if (layout.bandWidth == 0) {
            return 1;
        }
        // positions 0 and 1 hold the central columns (just position 0 when n is odd)
        int x = edgeDistance(bandRows[0]);
        if (boardSize % 2 == 0) {
            x = Math.min(x, edgeDistance(bandRows[1]));
        }
        int weight = 2;
        for (int position = 0; position < layout.bandWidth; position++) {
            if ((centralRows & 1 << bandRows[position]) != 0) {
                int y = edgeDistance(layout.bandColumn(position));
                if (y < x) {
                    return 0;
                }
                if (y == x) {
                    weight = 1;
                }
            }
        }
        for (int column = 0; column < boardSize; column++) {
            if (column >= halfWidth && column < eastStart) {
                continue;
            }
            int y = edgeDistance(column);
            if (y < x) {
                blocked[column] |= centralRows;
            } else if (y == x) {
                for (int rows = centralRows; rows != 0; rows &= rows - 1) {
                    squareEntries[column * boardSize + Integer.numberOfTrailingZeros(rows)] |= edgeFlag;
                }
            }
        }
        return weight;
    }

    /**
     * A row that no half can take leaves nothing to count; the transpose often closes a central row so.
     * Checking it here saves listing both halves for nothing.
     */
    private boolean everyFreeRowHasAnOpenSquare(int[] bandRows) {
        int open = 0;
        for (int column = 0; column < boardSize; column++) {
            if (column < halfWidth || column >= eastStart) {
                open |= ~blocked[column];
            }
        }
        for (int row : bandRows) {
            open |= 1 << row;
        }
        return (open & layout.allRows) == layout.allRows;
    }

    private int edgeDistance(int line) {
        return Math.min(line, boardSize - 1 - line);
    }

    /** Fills {@link #blocked} and {@link #squareEntries} for a configuration. */
    private void prepare(int[] bandRows) {
        int bandRowSet = 0;
        for (int row : bandRows) {
            bandRowSet |= 1 << row;
        }
        int nextKey = 0;
        for (int row = 0; row < boardSize; row++) {
            rowKeys[row] = (bandRowSet & 1 << row) == 0 ? 1L << (keyShift + nextKey++) : 0;
        }
        for (int column = 0; column < boardSize; column++) {
            if (column >= halfWidth && column < eastStart) {
                continue;
            }
            int rows = bandRowSet;
            for (int position = 0; position < layout.bandWidth; position++) {
                int distance = Math.abs(layout.bandColumn(position) - column);
                int bandRow = bandRows[position];
                if (bandRow - distance >= 0) {
                    rows |= 1 << (bandRow - distance);
                }
                if (bandRow + distance < boardSize) {
                    rows |= 1 << (bandRow + distance);
                }
            }
            blocked[column] = rows;
            for (int row = 0; row < boardSize; row++) {
                squareEntries[column * boardSize + row] = rowKeys[row] | layout.crossingDiagonals(row, column);
            }
        }
    }

    /**
     * Counts the pairs of a west and an east list of one key whose diagonals are disjoint, by testing each
     * pair. Each list is a range of an array whose entries without the edge flag come first.
     *
     * @param west the array that holds the west list
     * @param westStart the west list's first entry
     * @param westFlagged the west list's first entry with the edge flag ({@code westEnd} if none has it)
     * @param westEnd the index after the west list's last entry
     * @param east the array that holds the east list
     * @param eastStart the east list's first entry
     * @param eastFlagged the east list's first entry with the edge flag ({@code eastEnd} if none has it)
     * @param eastEnd the index after the east list's last entry
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs
     */
    protected final long testedPairs(long[] west, int westStart, int westFlagged, int westEnd, long[] east,
            int eastStart, int eastFlagged, int eastEnd, boolean weighed) {
        long pairs = 0;
        for (int i = eastStart; i < eastEnd; i++) {
            long diagonals = east[i] & diagonalMask;
            long plain = disjointPartners(diagonals, west, westStart, westFlagged);
            long flagged = disjointPartners(diagonals, west, westFlagged, westEnd);
            pairs += (weighed && i < eastFlagged ? 2 * plain : plain) + flagged;
        }
        return pairs;
    }

    /**
     * @return how many of {@code entries[from..to)} share no bit with {@code diagonals}; their keys are
     *     masked out by {@code diagonals}, which has none
     */
    private static long disjointPartners(long diagonals, long[] entries, int from, int to) {
        long count = 0;
        for (int i = from; i < to; i++) {
            // entries stay below bit 63, so the difference is negative exactly when the AND is 0
            count += ((diagonals & entries[i]) - 1) >>> 63;
        }
        return count;
    }

    /**
     * Counts the fixed points of the rotations among the solutions of a configuration that the half turn
     * maps onto itself: each solution the half turn fixes counts once, each the quarter turn fixes counts
     * three times in all (for the quarter turn, the half turn and the three-quarter turn).
     *
     * <p>Such a solution is its west half and that half's image, so the search places each west queen
     * together with its half-turned image in the east, on whole-board rows and diagonals: a pair prunes
     * twice as fast as a queen, and no east placement is made to be tested (searching the west placements
     * alone and testing each one's image was measurably slower: {@code docs/performance.md}).
     */
    private long rotationFixedPoints(int[] bandRows) {
        halfTurnSymmetric = 0;
        quarterTurnSymmetric = 0;
        int rows = 0;
        long differences = 0;
        long sums = 0;
        for (int position = 0; position < layout.bandWidth; position++) {
            int row = bandRows[position];
            int column = layout.bandColumn(position);
            rows |= 1 << row;
            differences |= 1L << differenceDiagonal(row, column);
            sums |= 1L << row + column;
        }
        searchSymmetric(halfWidth - 1, rows, differences, sums, new int[halfWidth], bandRows);
        return halfTurnSymmetric + 2 * quarterTurnSymmetric;
    }

    /** @return the index of the diagonal of (row, column) along which row - column is constant, from 0 */
    private int differenceDiagonal(int row, int column) {
        return row - column + boardSize - 1;
    }

    /**
     * Places the west queens from {@code column} down, each with its image: the half turn takes (r, c) to
     * (n-1-r, n-1-c), so the taken rows and both diagonal sets stay symmetric, and a square whose queen is
     * free of them has a free image too. The queen and its image share a row only on the middle row of an
     * odd board, which the band's central queen holds, and a diagonal only when r = c or r + c = n - 1.
     */
    private void searchSymmetric(int column, int rows, long differences, long sums, int[] westRows,
            int[] bandRows) {
        if (column < 0) {
            countQuarterTurn(westRows, bandRows);
            return;
        }
        int last = boardSize - 1;
        int attacked = rows | (int) (differences >>> last - column) | (int) (sums >>> column)
                | 1 << column | 1 << last - column;
        int free = ~attacked & layout.allRows;
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            int row = Integer.numberOfTrailingZeros(bit);
            westRows[column] = row;
            int difference = differenceDiagonal(row, column);
            int sum = row + column;
            searchSymmetric(column - 1, rows | bit | 1 << last - row,
                    differences | 1L << difference | 1L << 2 * last - difference,
                    sums | 1L << sum | 1L << 2 * last - sum, westRows, bandRows);
        }
    }

    /** Counts a half-turn symmetric solution, given by its west rows, and tests it for the quarter turn. */
    private void countQuarterTurn(int[] westRows, int[] bandRows) {
        int last = boardSize - 1;
        halfTurnSymmetric++;
        int[] columnOfRow = new int[boardSize];
        for (int position = 0; position < layout.bandWidth; position++) {
            columnOfRow[bandRows[position]] = layout.bandColumn(position);
        }
        for (int column = 0; column < halfWidth; column++) {
            columnOfRow[westRows[column]] = column;
            columnOfRow[last - westRows[column]] = last - column;
        }
        // the quarter turn takes (r, c) to (c, n-1-r)
        for (int row = 0; row < boardSize; row++) {
            if (columnOfRow[columnOfRow[row]] != last - row) {
                return;
            }
        }
        quarterTurnSymmetric++;
    }
}
