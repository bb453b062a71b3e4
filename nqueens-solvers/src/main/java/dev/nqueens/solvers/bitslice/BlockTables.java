package dev.nqueens.solvers.bitslice;

import java.util.Arrays;

/**
 * A block of up to 64 patterns made ready for look-ups: transposed ({@link BitMatrix}), so that for each diagonal
 * one {@code long} says which patterns hold it, and tabled by chunks of its diagonals, so that each value of a
 * chunk finds the OR of its columns in one look-up ({@link #fillChunk}). {@link SliceMatcher} tables its blocks
 * one or two at a time, and over all diagonals for a count by the weights of runs; {@link GroupLookups} tables
 * eight into one interleaved table. One per matcher, used by one thread.
 */
final class BlockTables {

    /** The columns of the block transposed last: bit i of {@code columns[j]} is bit j of pattern i. */
    private final long[] columns;
    /** The ORs of the subsets of a chunk's 3 lowest columns, and of its others, while its table is filled. */
    private final long[] lowSubsets = new long[8];
    private final long[] highSubsets = new long[16];

    /** @param diagonals the most diagonals a block is transposed over: its columns, 64 at least */
    BlockTables(int diagonals) {
        this.columns = new long[Math.max(64, diagonals)];
    }

    /**
     * @param patterns the patterns
     * @param from the block's first pattern
     * @param size its patterns, up to 64
     * @param mask the diagonals to transpose: those a matcher matches, or all of an entry's
     * @return the block transposed, in this object's columns: for each of those diagonals, the block's patterns
     *     that hold it; valid until the next call
     */
    long[] transpose(long[] patterns, int from, int size, long mask) {
        long[] columns = this.columns;
        for (int i = 0; i < size; i++) {
            columns[i] = patterns[from + i] & mask;
        }
        Arrays.fill(columns, size, 64, 0);
        BitMatrix.transpose(columns, mask >>> 32 == 0);
        return columns;
    }

    /** @return the lowest {@code count} bits, none for a count below 1 and all for one above 63 */
    static long lowBits(int count) {
        return count <= 0 ? 0 : count >= 64 ? -1L : (1L << count) - 1;
    }

    /**
     * Fills a block's table of one chunk: {@code tables[first + (v << shift)]}, for each value v of the chunk's
     * 6 or 7 bits, becomes the OR of the columns of v's set bits. The ORs of the subsets of the chunk's 3 lowest
     * columns and of its others are made first, and each entry is then one OR of the two, in loops of fixed
     * lengths, faster than tables doubled a column at a time ({@code docs/performance.md}, "Figures behind the
     * code").
     *
     * @param first where the chunk's table starts
     * @param shift the log of the stride between its entries: 0, or {@link GroupLookups#LOG_GROUP} in a group's
     *     tables
     * @param column the chunk's first column
     * @param bits its bits, 6 or 7
     */
    void fillChunk(long[] tables, int first, int shift, long[] columns, int column, int bits) {
        long[] low = lowSubsets;
        long[] high = highSubsets;
        subsets(low, columns[column], columns[column + 1], columns[column + 2]);
        subsets(high, columns[column + 3], columns[column + 4], columns[column + 5]);
        int highCount = 1 << bits - 3;
        if (bits > 6) {
            long top = columns[column + 6];
            for (int i = 0; i < 8; i++) {
                high[8 + i] = high[i] | top;
            }
        }
        for (int hi = 0; hi < highCount; hi++) {
            long h = high[hi];
            int at = first + (hi << 3 + shift);
            for (int lo = 0; lo < 8; lo++) {
                tables[at + (lo << shift)] = h | low[lo];
            }
        }
    }

    /** Sets {@code into[0..8)} to the ORs of the subsets of a, b and c, a standing for bit 0 of the index. */
    private static void subsets(long[] into, long a, long b, long c) {
        into[0] = 0;
        into[1] = a;
        into[2] = b;
        into[3] = b | a;
        into[4] = c;
        into[5] = c | a;
        into[6] = c | b;
        into[7] = c | b | a;
    }
}
