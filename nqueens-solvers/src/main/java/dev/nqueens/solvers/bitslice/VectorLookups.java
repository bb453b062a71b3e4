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
 * <p>Java 17's Vector API has no bit count of a lane (Java 19 added it), so a vector is counted by halves,
 * nibbles and bytes, a dozen operations. To count fewer vectors, the conflicts of 4 queries at a time are first
 * added up bit by bit in carry-save form (the count of Harley and Seal): for each bit of a line, two vectors
 * hold the low two bits of how many of the queries so far conflict with that pattern, and each 4 queries carry
 * out one vector of fours, the only one counted then; the ones and twos are counted after every
 * {@value #FOURS_PER_COUNT} vectors of fours, whose byte counts are added up until then, and the partners are
 * the patterns the queries meet less their conflicts. A query then costs about 10 vector operations where it
 * took 16 ({@code docs/performance.md}, "Harley and Seal's count on the vectors"). Where the JDK has the count
 * of a lane (Java 19 on, found by name), each query's partners are counted with it, one instruction on a
 * processor with AVX-512's bit counts, and there is nothing to add up.
 *
 * <p>The Vector API is an incubating module of the JDK, {@code jdk.incubator.vector}: this class is used, and
 * loaded, only where the JVM was started with it ({@code java --add-modules jdk.incubator.vector}, which makes
 * the JVM print a warning that it uses an incubator module) and the processor runs 512-bit vectors itself
 * ({@link #native512}); otherwise the matcher's scalar look-ups run, counting the same.
 */
final class VectorLookups {

    /** A line of a group's tables: the entries of its 8 blocks. */
    private static final VectorSpecies<Long> LINE = LongVector.SPECIES_512;
    /** The vectors of fours whose byte counts, each at most 8, add up without overflowing a byte: 31 · 8 = 248. */
    private static final int FOURS_PER_COUNT = 31;
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

    /**
     * The bit count of each lane, {@code VectorOperators.BIT_COUNT}, where the JDK has it (Java 19 on), found by
     * name since this code is compiled for Java 17; null on Java 17. A constant to the JIT, which then compiles
     * the count to one instruction where the processor has it.
     */
    private static final VectorOperators.Unary LANE_BIT_COUNT = laneBitCount();

    private VectorLookups() {
    }

    private static VectorOperators.Unary laneBitCount() {
        try {
            return (VectorOperators.Unary) VectorOperators.class.getField("BIT_COUNT").get(null);
        } catch (ReflectiveOperationException e) {
            return null;
        }
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
        if (LANE_BIT_COUNT != null) {
            return byLaneCounts(tables, queries, start, end, masks, at, diagonalMask, smallChunks);
        }
        int fours = end - ((end - start) & 3);
        long pairs = fours == start ? 0 : smallChunks
                ? byFoursInSmallChunks(tables, queries, start, fours, masks, at, diagonalMask)
                : byFours(tables, queries, start, fours, masks, at, diagonalMask);
        return fours == end ? pairs : pairs + oneByOne(tables, queries, fours, end, masks, at, diagonalMask,
                smallChunks);
    }

    /*
     * Each method below calls none of this class's with a vector: a vector passed to or returned from a method
     * the JIT does not inline is an object on the heap. C2 leaves out a method it has already compiled to more
     * than InlineSmallCode bytes, which depends on what compiled first; with a helper for the bit counts, some
     * runs allocated gigabytes a second and took more than twice as long (n = 22, two threads, Java 17). Nor
     * may a method grow too large: past NodeCountInliningCutoff, C2 stops inlining the Vector API's calls
     * within it, which one method for the 4 queries, the last few and both kinds of chunks did. So the 4
     * queries at a time are written out once for each kind of chunk, and the last few go one by one.
     */

    /**
     * Counts the partners of the queries from {@code start} to {@code end}, a multiple of 4 of them, in 4 chunks
     * of 7 bits, 4 queries at a time in carry-save form (see the class comment).
     */
    private static long byFours(long[] tables, long[] queries, int start, int end, long[] masks, int at,
            long diagonalMask) {
        LongVector mask = LongVector.fromArray(LINE, masks, at);
        long conflicts = 0;
        for (int q = start; q < end; ) {
            LongVector ones = LongVector.zero(LINE);
            LongVector twos = LongVector.zero(LINE);
            LongVector counts = LongVector.zero(LINE);
            for (int stop = Math.min(end, q + 4 * FOURS_PER_COUNT); q < stop; q += 4) {
                long d0 = queries[q] & diagonalMask;
                long d1 = queries[q + 1] & diagonalMask;
                long d2 = queries[q + 2] & diagonalMask;
                long d3 = queries[q + 3] & diagonalMask;
                LongVector c0 = LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d0, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d0, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d0, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d0, 3)));
                LongVector c1 = LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d1, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d1, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d1, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d1, 3)));
                LongVector c2 = LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d2, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d2, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d2, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d2, 3)));
                LongVector c3 = LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d3, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d3, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d3, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(d3, 3)));
                // ones + c0 + c1 and ones + c2 + c3, each a sum and a carry, the carries added to the twos
                LongVector sum = ones.lanewise(VectorOperators.XOR, c0);
                LongVector carryA = ones.and(c0).or(sum.and(c1));
                ones = sum.lanewise(VectorOperators.XOR, c1);
                sum = ones.lanewise(VectorOperators.XOR, c2);
                LongVector carryB = ones.and(c2).or(sum.and(c3));
                ones = sum.lanewise(VectorOperators.XOR, c3);
                sum = twos.lanewise(VectorOperators.XOR, carryA);
                LongVector x = twos.and(carryA).or(sum.and(carryB)).and(mask);
                twos = sum.lanewise(VectorOperators.XOR, carryB);
                // each byte of each lane of the fours the block meets replaced by the number of its set bits
                x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
                x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
                x = x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES);
                counts = counts.add(x);
            }
            // the bits of the twos twice and of the ones once, by bytes, 24 at most each
            LongVector x = twos.and(mask);
            x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
            x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES).lanewise(VectorOperators.LSHL, BY_1);
            LongVector y = ones.and(mask);
            y = y.sub(y.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
            y = y.and(PAIRS).add(y.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
            x = x.add(y.add(y.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES));
            // by 16-bit lanes: the fours' counts, 2 · 8 · FOURS_PER_COUNT at most, 4 times, and the rest
            x = x.and(BYTES).add(x.lanewise(VectorOperators.LSHR, BY_8).and(BYTES)).add(
                    counts.and(BYTES).add(counts.lanewise(VectorOperators.LSHR, BY_8).and(BYTES))
                            .lanewise(VectorOperators.LSHL, BY_2));
            // the sum of all 16-bit lanes, 2,032 at most each
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_16));
            conflicts += x.add(x.lanewise(VectorOperators.LSHR, BY_32)).and(SHORTS).reduceLanes(VectorOperators.ADD);
        }
        long patterns = 0;
        for (int lane = 0; lane < LINE.length(); lane++) {
            patterns += Long.bitCount(masks[at + lane]);
        }
        return (end - start) * patterns - conflicts;
    }

    /** {@link #byFours} in 5 chunks of 6 bits. */
    private static long byFoursInSmallChunks(long[] tables, long[] queries, int start, int end, long[] masks, int at,
            long diagonalMask) {
        LongVector mask = LongVector.fromArray(LINE, masks, at);
        long conflicts = 0;
        for (int q = start; q < end; ) {
            LongVector ones = LongVector.zero(LINE);
            LongVector twos = LongVector.zero(LINE);
            LongVector counts = LongVector.zero(LINE);
            for (int stop = Math.min(end, q + 4 * FOURS_PER_COUNT); q < stop; q += 4) {
                long d0 = queries[q] & diagonalMask;
                long d1 = queries[q + 1] & diagonalMask;
                long d2 = queries[q + 2] & diagonalMask;
                long d3 = queries[q + 3] & diagonalMask;
                LongVector c0 = LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d0, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d0, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d0, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d0, 3)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d0, 4)));
                LongVector c1 = LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d1, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d1, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d1, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d1, 3)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d1, 4)));
                LongVector c2 = LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d2, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d2, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d2, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d2, 3)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d2, 4)));
                LongVector c3 = LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d3, 0))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d3, 1)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d3, 2)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d3, 3)))
                        .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(d3, 4)));
                // ones + c0 + c1 and ones + c2 + c3, each a sum and a carry, the carries added to the twos
                LongVector sum = ones.lanewise(VectorOperators.XOR, c0);
                LongVector carryA = ones.and(c0).or(sum.and(c1));
                ones = sum.lanewise(VectorOperators.XOR, c1);
                sum = ones.lanewise(VectorOperators.XOR, c2);
                LongVector carryB = ones.and(c2).or(sum.and(c3));
                ones = sum.lanewise(VectorOperators.XOR, c3);
                sum = twos.lanewise(VectorOperators.XOR, carryA);
                LongVector x = twos.and(carryA).or(sum.and(carryB)).and(mask);
                twos = sum.lanewise(VectorOperators.XOR, carryB);
                // each byte of each lane of the fours the block meets replaced by the number of its set bits
                x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
                x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
                x = x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES);
                counts = counts.add(x);
            }
            // the bits of the twos twice and of the ones once, by bytes, 24 at most each
            LongVector x = twos.and(mask);
            x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
            x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES).lanewise(VectorOperators.LSHL, BY_1);
            LongVector y = ones.and(mask);
            y = y.sub(y.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
            y = y.and(PAIRS).add(y.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
            x = x.add(y.add(y.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES));
            // by 16-bit lanes: the fours' counts, 2 · 8 · FOURS_PER_COUNT at most, 4 times, and the rest
            x = x.and(BYTES).add(x.lanewise(VectorOperators.LSHR, BY_8).and(BYTES)).add(
                    counts.and(BYTES).add(counts.lanewise(VectorOperators.LSHR, BY_8).and(BYTES))
                            .lanewise(VectorOperators.LSHL, BY_2));
            // the sum of all 16-bit lanes, 2,032 at most each
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_16));
            conflicts += x.add(x.lanewise(VectorOperators.LSHR, BY_32)).and(SHORTS).reduceLanes(VectorOperators.ADD);
        }
        long patterns = 0;
        for (int lane = 0; lane < LINE.length(); lane++) {
            patterns += Long.bitCount(masks[at + lane]);
        }
        return (end - start) * patterns - conflicts;
    }

    /**
     * Counts the partners of the queries from {@code start} to {@code end} one by one, each vector of the
     * patterns it meets without conflict counted lane by lane with {@link #LANE_BIT_COUNT}: where the JDK has it.
     */
    private static long byLaneCounts(long[] tables, long[] queries, int start, int end, long[] masks, int at,
            long diagonalMask, boolean smallChunks) {
        LongVector mask = LongVector.fromArray(LINE, masks, at);
        LongVector counts = LongVector.zero(LINE);
        for (int q = start; q < end; q++) {
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
            counts = counts.add(mask.lanewise(VectorOperators.AND_NOT, conflicts).lanewise(LANE_BIT_COUNT));
        }
        return counts.reduceLanes(VectorOperators.ADD);
    }

    /**
     * Counts the partners of each query from {@code start} to {@code end} on its own: for the last 3 queries of a
     * bucket at most, whose byte counts cannot overflow.
     */
    private static long oneByOne(long[] tables, long[] queries, int start, int end, long[] masks, int at,
            long diagonalMask, boolean smallChunks) {
        LongVector mask = LongVector.fromArray(LINE, masks, at);
        LongVector counts = LongVector.zero(LINE);
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            LongVector x = mask.lanewise(VectorOperators.AND_NOT, smallChunks
                    ? LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 0))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 1)))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 2)))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 3)))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.smallChunkLine(diagonals, 4)))
                    : LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 0))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 1)))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 2)))
                            .or(LongVector.fromArray(LINE, tables, GroupLookups.groupLine(diagonals, 3))));
            x = x.sub(x.lanewise(VectorOperators.LSHR, BY_1).and(HALVES));
            x = x.and(PAIRS).add(x.lanewise(VectorOperators.LSHR, BY_2).and(PAIRS));
            x = x.add(x.lanewise(VectorOperators.LSHR, BY_4)).and(NIBBLES);
            counts = counts.add(x);
        }
        LongVector x = counts.and(BYTES).add(counts.lanewise(VectorOperators.LSHR, BY_8).and(BYTES));
        x = x.add(x.lanewise(VectorOperators.LSHR, BY_16));
        return x.add(x.lanewise(VectorOperators.LSHR, BY_32)).and(SHORTS).reduceLanes(VectorOperators.ADD);
    }
}
