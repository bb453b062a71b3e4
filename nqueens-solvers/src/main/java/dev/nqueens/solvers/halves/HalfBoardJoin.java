package dev.nqueens.solvers.halves;

import dev.nqueens.solvers.band.BandJoin;
import java.util.Arrays;

/**
 * The halves counter's join of the half placements (see {@link BandJoin}): both lists of a configuration
 * are sorted by key and edge flag, and each pair of entries of equal keys is tested.
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

    /**
     * @param layout the board's layout
     */
    HalfBoardJoin(Layout layout) {
        super(layout);
        this.westEnds = new int[2 * layout.rowSets];
        this.eastEnds = new int[2 * layout.rowSets];
    }

    @Override
    protected long joinHalves(boolean weighed) {
        collected = westListed;
        collectedLength = 0;
        listWest();
        westListed = collected;
        west = sortByKey(westListed, collectedLength, west, westEnds);
        collected = eastListed;
        collectedLength = 0;
        listEast();
        eastListed = collected;
        east = sortByKey(eastListed, collectedLength, east, eastEnds);
        return join(weighed);
    }

    /** Adds an entry to the half being listed. */
    @Override
    protected void add(long entry) {
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
    @Override
    protected int bucket(long entry) {
        return 2 * layout.rowSetIndex((int) (entry >>> keyShift)) + (int) (entry >>> layout.diagonalBits & 1);
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
                for (int i = eastStart; i < eastEnd; i++) {
                    long diagonals = east[i] & diagonalMask;
                    long plain = disjointPartners(diagonals, west, westStart, westFlagged);
                    long flagged = disjointPartners(diagonals, west, westFlagged, westEnd);
                    pairs += (weighed && i < eastFlagged ? 2 * plain : plain) + flagged;
                }
            }
            westStart = westEnd;
            eastStart = eastEnd;
        }
        return pairs;
    }
}
