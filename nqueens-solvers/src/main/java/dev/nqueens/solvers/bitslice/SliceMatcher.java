package dev.nqueens.solvers.bitslice;

/**
 * Counts the disjoint pairs between two lists of bit sets in bulk: the join of one row set's west and east
 * half placements, whose entries match exactly when their crossing diagonals share no bit.
 *
 * <p>Testing a pair takes about a cycle; this counts 64 pairs in about as many operations as the bit sets
 * have chunks. The shorter list, the <em>patterns</em>, is cut into blocks of 64, and each block is stored
 * <em>transposed</em>: for each diagonal bit j, one {@code long} whose bit i says whether pattern i of the
 * block has bit j. The diagonals of a query that conflict with pattern i are then the bit i of the OR of the
 * columns of the query's bits, so {@code 64 - bitCount(OR)} patterns are its partners. To save most of the
 * ORs, the columns are grouped in chunks of {@value #CHUNK_BITS} bits and, for each chunk, the ORs of all
 * {@code 2^}{@value #CHUNK_BITS} subsets of its columns are tabled once per block; a query then takes one
 * table look-up per chunk. A block's tables (a few kilobytes) are built once and serve every query of the
 * longer list, which stays in the first-level cache.
 *
 * <p>Instances hold their tables and are used by one thread.
 */
final class SliceMatcher {

    /** The bits of a chunk: a block's tables take {@code 2^CHUNK_BITS} longs per chunk. */
    static final int CHUNK_BITS = 6;

    private static final int CHUNK_SIZE = 1 << CHUNK_BITS;
    private static final int CHUNK_MASK = CHUNK_SIZE - 1;
    /** The chunks of a query whose look-ups are written out (see {@link #unrolled}). */
    private static final int UNROLLED_CHUNKS = 5;

    /**
     * Above this many pairs, lists may go to the matcher if it is cheaper by {@link #pays}'s estimate;
     * tests pass 1 to send every pair of lists there, or {@link Integer#MAX_VALUE} to send none.
     */
    static final int MIN_PAIRS = 256;

    /** The estimated operations to transpose a block of 64 entries and build its tables. */
    private static final long BUILD_COST = 64 * 12 + 64 * 5;
    /** The estimated operations of one query against one block. */
    private static final long QUERY_COST = 12;

    private final long diagonalMask;
    private final int chunks;
    /** The columns of the block being built: bit i of {@code columns[j]} is bit j of pattern i. */
    private final long[] columns;
    /** The block's tables: {@code tables[chunk * CHUNK_SIZE + v]} is the OR of the columns of the set bits of v. */
    private final long[] tables;

    private final int minPairs;
    /**
     * Whether a query's look-ups are written out, for {@link #UNROLLED_CHUNKS} chunks: those of the halves of
     * 7 and 8 columns, whose 26 and 30 diagonal bits take 5 chunks. The loop over a number of chunks known
     * only at run time made a whole count of n = 18 about 11 % slower (the median of 7 alternating runs).
     */
    private final boolean unrolled;

    /**
     * @param diagonalBits the number of low bits of an entry that hold its diagonals, up to 64
     * @param minPairs the fewest pairs of two lists that {@link #pays} says to count here: {@link #MIN_PAIRS},
     *     or another number for tests
     */
    SliceMatcher(int diagonalBits, int minPairs) {
        this.minPairs = minPairs;
        this.diagonalMask = diagonalBits == 64 ? -1L : (1L << diagonalBits) - 1;
        this.chunks = Math.max(1, (diagonalBits + CHUNK_BITS - 1) / CHUNK_BITS);
        this.columns = new long[Math.max(64, chunks * CHUNK_BITS)];
        this.unrolled = chunks <= UNROLLED_CHUNKS;
        this.tables = new long[Math.max(chunks, UNROLLED_CHUNKS) * CHUNK_SIZE];
    }

    /**
     * @param first the length of one list
     * @param second the length of the other
     * @return whether counting them here is faster than testing each pair, at about an operation a pair,
     *     by an estimate of the operations of each (always, or never, for the tests' extremes)
     */
    boolean pays(int first, int second) {
        long pairs = (long) first * second;
        if (pairs < minPairs) {
            return false;
        }
        if (minPairs == 1) {
            return true;
        }
        int patterns = Math.min(first, second);
        int queries = Math.max(first, second);
        long blocks = (patterns + 63) / 64;
        return pairs > blocks * (BUILD_COST + QUERY_COST * queries);
    }

    /**
     * Counts the pairs (pattern, query) whose diagonal bits are disjoint. Each list is a range of an array
     * whose entries without the edge flag come first; weighed, a pair of two such entries counts twice.
     *
     * @param patterns the shorter list's array
     * @param patternStart its first entry
     * @param patternFlagged its first entry with the edge flag
     * @param patternEnd the end of its range
     * @param queries the longer list's array
     * @param queryStart its first entry
     * @param queryFlagged its first entry with the edge flag
     * @param queryEnd the end of its range
     * @param weighed whether pairs of two unflagged entries count twice
     * @return the (weighed) number of disjoint pairs
     */
    long count(long[] patterns, int patternStart, int patternFlagged, int patternEnd, long[] queries,
            int queryStart, int queryFlagged, int queryEnd, boolean weighed) {
        long pairs = 0;
        int plainQueriesEnd = weighed ? queryFlagged : queryStart;
        for (int block = patternStart; block < patternEnd; block += 64) {
            int size = Math.min(64, patternEnd - block);
            long valid = size == 64 ? -1L : (1L << size) - 1;
            int plain = Math.max(0, Math.min(size, patternFlagged - block));
            long plainValid = plain == 64 ? -1L : (1L << plain) - 1;
            build(patterns, block, size);
            // the queries without the flag count the unflagged patterns a second time when weighed
            if (plain == size) {
                // the usual block, with no flagged pattern: each partner counts twice
                long partners = 0;
                for (int q = queryStart; q < plainQueriesEnd; q++) {
                    partners += Long.bitCount(~conflicts(queries[q]) & valid);
                }
                pairs += 2 * partners;
            } else {
                for (int q = queryStart; q < plainQueriesEnd; q++) {
                    long free = ~conflicts(queries[q]) & valid;
                    pairs += Long.bitCount(free) + Long.bitCount(free & plainValid);
                }
            }
            for (int q = plainQueriesEnd; q < queryEnd; q++) {
                pairs += Long.bitCount(~conflicts(queries[q]) & valid);
            }
        }
        return pairs;
    }

    /** @return bit i set if the query's diagonals meet those of pattern i of the current block */
    private long conflicts(long query) {
        long diagonals = query & diagonalMask;
        long[] tables = this.tables;
        if (unrolled) {
            // the tables of chunks past the last are 0, as the query has no bits there
            return tables[(int) diagonals & CHUNK_MASK]
                    | tables[CHUNK_SIZE + ((int) (diagonals >>> CHUNK_BITS) & CHUNK_MASK)]
                    | tables[2 * CHUNK_SIZE + ((int) (diagonals >>> 2 * CHUNK_BITS) & CHUNK_MASK)]
                    | tables[3 * CHUNK_SIZE + ((int) (diagonals >>> 3 * CHUNK_BITS) & CHUNK_MASK)]
                    | tables[4 * CHUNK_SIZE + ((int) (diagonals >>> 4 * CHUNK_BITS) & CHUNK_MASK)];
        }
        long conflicts = 0;
        for (int chunk = 0, base = 0; chunk < chunks; chunk++, base += CHUNK_SIZE) {
            conflicts |= tables[base + (int) (diagonals & CHUNK_MASK)];
            diagonals >>>= CHUNK_BITS;
        }
        return conflicts;
    }

    /**
     * Transposes the block of patterns starting at {@code from} and builds its tables. Both steps are
     * written so that no word waits for the one just stored: together 6 % faster on count 18 than a scatter
     * of each set bit and tables built entry by entry from the one below (alternating runs, one thread).
     */
    private void build(long[] patterns, int from, int size) {
        long[] columns = this.columns;
        for (int i = 0; i < size; i++) {
            columns[i] = patterns[from + i] & diagonalMask;
        }
        java.util.Arrays.fill(columns, size, 64, 0);
        transpose(columns, diagonalMask >>> 32 == 0);
        long[] tables = this.tables;
        for (int chunk = 0, base = 0; chunk < chunks; chunk++, base += CHUNK_SIZE) {
            // the subsets with bit b of the chunk are those without it, each ORed with column b: no entry
            // waits for the one just stored
            tables[base] = 0;
            int column = chunk * CHUNK_BITS;
            for (int bit = 0, span = 1; bit < CHUNK_BITS; bit++, span <<= 1) {
                long extra = columns[column + bit];
                for (int v = base; v < base + span; v++) {
                    tables[v + span] = tables[v] | extra;
                }
            }
        }
    }

    /**
     * Transposes a 64 × 64 bit matrix in place, row i being {@code matrix[i]} and column j its bit j: six
     * rounds, each swapping the off-diagonal blocks of every 2s × 2s block for s = 32, 16, ..., 1, about 200
     * word operations in all.
     *
     * @param matrix the matrix, 64 rows
     * @param narrow whether no row has a bit at 32 or above (the diagonals of halves up to 8 columns): then the
     *     first round leaves rows 32 to 63 empty, and the five others go through rows 0 to 31 only, which
     *     halves the work
     */
    static void transpose(long[] matrix, boolean narrow) {
        int rows = 64;
        int s = 32;
        long mask = 0x00000000FFFFFFFFL;
        if (narrow) {
            for (int k = 0; k < 32; k++) {
                matrix[k] |= matrix[k + 32] << 32;
                matrix[k + 32] = 0;
            }
            rows = 32;
            s = 16;
            mask = 0x0000FFFF0000FFFFL;
        }
        for (; s != 0; s >>>= 1, mask ^= mask << s) {
            for (int base = 0; base < rows; base += 2 * s) {
                for (int k = base; k < base + s; k++) {
                    long low = matrix[k];
                    long high = matrix[k + s];
                    long swap = ((low >>> s) ^ high) & mask;
                    matrix[k] = low ^ (swap << s);
                    matrix[k + s] = high ^ swap;
                }
            }
        }
    }
}
