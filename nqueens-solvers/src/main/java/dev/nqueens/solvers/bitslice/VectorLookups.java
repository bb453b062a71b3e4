package dev.nqueens.solvers.bitslice;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The look-ups of a group's 8 blocks ({@link SliceMatcher}) on 512-bit vectors: a line of the group's tables,
 * the 8 blocks' entries for one value of a chunk, is one vector of 8 {@code long}s, so that a query's look-up is
 * its 4 or 5 lines loaded and ORed, and its partners in all 8 blocks are counted at once, where the scalar
 * look-ups load, OR and count each block's entries one by one ({@code docs/performance.md}, "The groups'
 * look-ups on 512-bit vectors", has what they save).
 *
 * <p>Java 17's Vector API has no bit count of a lane (Java 19 added it), so each lane is counted by halves,
 * nibbles and bytes, and the byte counts of up to {@value #QUERIES_PER_SUM} queries are added up before they
 * could overflow a byte and are summed into one number.
 *
 * <p>The Vector API is an incubating module of the JDK, {@code jdk.incubator.vector}: this class is used, and
 * loaded, only where the JVM was started with it ({@code java --add-modules jdk.incubator.vector}, which makes
 * the JVM print a warning that it uses an incubator module) and the processor runs 512-bit vectors itself
 * ({@link #native512}); otherwise the matcher's scalar look-ups run, counting the same.
 */
final class VectorLookups {

    /** A line of a group's tables: the entries of its 8 blocks. */
    private static final VectorSpecies<Long> LINE = LongVector.SPECIES_512;
    /** Queries whose byte counts, each at most 8, add up without overflowing a byte: 31 · 8 = 248. */
    private static final int QUERIES_PER_SUM = 31;
    /*
     * The constants of the bit counts as vectors, and the shifts as vectors of shift counts: an operation of a
     * vector with a scalar makes a vector of it first, a chain of calls several levels deeper, and the JIT
     * inlines calls only so deep (MaxInlineLevel): past it, the operations are no longer compiled to vector
     * instructions, and the look-ups took several times as long (n = 20, Java 17).
     */
    private static final LongVector HALVES = LongVector.broadcast(LINE, 0x5555555555555555L);
    private static final LongVector PAIRS = LongVector.broadcast(LINE, 0x3333333333333333L);
    private static final LongVector NIBBLES = LongVector.broadcast(LINE, 0x0f0f0f0f0f0f0f0fL);
    private static final LongVector BYTES = LongVector.broadcast(LINE, 0x00ff00ff00ff00ffL);
    private static final LongVector SHORTS = LongVector.broadcast(LINE, 0xffffL);
    private static final LongVector BY_1 = LongVector.broadcast(LINE, 1);
    private static final LongVector BY_2 = LongVector.broadcast(LINE, 2);
    private static final LongVector BY_4 = LongVector.broadcast(LINE, 4);
    private static final LongVector BY_8 = LongVector.broadcast(LINE, 8);
    private static final LongVector BY_16 = LongVector.broadcast(LINE, 16);
    private static final LongVector BY_32 = LongVector.broadcast(LINE, 32);

    private VectorLookups() {
    }

    /**
     * @return whether the processor's preferred vectors hold a line: on narrower ones, 512-bit vectors are made
     *     of several, or of no vectors at all, and cost more than the scalar look-ups. Loads the Vector API's
     *     classes, which the JVM must have ({@code SliceMatcher.VECTORS} asks first).
     */
    static boolean native512() {
        return LongVector.SPECIES_PREFERRED.vectorBitSize() >= LINE.vectorBitSize();
    }

    /**
     * Counts the partners of a bucket's queries in the group's 8 blocks, as {@code GroupLookups.queryEightBlocks}
     * does in 4 chunks of 7 bits, and {@code GroupLookups.queryEightBlocksInSmallChunks} in 5 chunks of 6; the
     * blocks it does not meet have an empty mask.
     *
     * @param tables the group's tables
     * @param queries the queries, of which those from {@code start} to {@code end}
     * @param masks the 8 blocks' masks, from {@code at}: 0 for a block that the bucket does not meet or that
     *     the group lacks
     * @param diagonalMask the matched diagonals of a query
     * @param smallChunks whether the tables are in 5 chunks of 6 bits rather than 4 of 7
     * @return the pairs
     */
    static long pairs(long[] tables, long[] queries, int start, int end, long[] masks, int at, long diagonalMask,
            boolean smallChunks) {
        // One method, calling none of this class's: a vector passed to or returned from a method the JIT does not
        // inline is an object on the heap. C2 leaves out a method it has already compiled to more than
        // InlineSmallCode bytes, which depends on what compiled first; with a helper for the bit counts, some
        // runs allocated gigabytes a second and took more than twice as long (n = 22, two threads, Java 17).
        LongVector mask = LongVector.fromArray(LINE, masks, at);
        long pairs = 0;
        for (int q = start; q < end;) {
            LongVector counts = LongVector.zero(LINE);
            for (int stop = Math.min(end, q + QUERIES_PER_SUM); q < stop; q++) {
                long diagonals = queries[q] & diagonalMask;
                LongVector conflicts = smallChunks
                        ? LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 0))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 1)))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 2)))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 3)))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 4)))
                        : LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 0))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 1)))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 2)))
                                .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 3)));
                // each byte of each lane of the partners replaced by the number of its set bits
                LongVector x = mask.lanewise(VectorOperators.AND_NOT, conflicts);
                x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
                x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
                counts = counts.add(x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES));
            }
            // the sum of all bytes of all lanes, each at most 255
            LongVector x = counts.and(BYTES).add(counts.lanewise(VectorOperators.LSHR, BY_8).and(BYTES));
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_16));
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_32)).and(SHORTS);
            pairs += x.reduceLanes(VectorOperators.ADD);
        }
        return pairs;
    }
}
