package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.EntryList;
import java.util.Arrays;

/**
 * The matcher's sieve ({@link SliceMatcher}'s class comment gives the idea): sorts a count's two lists into
 * buckets by their entries' <em>sieve bits</em>, the highest diagonals, which are then left out of the look-ups,
 * and says which patterns of a block each query bucket meets: those whose sieve bits are disjoint from the
 * bucket's. It also <em>narrows</em> a count: a diagonal that one of the two lists never holds is in no conflict,
 * so where the lists hold few enough matched diagonals in common, one or two of the others are left out of the
 * entries as they are sorted, and the rest fit in fewer bits.
 *
 * <p>The patterns' buckets are cut into <em>parts</em>: each bucket's entries without the edge flag, bucket by
 * bucket, and then those with it, so that the blocks are mostly all of one kind. The queries' buckets each hold
 * those without the flag first. One per matcher, used by one thread, one count at a time.
 */
final class Sieve {

    /** The diagonal bits that are matched, the low ones. */
    private final long diagonalMask;
    /** Where the sieve bits start, and the number of buckets they sort the lists into. */
    private final int sieveShift;
    private final int buckets;
    /**
     * For the queries: for each bucket, where its entries start in the sorted list, at {@code 2 * bucket}, and
     * where those with the edge flag start, at {@code 2 * bucket + 1}; one more for the end. As the buckets
     * follow each other, a bucket's end is the next one's start.
     */
    private final int[] queryBounds;
    /**
     * For the patterns: where each part starts in the sorted list, at {@code bucket} for those without the flag
     * and {@code buckets + bucket} for those with it; one more for the end.
     */
    private final int[] patternBounds;
    /** The lists sorted into buckets. */
    private long[] sortedPatterns = new long[1 << 10];
    private long[] sortedQueries = new long[1 << 10];
    /**
     * While a count narrows its entries, the bits below and from each of the two diagonals it leaves out, the
     * higher first: {@link #narrow}. They leave an entry as it is otherwise.
     */
    private long belowFirstHole = -1L;
    private long fromFirstHole;
    private long belowSecondHole = -1L;
    private long fromSecondHole;

    /**
     * @param matchedBits the diagonals that are matched, the low bits
     * @param sieveBits the diagonals above them that sort the lists into {@code 2^sieveBits} buckets
     */
    Sieve(int matchedBits, int sieveBits) {
        this.diagonalMask = matchedBits == 64 ? -1L : (1L << matchedBits) - 1;
        this.sieveShift = matchedBits;
        this.buckets = 1 << sieveBits;
        this.patternBounds = new int[2 * buckets + 1];
        this.queryBounds = new int[2 * buckets + 1];
    }

    /** @return the number of buckets: 1 where there are no sieve bits */
    int buckets() {
        return buckets;
    }

    /**
     * Sets the bounds of two lists that are not sorted, in one bucket each, relative to their starts.
     *
     * @param patterns the patterns
     * @param queries the queries
     */
    void bound(EntryList patterns, EntryList queries) {
        bound(patternBounds, patterns);
        bound(queryBounds, queries);
    }

    private static void bound(int[] bounds, EntryList list) {
        bounds[0] = 0;
        bounds[1] = list.flagged() - list.start();
        bounds[2] = list.length();
    }

    /**
     * Counts the entries of each bucket of the patterns and of the queries, the first half of their sort
     * ({@link #sortPatterns}, {@link #sortQueries}).
     *
     * @return the matched diagonals that an entry of each list holds
     */
    long countKeys(EntryList patterns, EntryList queries) {
        return countKeys(patterns, patternBounds, true) & countKeys(queries, queryBounds, false);
    }

    /**
     * @param bounds set to where each bucket's entries will start, as {@link #queryBounds} or
     *     {@link #patternBounds} says, but one place on: a part's index is its bucket, or {@code buckets} plus
     *     it with the flag, for the patterns; twice its bucket, plus 1 with the flag, for the queries
     * @param flaggedLast whether the entries with the flag follow all those without it
     * @return the matched diagonals that any entry holds
     */
    private long countKeys(EntryList list, int[] bounds, boolean flaggedLast) {
        long[] entries = list.entries();
        int flagged = list.flagged();
        Arrays.fill(bounds, 0);
        long held = 0;
        for (int i = list.start(), end = list.end(); i < end; i++) {
            long entry = entries[i];
            held |= entry;
            bounds[bucketKey(entry, i >= flagged, flaggedLast) + 1]++;
        }
        for (int key = 1; key < bounds.length; key++) {
            bounds[key] += bounds[key - 1];
        }
        return held & diagonalMask;
    }

    /** @return the index of the entry's bucket, or part, in the bounds as {@link #place} sets them */
    private int bucketKey(long entry, boolean flagged, boolean flaggedLast) {
        int bucket = (int) (entry >>> sieveShift & buckets - 1);
        if (flaggedLast) {
            return flagged ? buckets | bucket : bucket;
        }
        return bucket << 1 | (flagged ? 1 : 0);
    }

    /**
     * Sorts the patterns into buckets, all those without the flag first; their buckets' sizes must have been
     * counted ({@link #countKeys}).
     *
     * @param narrowed whether to place each entry's matched diagonals narrowed ({@link #narrowTo}) rather
     *     than the entry
     * @return the sorted patterns, from index 0, until the next count
     */
    long[] sortPatterns(EntryList patterns, boolean narrowed) {
        sortedPatterns = place(patterns, sortedPatterns, patternBounds, true, narrowed);
        return sortedPatterns;
    }

    /** Likewise for the queries, each bucket's entries without the flag first. */
    long[] sortQueries(EntryList queries, boolean narrowed) {
        sortedQueries = place(queries, sortedQueries, queryBounds, false, narrowed);
        return sortedQueries;
    }

    /** @return {@code into}, or a larger array, the list placed in it as {@code bounds} says */
    private long[] place(EntryList list, long[] into, int[] bounds, boolean flaggedLast, boolean narrowed) {
        long[] entries = list.entries();
        int start = list.start();
        int flagged = list.flagged();
        int end = list.end();
        if (into.length < end - start) {
            into = new long[Math.max(2 * into.length, end - start)];
        }
        int shift = flaggedLast ? 0 : 1;
        int mask = buckets - 1;
        int flaggedKey = flaggedLast ? buckets : 1;
        // place each at its key's next free index, then shift the bounds back
        if (narrowed) {
            for (int i = start; i < flagged; i++) {
                long entry = entries[i];
                into[bounds[((int) (entry >>> sieveShift) & mask) << shift]++] = narrow(entry);
            }
            for (int i = flagged; i < end; i++) {
                long entry = entries[i];
                into[bounds[(((int) (entry >>> sieveShift) & mask) << shift) + flaggedKey]++] = narrow(entry);
            }
        } else {
            for (int i = start; i < flagged; i++) {
                long entry = entries[i];
                into[bounds[((int) (entry >>> sieveShift) & mask) << shift]++] = entry;
            }
            for (int i = flagged; i < end; i++) {
                long entry = entries[i];
                into[bounds[(((int) (entry >>> sieveShift) & mask) << shift) + flaggedKey]++] = entry;
            }
        }
        System.arraycopy(bounds, 0, bounds, 1, bounds.length - 1);
        bounds[0] = 0;
        return into;
    }

    /**
     * Chooses the diagonals that a count narrows its entries by, if it may: where its two lists hold at most
     * {@code narrowBits} matched diagonals in common, the highest of the others, as many as it takes (one or two).
     *
     * @param held the matched diagonals that both lists hold
     * @param narrowBits the most diagonals a narrowed entry keeps: the matched bits less one or two
     * @return whether the count narrows
     */
    boolean narrowTo(long held, int narrowBits) {
        if (Long.bitCount(held) > narrowBits) {
            return false;
        }
        long holes = diagonalMask & ~held;
        int first = 63 - Long.numberOfLeadingZeros(holes);
        belowFirstHole = (1L << first) - 1;
        fromFirstHole = -1L << first;
        belowSecondHole = -1L;
        fromSecondHole = 0;
        if (Long.bitCount(diagonalMask) - narrowBits == 2) {
            int second = 63 - Long.numberOfLeadingZeros(holes & belowFirstHole);
            belowSecondHole = (1L << second) - 1;
            fromSecondHole = -1L << second;
        }
        return true;
    }

    /**
     * @return the entry's matched diagonals without the one or two that the count leaves out ({@link #narrowTo}),
     *     each diagonal above one of them a bit lower
     */
    private long narrow(long entry) {
        long diagonals = entry & diagonalMask;
        diagonals = diagonals & belowFirstHole | diagonals >>> 1 & fromFirstHole;
        return diagonals & belowSecondHole | diagonals >>> 1 & fromSecondHole;
    }

    /**
     * Adds to each query bucket's mask the block's patterns whose sieve bits are disjoint from the bucket's.
     *
     * @param from the block's first pattern, counted from the patterns' start
     * @param size its patterns
     * @param masks the masks, empty before: the bucket's at {@code bucket << shift | offset}
     * @param shift the log of the stride between two buckets' masks
     * @param offset where the first bucket's mask is
     * @return the block's patterns without the edge flag
     */
    long bucketMasks(int from, int size, long[] masks, int shift, int offset) {
        int to = from + size;
        long plain = 0;
        int all = buckets - 1;
        // the parts that end before the block are skipped: a few dozen tests against its thousands of look-ups
        for (int part = 0; part < 2 * buckets && patternBounds[part] < to; part++) {
            int start = Math.max(patternBounds[part], from);
            int end = Math.min(patternBounds[part + 1], to);
            if (start >= end) {
                continue;
            }
            long lanes = BlockTables.lowBits(end - from) & ~BlockTables.lowBits(start - from);
            if (part < buckets) {
                plain |= lanes;
            }
            int bucket = part & all;
            // the query buckets disjoint from this one: the subsets of its complement
            for (int other = ~bucket & all; ; other = (other - 1) & ~bucket & all) {
                masks[other << shift | offset] |= lanes;
                if (other == 0) {
                    break;
                }
            }
        }
        return plain;
    }

    /** @return where a query bucket's entries start, counted from the queries' start */
    int queryStart(int bucket) {
        return queryBounds[2 * bucket];
    }

    /** @return where its entries with the edge flag start */
    int queryFlagged(int bucket) {
        return queryBounds[2 * bucket + 1];
    }

    /** @return where its entries end */
    int queryEnd(int bucket) {
        return queryBounds[2 * bucket + 2];
    }
}
