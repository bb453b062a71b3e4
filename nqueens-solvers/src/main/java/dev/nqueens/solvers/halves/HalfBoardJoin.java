package dev.nqueens.solvers.halves;

import dev.nqueens.api.Subcount;
import java.util.Arrays;

/**
 * Counts subproblems of one board on one thread, by joining half-board placements; it keeps its buffers
 * from one band configuration to the next, so each worker thread has its own.
 *
 * <p><b>The join.</b> Given the band queens, a <em>west placement</em> puts one queen in each west column,
 * on rows the band leaves free, none attacking another or a band queen; an east placement likewise. A west
 * and an east placement complete the band to a solution exactly when
 * <ol>
 *   <li>their rows are complementary: each takes h of the 2h free rows, so they must not share one; and</li>
 *   <li>no diagonal holds a queen of each, which only a diagonal crossing the band can (see
 *       {@link Layout}).</li>
 * </ol>
 * So each placement becomes one {@code long}, its <em>entry</em>: its row set as a key over the free rows,
 * above the bits of its crossing diagonals. West entries carry the complement of their row set, so that
 * partners have equal keys. Both lists are sorted by key, and for each key present in both, the pairs whose
 * diagonal bits are disjoint are counted. This replaces the backtracking through the second half of the
 * board by a few hundred cheap pair tests per east placement.
 *
 * <p><b>Symmetric solutions.</b> A configuration that the half turn maps onto itself may carry solutions
 * that the half turn, or even the quarter turn, maps onto themselves. Such a solution's east placement is
 * the half-turned image of its west placement, so they are found by turning each west placement and testing
 * the pair; this runs for few configurations, and counts the fixed points of {@link Subcount}.
 */
final class HalfBoardJoin {

    /** Radix sort digits: 8 bits keep the counting table in the first-level cache. */
    private static final int RADIX_BITS = 8;

    private final Layout layout;
    /** Throws {@link java.util.concurrent.CancellationException} once the count must stop. */
    private final Runnable stopCheck;
    private final int boardSize;
    private final int halfWidth;
    private final int eastStart;
    private final long diagonalMask;
    /** All 2h key bits, shifted into place: XOR with it complements a row set. */
    private final long allKeys;

    /** For each half column, the rows its queen cannot take: band rows and rows band queens attack there. */
    private final int[] blocked;
    /** For each square {@code column * n + row} of the halves: its key bit above its crossing diagonals. */
    private final long[] squareEntries;
    private final int[] radixCounts = new int[1 << RADIX_BITS];

    private long[] west = new long[1 << 12];
    private long[] east = new long[1 << 12];
    private long[] sortBuffer = new long[1 << 12];
    private int westLength;
    private int eastLength;

    /** The sums of the subproblem being counted. */
    private long solutions;
    private long fixedPoints;

    /** The half-turn and quarter-turn symmetric solutions of the configuration being searched for them. */
    private long halfTurnSymmetric;
    private long quarterTurnSymmetric;

    /**
     * @param layout the board's layout
     * @param stopCheck called every few milliseconds of work; it throws
     *     {@link java.util.concurrent.CancellationException} to stop the count
     */
    HalfBoardJoin(Layout layout, Runnable stopCheck) {
        this.layout = layout;
        this.stopCheck = stopCheck;
        this.boardSize = layout.boardSize;
        this.halfWidth = layout.halfWidth;
        this.eastStart = layout.halfWidth + layout.bandWidth;
        this.diagonalMask = (1L << layout.diagonalBits) - 1;
        this.allKeys = ((1L << layout.rowSetBits) - 1) << layout.diagonalBits;
        this.blocked = new int[boardSize];
        this.squareEntries = new long[boardSize * boardSize];
    }

    /**
     * Counts one subproblem: every configuration that completes the fixed band positions and is the least of
     * its images, weighed by its number of images.
     *
     * @param bandRows the rows of the fixed band queens by position, in an array of length k
     * @return the subproblem's share of the solutions and fixed points
     */
    Subcount count(int[] bandRows) {
        solutions = 0;
        fixedPoints = 0;
        complete(bandRows.clone(), layout.fixed);
        return new Subcount(solutions, fixedPoints);
    }

    private void complete(int[] bandRows, int position) {
        if (position == layout.bandWidth) {
            countConfiguration(bandRows);
            return;
        }
        for (int row = 0; row < boardSize; row++) {
            if (!layout.attacked(bandRows, position, row)) {
                bandRows[position] = row;
                complete(bandRows, position + 1);
            }
        }
    }

    private void countConfiguration(int[] bandRows) {
        int images = layout.imagesIfLeast(bandRows, layout.bandWidth);
        if (images == 0) {
            return;
        }
        stopCheck.run();
        prepare(bandRows);
        westLength = 0;
        eastLength = 0;
        if (halfWidth == 0) {
            // the band is the whole board: one empty placement on each side
            west[westLength++] = 0;
            east[eastLength++] = 0;
        } else {
            collectWest(halfWidth - 1, 0, 0, 0, 0);
            collectEast(eastStart, 0, 0, 0, 0);
        }
        for (int i = 0; i < westLength; i++) {
            west[i] ^= allKeys;
        }
        sortByKey(west, westLength);
        sortByKey(east, eastLength);
        long joined = join();
        solutions += images * joined;
        if (layout.halfTurnSymmetric(bandRows)) {
            fixedPoints += images * rotationFixedPoints(bandRows);
        }
        if (boardSize <= 1) {
            // only the boards of size 0 and 1 are fixed by the four reflections as well
            fixedPoints += images * 4 * joined;
        }
    }

    /** Fills {@link #blocked} and {@link #squareEntries} for a configuration. */
    private void prepare(int[] bandRows) {
        int bandRowSet = 0;
        for (int row : bandRows) {
            bandRowSet |= 1 << row;
        }
        long[] keyBits = new long[boardSize];
        int nextKey = 0;
        for (int row = 0; row < boardSize; row++) {
            if ((bandRowSet & 1 << row) == 0) {
                keyBits[row] = 1L << (layout.diagonalBits + nextKey++);
            }
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
                squareEntries[column * boardSize + row] = keyBits[row] | layout.crossingDiagonals(row, column);
            }
        }
    }

    /**
     * Lists the west placements, from the column next to the band outwards: the band queens constrain those
     * columns most, so dead ends show early. {@code up} and {@code down} hold the rows that the queens placed
     * so far attack diagonally in this column.
     */
    private void collectWest(int column, int used, int up, int down, long entry) {
        int free = ~(used | up | down | blocked[column]) & layout.allRows;
        int base = column * boardSize;
        if (column == 0) {
            if (westLength + boardSize > west.length) {
                west = Arrays.copyOf(west, west.length * 2);
            }
            while (free != 0) {
                int bit = free & -free;
                free ^= bit;
                west[westLength++] = entry | squareEntries[base + Integer.numberOfTrailingZeros(bit)];
            }
            return;
        }
        if (column == halfWidth - 1) {
            stopCheck.run();
        }
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            collectWest(column - 1, used | bit, (up | bit) << 1, (down | bit) >>> 1,
                    entry | squareEntries[base + Integer.numberOfTrailingZeros(bit)]);
        }
    }

    /** Lists the east placements, from the column next to the band outwards; see {@link #collectWest}. */
    private void collectEast(int column, int used, int up, int down, long entry) {
        int free = ~(used | up | down | blocked[column]) & layout.allRows;
        int base = column * boardSize;
        if (column == boardSize - 1) {
            if (eastLength + boardSize > east.length) {
                east = Arrays.copyOf(east, east.length * 2);
            }
            while (free != 0) {
                int bit = free & -free;
                free ^= bit;
                east[eastLength++] = entry | squareEntries[base + Integer.numberOfTrailingZeros(bit)];
            }
            return;
        }
        if (column == eastStart) {
            stopCheck.run();
        }
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            collectEast(column + 1, used | bit, (up | bit) << 1, (down | bit) >>> 1,
                    entry | squareEntries[base + Integer.numberOfTrailingZeros(bit)]);
        }
    }

    /** Sorts entries by their key, the bits above the diagonal bits: a least-significant-digit radix sort. */
    private void sortByKey(long[] entries, int length) {
        if (sortBuffer.length < entries.length) {
            sortBuffer = new long[entries.length];
        }
        long[] from = entries;
        long[] to = sortBuffer;
        int[] counts = radixCounts;
        int mask = (1 << RADIX_BITS) - 1;
        for (int shift = layout.diagonalBits; shift < layout.diagonalBits + layout.rowSetBits; shift += RADIX_BITS) {
            Arrays.fill(counts, 0);
            for (int i = 0; i < length; i++) {
                counts[(int) (from[i] >>> shift) & mask]++;
            }
            int sum = 0;
            for (int digit = 0; digit <= mask; digit++) {
                int count = counts[digit];
                counts[digit] = sum;
                sum += count;
            }
            for (int i = 0; i < length; i++) {
                long entry = from[i];
                to[counts[(int) (entry >>> shift) & mask]++] = entry;
            }
            long[] swap = from;
            from = to;
            to = swap;
        }
        if (from != entries) {
            System.arraycopy(from, 0, entries, 0, length);
        }
    }

    /** @return the number of (west, east) pairs with equal keys and disjoint diagonals */
    private long join() {
        long[] west = this.west;
        long[] east = this.east;
        int shift = layout.diagonalBits;
        long pairs = 0;
        int w = 0;
        int e = 0;
        while (w < westLength && e < eastLength) {
            long key = west[w] >>> shift;
            long eastKey = east[e] >>> shift;
            if (key != eastKey) {
                if (key < eastKey) {
                    w++;
                } else {
                    e++;
                }
                continue;
            }
            int westEnd = w + 1;
            while (westEnd < westLength && west[westEnd] >>> shift == key) {
                westEnd++;
            }
            int eastEnd = e + 1;
            while (eastEnd < eastLength && east[eastEnd] >>> shift == key) {
                eastEnd++;
            }
            for (int i = e; i < eastEnd; i++) {
                pairs += disjointPartners(east[i] & diagonalMask, west, w, westEnd);
            }
            w = westEnd;
            e = eastEnd;
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
     */
    private long rotationFixedPoints(int[] bandRows) {
        halfTurnSymmetric = 0;
        quarterTurnSymmetric = 0;
        searchSymmetric(halfWidth - 1, 0, 0, 0, 0, new int[halfWidth], bandRows);
        return halfTurnSymmetric + 2 * quarterTurnSymmetric;
    }

    private void searchSymmetric(int column, int used, int up, int down, long entry, int[] westRows,
            int[] bandRows) {
        if (column < 0) {
            testHalfTurnImage(entry, westRows, bandRows);
            return;
        }
        int free = ~(used | up | down | blocked[column]) & layout.allRows;
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            int row = Integer.numberOfTrailingZeros(bit);
            westRows[column] = row;
            searchSymmetric(column - 1, used | bit, (up | bit) << 1, (down | bit) >>> 1,
                    entry | squareEntries[column * boardSize + row], westRows, bandRows);
        }
    }

    /** Tests whether a west placement and its half-turned image, as the east placement, make a solution. */
    private void testHalfTurnImage(long westEntry, int[] westRows, int[] bandRows) {
        int last = boardSize - 1;
        long eastEntry = 0;
        for (int column = 0; column < halfWidth; column++) {
            eastEntry |= squareEntries[(last - column) * boardSize + last - westRows[column]];
        }
        if ((eastEntry ^ westEntry) >>> layout.diagonalBits != allKeys >>> layout.diagonalBits
                || (eastEntry & westEntry & diagonalMask) != 0) {
            return;
        }
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
