package dev.nqueens.solvers.bitslice;

/**
 * The scalar look-ups of one or two blocks of 64 patterns: each block tabled by chunks of
 * {@value #CHUNK_BITS} of its matched diagonals ({@link BlockTables}), and a query's conflicts with the block the
 * OR of one look-up per chunk. Up to {@value #UNROLLED_CHUNKS} chunks the look-ups are written out, and two
 * blocks are tabled side by side, so that a query's chunks are cut out once for both; beyond, a loop takes
 * any number of chunks for one block. One per matcher, used by one thread.
 */
final class BlockLookups {

    /** The bits of a chunk: a block's tables take {@code 2^CHUNK_BITS} longs per chunk. */
    static final int CHUNK_BITS = 6;
    /** The chunks of a query whose look-ups are written out. */
    static final int UNROLLED_CHUNKS = 5;
    /** The most diagonal bits that the written-out look-ups match: {@link #UNROLLED_CHUNKS} chunks. */
    static final int UNROLLED_BITS = UNROLLED_CHUNKS * CHUNK_BITS;
    /** Where the tables of the second of two blocks start. */
    static final int SECOND_TABLES = UNROLLED_CHUNKS * (1 << CHUNK_BITS);

    private static final int CHUNK_SIZE = 1 << CHUNK_BITS;
    private static final int CHUNK_MASK = CHUNK_SIZE - 1;

    /** The diagonal bits that are matched, the low ones. */
    private final long diagonalMask;
    private final int chunks;
    /**
     * Whether a query's look-ups are written out, for {@link #UNROLLED_CHUNKS} chunks: those of the halves of 7
     * and 8 columns, whose 26 and 30 diagonal bits take 5 chunks, and of 9 columns with 4 or more sieve bits. The
     * loop over a number of chunks known only at run time made a whole count of n = 18 measurably slower
     * ({@code docs/performance.md}).
     */
    private final boolean unrolled;
    private final BlockTables blockTables;
    /** The tables: {@code tables[tablesStart + chunk * CHUNK_SIZE + v]} is the OR of the columns of v's bits. */
    private final long[] tables;

    /**
     * @param diagonalMask the diagonal bits that are matched, the low ones
     * @param blockTables the matcher's, which transposes and tables a block
     */
    BlockLookups(long diagonalMask, BlockTables blockTables) {
        this.diagonalMask = diagonalMask;
        this.chunks = Math.max(1, (Long.bitCount(diagonalMask) + CHUNK_BITS - 1) / CHUNK_BITS);
        this.unrolled = chunks <= UNROLLED_CHUNKS;
        this.blockTables = blockTables;
        this.tables = new long[Math.max(chunks, 2 * UNROLLED_CHUNKS) * CHUNK_SIZE];
    }

    /** @return whether two blocks are tabled side by side: where the look-ups are written out */
    boolean takesTwo() {
        return unrolled;
    }

    /**
     * Transposes the block of patterns starting at {@code from} and builds its tables. The transposition swaps
     * blocks of bits rather than scattering each set bit, which made count 18 faster ({@code docs/performance.md}).
     *
     * @param tablesStart 0, or {@link #SECOND_TABLES} for the second of two blocks
     */
    void build(long[] patterns, int from, int size, int tablesStart) {
        long[] columns = blockTables.transpose(patterns, from, size, diagonalMask);
        for (int chunk = 0; chunk < chunks; chunk++) {
            blockTables.fillChunk(tables, tablesStart + chunk * CHUNK_SIZE, 0, columns, chunk * CHUNK_BITS,
                    CHUNK_BITS);
        }
    }

    /**
     * Counts the queries' partners in one block built last.
     *
     * @param start the first query
     * @param plainEnd the end of the queries whose pairs with unflagged patterns count twice
     * @param end the end of the queries
     * @param tablesStart where the block's tables start: 0, or {@link #SECOND_TABLES} for the second of two
     * @param valid the block's patterns that the queries meet
     * @param plainValid those of them without the edge flag
     */
    long queryOneBlock(long[] queries, int start, int plainEnd, int end, int tablesStart, long valid,
            long plainValid) {
        long pairs = 0;
        if (plainValid == 0) {
            // every pattern has the flag: each partner counts once
            plainEnd = start;
        } else if (plainValid == valid) {
            // the usual block, with no flagged pattern: each partner counts twice
            long partners = 0;
            for (int q = start; q < plainEnd; q++) {
                partners += Long.bitCount(~conflicts(queries[q], tablesStart) & valid);
            }
            pairs += 2 * partners;
        } else {
            for (int q = start; q < plainEnd; q++) {
                long free = ~conflicts(queries[q], tablesStart) & valid;
                pairs += Long.bitCount(free) + Long.bitCount(free & plainValid);
            }
        }
        for (int q = plainEnd; q < end; q++) {
            pairs += Long.bitCount(~conflicts(queries[q], tablesStart) & valid);
        }
        return pairs;
    }

    /**
     * Counts the queries' partners in the two blocks built last.
     *
     * @param start the first query
     * @param plainEnd the end of the queries whose pairs with unflagged patterns count twice
     * @param end the end of the queries
     * @param validFirst the first block's patterns that the queries meet
     * @param validSecond the second block's patterns that the queries meet
     * @param plainFirst those of the first without the edge flag
     * @param plainSecond those of the second without the edge flag
     */
    long queryTwoBlocks(long[] queries, int start, int plainEnd, int end, long validFirst, long validSecond,
            long plainFirst, long plainSecond) {
        long pairs = 0;
        if ((plainFirst | plainSecond) == 0) {
            // every pattern has the flag: each partner counts once
            plainEnd = start;
        } else if (plainFirst == validFirst && plainSecond == validSecond) {
            long partners = 0;
            for (int q = start; q < plainEnd; q++) {
                partners += Long.bitCount(~conflicts(queries[q], 0) & validFirst)
                        + Long.bitCount(~conflicts(queries[q], SECOND_TABLES) & validSecond);
            }
            pairs += 2 * partners;
        } else {
            for (int q = start; q < plainEnd; q++) {
                long first = ~conflicts(queries[q], 0) & validFirst;
                long next = ~conflicts(queries[q], SECOND_TABLES) & validSecond;
                pairs += Long.bitCount(first) + Long.bitCount(first & plainFirst) + Long.bitCount(next)
                        + Long.bitCount(next & plainSecond);
            }
        }
        for (int q = plainEnd; q < end; q++) {
            pairs += Long.bitCount(~conflicts(queries[q], 0) & validFirst)
                    + Long.bitCount(~conflicts(queries[q], SECOND_TABLES) & validSecond);
        }
        return pairs;
    }

    /**
     * @param query an entry of the queries
     * @param tablesStart where the block's tables start: 0, or {@link #SECOND_TABLES} for the second of two
     * @return bit i set if the query's diagonals meet those of pattern i of that block
     */
    long conflicts(long query, int tablesStart) {
        long diagonals = query & diagonalMask;
        long[] tables = this.tables;
        if (unrolled) {
            // the tables of chunks past the last are 0, as the query has no bits there
            return tables[tablesStart + ((int) diagonals & CHUNK_MASK)]
                    | tables[tablesStart + CHUNK_SIZE + ((int) (diagonals >>> CHUNK_BITS) & CHUNK_MASK)]
                    | tables[tablesStart + 2 * CHUNK_SIZE + ((int) (diagonals >>> 2 * CHUNK_BITS) & CHUNK_MASK)]
                    | tables[tablesStart + 3 * CHUNK_SIZE + ((int) (diagonals >>> 3 * CHUNK_BITS) & CHUNK_MASK)]
                    | tables[tablesStart + 4 * CHUNK_SIZE + ((int) (diagonals >>> 4 * CHUNK_BITS) & CHUNK_MASK)];
        }
        long conflicts = 0;
        for (int chunk = 0, base = tablesStart; chunk < chunks; chunk++, base += CHUNK_SIZE) {
            conflicts |= tables[base + (int) (diagonals & CHUNK_MASK)];
            diagonals >>>= CHUNK_BITS;
        }
        return conflicts;
    }
}
