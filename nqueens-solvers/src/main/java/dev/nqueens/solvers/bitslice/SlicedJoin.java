package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandJoin;
import java.util.Arrays;

/**
 * The bitslice counter's join of the half placements (see {@link BandJoin}): a configuration's entries go
 * into parts by some of their key bits, so that partners share a part; each part is sorted into buckets by
 * key and edge flag, and the buckets are joined, the small ones by testing each pair, the large ones with
 * the {@link SliceMatcher}.
 */
final class SlicedJoin extends BandJoin {

    /**
     * The join polls the cancellation every this many buckets (a power of 2): at most a few million pairs,
     * a millisecond or so.
     */
    private static final int POLL_BUCKETS = 256;

    /**
     * After sorting a part, the end of each bucket of its west and east entries: bucket {@code 2 * key + flag}
     * holds the entries with that edge flag whose key, with the part bits taken out, is {@code key}.
     */
    private final int[] westEnds;
    private final int[] eastEnds;

    /** The part bits of a key (see {@link Layout#partBits}): where they start in an entry, and how many. */
    private final int partShift;
    /** Whether the entries are in one part, and the buckets go by {@link Layout#rowSetIndex}. */
    private final boolean denseBuckets;
    private final int partMask;
    /** The key bits below the part bits, and the shift that brings those above them down next to them. */
    private final long lowKeyMask;
    private final int highKeyShift;

    /**
     * The entries listed for a configuration, by part: a west entry, its key already complemented, goes to
     * the part of its key's part bits, and so does an east entry, so that partners share a part.
     */
    private final long[][] westParts;
    private final long[][] eastParts;
    private final int[] westPartLengths;
    private final int[] eastPartLengths;
    /** Where the half being listed goes. */
    private long[][] parts;
    private int[] partLengths;

    private final SliceMatcher matcher;

    /** A part's entries sorted into buckets, for the join. */
    private long[] west = new long[1 << 12];
    private long[] east = new long[1 << 12];

    /**
     * @param layout the board's layout
     */
    SlicedJoin(Layout layout) {
        this(layout, SliceMatcher.MIN_PAIRS);
    }

    /**
     * A join that leaves to the matcher the buckets of at least {@code minMatchedPairs} pairs, for tests: 1
     * matches every bucket, {@link Integer#MAX_VALUE} none.
     */
    SlicedJoin(Layout layout, int minMatchedPairs) {
        super(layout);
        int partBits = layout.partBits;
        int lowBits = (layout.rowSetBits - partBits) / 2;
        this.partShift = keyShift + lowBits;
        this.partMask = (1 << partBits) - 1;
        this.lowKeyMask = (1L << lowBits) - 1;
        this.highKeyShift = partBits;
        // one part: the buckets go by the dense index of the row set, as only one in five keys is a row set
        this.denseBuckets = partBits == 0;
        int buckets = denseBuckets ? 2 * layout.rowSets : 2 << (layout.rowSetBits - partBits);
        this.westEnds = new int[buckets];
        this.eastEnds = new int[buckets];
        this.westParts = new long[1 << partBits][16];
        this.eastParts = new long[1 << partBits][16];
        this.westPartLengths = new int[1 << partBits];
        this.eastPartLengths = new int[1 << partBits];
        this.matcher = new SliceMatcher(layout.diagonalBits, minMatchedPairs);
    }

    @Override
    protected long joinHalves(boolean weighed) {
        Arrays.fill(westPartLengths, 0);
        Arrays.fill(eastPartLengths, 0);
        parts = westParts;
        partLengths = westPartLengths;
        listWest();
        parts = eastParts;
        partLengths = eastPartLengths;
        listEast();
        long pairs = 0;
        for (int part = 0; part <= partMask; part++) {
            if (westPartLengths[part] > 0 && eastPartLengths[part] > 0) {
                west = sortByKey(westParts[part], westPartLengths[part], west, westEnds);
                east = sortByKey(eastParts[part], eastPartLengths[part], east, eastEnds);
                pairs += join(weighed, part);
            }
        }
        return pairs;
    }

    /** Adds an entry to its part of the half being listed. */
    @Override
    protected void add(long entry) {
        int part = (int) (entry >>> partShift) & partMask;
        long[] list = parts[part];
        int length = partLengths[part];
        if (length == list.length) {
            list = Arrays.copyOf(list, 2 * length);
            parts[part] = list;
        }
        list[length] = entry;
        partLengths[part] = length + 1;
    }

    /**
     * Within a part, the part bits of the key are the same, so the buckets go by the other key bits: a few
     * thousand buckets, which with the part's entries stay in the caches.
     *
     * @return the bucket of an entry within its part: its key without the part bits, then its edge flag
     */
    @Override
    protected int bucket(long entry) {
        if (denseBuckets) {
            return 2 * layout.rowSetIndex((int) (entry >>> keyShift)) + (int) (entry >>> layout.diagonalBits & 1);
        }
        long key = entry >>> keyShift;
        long rest = key & lowKeyMask | (key >>> highKeyShift) & ~lowKeyMask;
        return (int) (rest << 1 | entry >>> layout.diagonalBits & 1);
    }

    /**
     * Counts the (west, east) pairs with equal keys and disjoint diagonals, bucket by bucket: small buckets
     * by testing each pair, large ones with the {@link SliceMatcher}.
     *
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs
     */
    private long join(boolean weighed, int part) {
        long[] west = this.west;
        long[] east = this.east;
        long pairs = 0;
        int westStart = 0;
        int eastStart = 0;
        for (int bucket = 0; bucket < westEnds.length; bucket += 2) {
            if ((bucket & POLL_BUCKETS - 1) == 0) {
                checkStop();
                if (groupIsConfiguration) {
                    partway((part + (double) bucket / westEnds.length) / (partMask + 1));
                }
            }
            // bucket holds the entries without the edge flag, bucket + 1 those with it
            int westFlagged = westEnds[bucket];
            int westEnd = westEnds[bucket + 1];
            int eastFlagged = eastEnds[bucket];
            int eastEnd = eastEnds[bucket + 1];
            int westSize = westEnd - westStart;
            int eastSize = eastEnd - eastStart;
            if (westSize > 0 && eastSize > 0) {
                if (!matcher.pays(westSize, eastSize)) {
                    for (int i = eastStart; i < eastEnd; i++) {
                        long diagonals = east[i] & diagonalMask;
                        long plain = disjointPartners(diagonals, west, westStart, westFlagged);
                        long flagged = disjointPartners(diagonals, west, westFlagged, westEnd);
                        pairs += (weighed && i < eastFlagged ? 2 * plain : plain) + flagged;
                    }
                } else if (westSize <= eastSize) {
                    pairs += matcher.count(west, westStart, westFlagged, westEnd, east, eastStart, eastFlagged,
                            eastEnd, weighed);
                } else {
                    pairs += matcher.count(east, eastStart, eastFlagged, eastEnd, west, westStart, westFlagged,
                            westEnd, weighed);
                }
            }
            westStart = westEnd;
            eastStart = eastEnd;
        }
        return pairs;
    }
}
