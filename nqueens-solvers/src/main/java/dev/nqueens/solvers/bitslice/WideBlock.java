package dev.nqueens.solvers.bitslice;

import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_CHUNK_BITS;
import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_CHUNK_MASK;

/**
 * One block of up to 64 patterns tabled over all of an entry's diagonals, the sieve's included, in
 * {@value #WIDE_CHUNKS} chunks of {@value GroupLookups#GROUP_CHUNK_BITS} bits, for a count that sorts neither
 * list into buckets ({@link SliceMatcher#countByRunWeights}). One per matcher, used by one thread.
 */
final class WideBlock {

    /** The chunks of a query's look-ups. */
    static final int WIDE_CHUNKS = 6;
    /** The most diagonals they take. */
    static final int WIDE_BITS = WIDE_CHUNKS * GROUP_CHUNK_BITS;

    /** All of an entry's diagonals. */
    private final long allDiagonals;
    private final BlockTables blockTables;
    /** The tables, {@value #WIDE_CHUNKS} chunks; those past the last diagonal stay 0. */
    private final long[] tables = new long[WIDE_CHUNKS << GROUP_CHUNK_BITS];

    /**
     * @param diagonalBits the diagonals of an entry, the low bits: up to {@value #WIDE_BITS}
     * @param blockTables the matcher's, which transposes and tables a block
     */
    WideBlock(int diagonalBits, BlockTables blockTables) {
        this.allDiagonals = (1L << diagonalBits) - 1;
        this.blockTables = blockTables;
    }

    /** Tables the block of patterns from {@code from}. */
    void build(long[] patterns, int from, int size) {
        long[] columns = blockTables.transpose(patterns, from, size, allDiagonals);
        int chunks = (Long.bitCount(allDiagonals) + GROUP_CHUNK_BITS - 1) / GROUP_CHUNK_BITS;
        for (int chunk = 0; chunk < chunks; chunk++) {
            blockTables.fillChunk(tables, chunk << GROUP_CHUNK_BITS, 0, columns, chunk * GROUP_CHUNK_BITS,
                    GROUP_CHUNK_BITS);
        }
    }

    /** @return bit i set if the query's diagonals meet those of pattern i of the block built last */
    long conflicts(long query) {
        long diagonals = query & allDiagonals;
        long[] t = tables;
        return t[(int) diagonals & GROUP_CHUNK_MASK]
                | t[1 << GROUP_CHUNK_BITS | (int) (diagonals >>> GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[2 << GROUP_CHUNK_BITS | (int) (diagonals >>> 2 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[3 << GROUP_CHUNK_BITS | (int) (diagonals >>> 3 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[4 << GROUP_CHUNK_BITS | (int) (diagonals >>> 4 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[5 << GROUP_CHUNK_BITS | (int) (diagonals >>> 5 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK];
    }
}
