package dev.nqueens.solvers.halves;

import dev.nqueens.solvers.band.BandJoin;
import dev.nqueens.solvers.band.EntryList;
import java.util.Arrays;

/**
 * The halves counter's join of the half placements (see {@link BandJoin}): every placement of each half is
 * listed as an entry, both lists are sorted by key and edge flag, and each pair of entries of equal keys is
 * tested.
 */
final class HalfBoardJoin extends BandJoin {

    /**
     * After sorting, the end of each bucket of the west and east entries: bucket {@code 2 * index + flag}
     * holds the entries with that edge flag whose key is the row set of that dense index.
     */
    private final int[] westEnds;
    private final int[] eastEnds;

    /**
     * The west and east entries of a configuration as listed, and sorted. Each buffer only grows, so that a
     * thread's join allocates nothing once it has met its largest configuration.
     */
    private long[] westListed = new long[1 << 12];
    private long[] eastListed = new long[1 << 12];
    private long[] west = new long[1 << 12];
    private long[] east = new long[1 << 12];

    /** The half being listed, and how many entries it has so far. */
    private long[] collected;
    private int collectedLength;
    /** The half being listed: its columns from first to last by step. */
    private int firstColumn;
    private int step;
    private int lastColumn;
    /** All 2h key bits, shifted into place: XOR with it complements a row set. */
    private final long allKeys;

    /**
     * @param layout the board's layout
     */
    HalfBoardJoin(HalvesLayout layout) {
        super(layout);
        this.allKeys = ((1L << layout.rowSetBits) - 1) << keyShift;
        this.westEnds = new int[2 * layout.rowSets];
        this.eastEnds = new int[2 * layout.rowSets];
    }

    @Override
    protected long joinHalves(boolean weighed) {
        collected = westListed;
        collectedLength = 0;
        listHalf(allKeys, layout.halfWidth - 1, -1, 0);
        westListed = collected;
        west = sortByKey(westListed, collectedLength, west, westEnds);
        collected = eastListed;
        collectedLength = 0;
        listHalf(0, eastStart, 1, boardSize - 1);
        eastListed = collected;
        east = sortByKey(eastListed, collectedLength, east, eastEnds);
        return join(weighed);
    }

    /**
     * Lists the placements of the half from {@code first} to {@code last}, each entry XORed with
     * {@code flip}: the west entries come with their keys complemented, so that partners have equal keys.
     * A half of no columns has one placement, the empty one.
     */
    private void listHalf(long flip, int first, int direction, int last) {
        if (layout.halfWidth == 0) {
            add(flip);
            return;
        }
        firstColumn = first;
        step = direction;
        lastColumn = last;
        collect(first, 0, 0, 0, flip);
    }

    /**
     * Lists the placements of one half, from the column next to the band outwards: the band queens constrain
     * those columns most, so dead ends show early. {@code up} and {@code down} hold the rows that the queens
     * placed so far attack diagonally in this column.
     */
    private void collect(int column, int used, int up, int down, long entry) {
        int free = ~(used | up | down | blockedRows(column)) & layout.allRows;
        if (column == lastColumn) {
            while (free != 0) {
                int bit = free & -free;
                free ^= bit;
                add(entry ^ squareEntry(column, Integer.numberOfTrailingZeros(bit)));
            }
            return;
        }
        int next = column + step;
        if (next == lastColumn) {
            // the column before the last: list the last column's squares here, which saves a call per square
            int nextBlocked = blockedRows(next);
            while (free != 0) {
                int bit = free & -free;
                free ^= bit;
                long partial = entry ^ squareEntry(column, Integer.numberOfTrailingZeros(bit));
                int last = ~(used | bit | (up | bit) << 1 | (down | bit) >>> 1 | nextBlocked) & layout.allRows;
                while (last != 0) {
                    int lastBit = last & -last;
                    last ^= lastBit;
                    add(partial ^ squareEntry(next, Integer.numberOfTrailingZeros(lastBit)));
                }
            }
            return;
        }
        if (column == firstColumn) {
            checkStop();
        }
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            collect(next, used | bit, (up | bit) << 1, (down | bit) >>> 1,
                    entry ^ squareEntry(column, Integer.numberOfTrailingZeros(bit)));
        }
    }

    /** Adds an entry to the half being listed. */
    private void add(long entry) {
        if (collectedLength == collected.length) {
            collected = Arrays.copyOf(collected, 2 * collectedLength);
        }
        collected[collectedLength++] = entry;
    }

    /**
     * The buckets go by the key's dense index: only one in five of the 2h-bit numbers has h bits, as row
     * sets do.
     *
     * @return the bucket of an entry: the dense index of its key, then its edge flag
     */
    private int bucket(long entry) {
        return 2 * layout.rowSetIndex((int) (entry >>> keyShift)) + (int) (entry >>> layout.diagonalBits & 1);
    }

    /**
     * Sorts entries by their {@link #bucket}, in one pass of a counting sort, and records where each bucket
     * ends.
     *
     * @param entries the entries, from index 0
     * @param length how many
     * @param sorted an array to sort into, or to replace with a larger one
     * @param ends set to the end of each bucket in the sorted array; its length is the number of buckets
     * @return the sorted entries
     */
    private long[] sortByKey(long[] entries, int length, long[] sorted, int[] ends) {
        if (sorted.length < length) {
            sorted = new long[Math.max(length, 2 * sorted.length)];
        }
        Arrays.fill(ends, 0);
        for (int i = 0; i < length; i++) {
            ends[bucket(entries[i])]++;
        }
        int start = 0;
        for (int bucket = 0; bucket < ends.length; bucket++) {
            int count = ends[bucket];
            ends[bucket] = start;
            start += count;
        }
        for (int i = 0; i < length; i++) {
            long entry = entries[i];
            sorted[ends[bucket(entry)]++] = entry;
        }
        return sorted;
    }

    /**
     * Counts the (west, east) pairs with equal keys and disjoint diagonals.
     *
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs
     */
    private long join(boolean weighed) {
        long[] west = this.west;
        long[] east = this.east;
        long pairs = 0;
        int westStart = 0;
        int eastStart = 0;
        for (int bucket = 0; bucket < westEnds.length; bucket += 2) {
            // bucket holds the entries without the edge flag, bucket + 1 those with it
            int westFlagged = westEnds[bucket];
            int westEnd = westEnds[bucket + 1];
            int eastFlagged = eastEnds[bucket];
            int eastEnd = eastEnds[bucket + 1];
            if (westStart < westEnd && eastStart < eastEnd) {
                pairs += EntryList.testEachPair(new EntryList(west, westStart, westFlagged, westEnd),
                        new EntryList(east, eastStart, eastFlagged, eastEnd), diagonalMask, weighed);
            }
            westStart = westEnd;
            eastStart = eastEnd;
        }
        return pairs;
    }
}
