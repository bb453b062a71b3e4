package dev.nqueens.solvers.band;

/**
 * One side of a join, as the pair counts take it: a range of an array of entries (see the package
 * description), those without the edge flag first. It holds no copy: the join that made the entries keeps
 * them in place until the pairs are counted.
 *
 * @param entries the array that holds the list
 * @param start the list's first entry
 * @param flagged its first entry with the edge flag; {@code end} if none has it
 * @param end the index after its last entry
 */
public record EntryList(long[] entries, int start, int flagged, int end) {

    /**
     * @param entries the array that holds the list
     * @param start the list's first entry
     * @param end the index after its last entry
     * @return the list of those entries, all taken as without the edge flag: in a weighed count, a pair of
     *     two such entries counts twice
     */
    public static EntryList unflagged(long[] entries, int start, int end) {
        return new EntryList(entries, start, end, end);
    }

    /** @return the number of entries */
    public int length() {
        return end - start;
    }

    /**
     * Counts the pairs of a west and an east entry whose diagonals are disjoint, by testing each pair, at
     * about an operation a pair.
     *
     * @param west one list
     * @param east the other
     * @param diagonalMask an entry's diagonal bits
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs
     */
    public static long testEachPair(EntryList west, EntryList east, long diagonalMask, boolean weighed) {
        long[] westEntries = west.entries;
        long[] eastEntries = east.entries;
        int westStart = west.start;
        int westFlagged = west.flagged;
        int westEnd = west.end;
        int eastFlagged = east.flagged;
        int eastEnd = east.end;
        long pairs = 0;
        for (int i = east.start; i < eastEnd; i++) {
            long diagonals = eastEntries[i] & diagonalMask;
            long plain = disjointPartners(diagonals, westEntries, westStart, westFlagged);
            long flagged = disjointPartners(diagonals, westEntries, westFlagged, westEnd);
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
}
