package dev.nqueens.solvers.band;

import dev.nqueens.api.Subcount;
import java.util.Arrays;

/**
 * Counts the subproblems of one board on one thread, by joining half placements (the package description
 * explains the join): it goes through the band configurations a subproblem holds, takes those that are the
 * least of their images, and for each one prepares what its subclass needs to make the two halves'
 * placements: the rows each half column leaves open and each square's entry bits ({@link #blockedRows},
 * {@link #squareEntry}). It applies the transpose (it computes x from the band, leaves out of the halves the
 * squares of central rows closer to the edge than x, and flags those at distance x), weighs each
 * configuration by its images and adds the rotations' fixed points ({@link RotationFixedPoints}). Each counter
 * makes and pairs the placements its own way in {@link #joinHalves}.
 *
 * <p>An entry is a {@code long}: its row set as a key over the 2h free rows from bit {@link #keyShift} up,
 * the edge flag just below, and the crossing diagonals in the {@link BandLayout#diagonalBits} bits below
 * that. On a board without a band the central columns belong to the halves, so x is not known before the
 * join: the join weighs by the transpose as {@link RowSetSymmetry} says instead, and this class flags no
 * placement.
 *
 * <p>A join keeps its buffers from one band configuration to the next, so each worker thread has its own
 * (see {@link ThreadJoins}).
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
    /** Counts the fixed points of a configuration that the half turn maps onto itself. */
    private final RotationFixedPoints rotationFixedPoints;

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
        this.rotationFixedPoints = new RotationFixedPoints(layout);
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
     *     {@link BandPrefix#countGroups} says, and how far the join is within a group that is one configuration
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

    /**
     * @return whether the configuration at hand is the centre configuration of a band of one column, whose row
     *     sets the join may count as {@link BandLayout#centreSymmetry()} says
     */
    protected final boolean isCentreConfiguration() {
        return layout.isCentreConfiguration(configuration);
    }

    /** @return whether the half turn maps the configuration at hand onto itself */
    protected final boolean halfTurnKeepsConfiguration() {
        return layout.halfTurnSymmetric(configuration);
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
            fixedPoints += images * rotationFixedPoints.count(bandRows);
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
     * Applies the transpose (see the package description): computes x from the band, leaves out of the halves the
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
}
