package dev.nqueens.solvers.bitslice;

/**
 * The look-ups of a group of {@value #GROUP_BLOCKS} blocks of 64 patterns whose tables are interleaved: the
 * entries of one chunk value for the group's blocks fill one cache line, and a query cuts out its chunks once for
 * the whole group ({@link SliceMatcher}'s class comment says where groups serve). Up to
 * {@value #GROUP_MATCHED_BITS} matched diagonals take {@value #GROUP_CHUNKS} chunks of {@value #GROUP_CHUNK_BITS}
 * bits, more (up to 30) {@value #SMALL_GROUP_CHUNKS} chunks of 6, the <em>small chunks</em>. A bucket of queries
 * that meets three or more of the group's blocks takes the look-ups of a run of them that holds all it meets,
 * written out for 4, 6 or all 8 blocks; one that meets one or two takes theirs only; with the Vector API, two or
 * more go through {@link VectorLookups}. Used by one thread, one count at a time.
 */
final class GroupLookups {

    /** The blocks of a group, and the shift of a group's table line. */
    static final int GROUP_BLOCKS = 8;
    static final int LOG_GROUP = 3;
    /** The chunks of a query that meets a group of blocks, and their bits: 4 of 7 up to 28 matched bits. */
    static final int GROUP_CHUNKS = 4;
    static final int GROUP_CHUNK_BITS = 7;
    static final int GROUP_MATCHED_BITS = GROUP_CHUNKS * GROUP_CHUNK_BITS;
    static final int GROUP_CHUNK_MASK = (1 << GROUP_CHUNK_BITS) - 1;
    /** Likewise from 29 to 30 matched bits: 5 chunks of 6 bits, {@link BlockLookups#CHUNK_BITS}. */
    static final int SMALL_GROUP_CHUNKS = 5;
    private static final int SMALL_CHUNK_BITS = BlockLookups.CHUNK_BITS;
    private static final int SMALL_CHUNK_MASK = (1 << SMALL_CHUNK_BITS) - 1;

    /**
     * The group's tables: {@code tables[(chunk << GROUP_CHUNK_BITS | v) << LOG_GROUP | block]} is the OR of the
     * block's columns of the set bits of v in the chunk ({@link BlockLookups#CHUNK_BITS} instead of
     * {@link #GROUP_CHUNK_BITS} with small chunks).
     */
    private final long[] tables = new long[GROUP_CHUNKS << GROUP_CHUNK_BITS << LOG_GROUP];
    /** The diagonal bits that are matched, the low ones. */
    private final long diagonalMask;
    /** Whether the look-ups of 2 blocks or more run on vectors ({@link VectorLookups}). */
    private final boolean vectors;
    private final BlockTables blockTables;
    /** Whether the count under way takes 5 chunks of 6 bits rather than 4 of 7. */
    private boolean smallChunks;

    /**
     * @param diagonalMask the diagonal bits that are matched
     * @param vectors whether the look-ups of 2 blocks or more run on vectors
     * @param blockTables the matcher's, which transposes and tables a block
     */
    GroupLookups(long diagonalMask, boolean vectors, BlockTables blockTables) {
        this.diagonalMask = diagonalMask;
        this.vectors = vectors;
        this.blockTables = blockTables;
    }

    /** @param small whether the count under way takes 5 chunks of 6 bits rather than 4 of 7 */
    void smallChunks(boolean small) {
        this.smallChunks = small;
    }

    /**
     * Counts the partners of a bucket's queries in the group's blocks, each block's pairs limited to its
     * mask: with the vector look-ups, through all 8 blocks on vectors where it meets two or more; else through
     * the one or two blocks it meets, or through a run of 4, 6 or all 8 blocks that holds all it meets (in 5
     * chunks of 6 bits, all 8, or 4 where the group has no more).
     *
     * @param start the first query
     * @param end the end of the queries
     * @param masks the masks of the blocks, from {@code at}
     * @param blocks the blocks of the group
     */
    long partners(long[] queries, int start, int end, long[] masks, int at, int blocks) {
        int active = 0;
        int first = 0;
        int last = 0;
        for (int block = 0; block < blocks; block++) {
            if (masks[at + block] != 0) {
                if (active == 0) {
                    first = block;
                }
                last = block;
                active++;
            }
        }
        if (vectors && active > 1) {
            return VectorLookups.pairs(tables, queries, start, end, masks, at, diagonalMask, smallChunks);
        }
        if (active > 2) {
            if (smallChunks) {
                return blocks <= 4 ? queryFourBlocksInSmallChunks(queries, start, end, masks, at)
                        : queryEightBlocksInSmallChunks(queries, start, end, masks, at);
            }
            // the run from the first block met to the last
            int run = last - first + 1;
            if (run <= 4) {
                return queryFourBlocks(queries, start, end, masks, at, Math.min(first, GROUP_BLOCKS - 4));
            }
            if (run <= 6) {
                return querySixBlocks(queries, start, end, masks, at, Math.min(first, GROUP_BLOCKS - 6));
            }
            return queryEightBlocks(queries, start, end, masks, at);
        }
        if (active == 0) {
            return 0;
        }
        if (smallChunks) {
            return queryTwoBlocksInSmallChunks(queries, start, end, masks[at + first], first,
                    active == 2 ? masks[at + last] : 0, last);
        }
        long[] tables = this.tables;
        long diagonalMask = this.diagonalMask;
        long firstMask = masks[at + first];
        long lastMask = masks[at + last];
        boolean two = active == 2;
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int line0 = groupLine(diagonals, 0);
            int line1 = groupLine(diagonals, 1);
            int line2 = groupLine(diagonals, 2);
            int line3 = groupLine(diagonals, 3);
            pairs += Long.bitCount(~groupConflicts(tables, line0, line1, line2, line3, first) & firstMask);
            if (two) {
                pairs += Long.bitCount(~groupConflicts(tables, line0, line1, line2, line3, last) & lastMask);
            }
        }
        return pairs;
    }

    /** @return the patterns of one block of the group whose diagonals meet a query's, from its 4 lines */
    private static long groupConflicts(long[] tables, int line0, int line1, int line2, int line3, int block) {
        return tables[line0 | block] | tables[line1 | block] | tables[line2 | block] | tables[line3 | block];
    }

    /**
     * @param diagonals a query's matched diagonals
     * @param chunk one of its chunks
     * @return where the chunk's line of the group's tables starts
     */
    static int groupLine(long diagonals, int chunk) {
        int value = (int) (diagonals >>> chunk * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK;
        return (chunk << GROUP_CHUNK_BITS | value) << LOG_GROUP;
    }

    /**
     * {@link #partners} written out for a run of 4 blocks of the group.
     *
     * @param from the run's first block, up to 4
     */
    private long queryFourBlocks(long[] queries, int start, int end, long[] masks, int at, int from) {
        long[] t = tables;
        long diagonalMask = this.diagonalMask;
        long m0 = masks[at + from];
        long m1 = masks[at + from + 1];
        long m2 = masks[at + from + 2];
        long m3 = masks[at + from + 3];
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int i0 = groupLine(diagonals, 0) + from;
            int i1 = groupLine(diagonals, 1) + from;
            int i2 = groupLine(diagonals, 2) + from;
            int i3 = groupLine(diagonals, 3) + from;
            long c0 = t[i0] | t[i1] | t[i2] | t[i3];
            long c1 = t[i0 + 1] | t[i1 + 1] | t[i2 + 1] | t[i3 + 1];
            long c2 = t[i0 + 2] | t[i1 + 2] | t[i2 + 2] | t[i3 + 2];
            long c3 = t[i0 + 3] | t[i1 + 3] | t[i2 + 3] | t[i3 + 3];
            pairs += Long.bitCount(~c0 & m0) + Long.bitCount(~c1 & m1) + Long.bitCount(~c2 & m2)
                    + Long.bitCount(~c3 & m3);
        }
        return pairs;
    }

    /**
     * {@link #partners} written out for a run of 6 blocks of the group.
     *
     * @param from the run's first block, up to 2
     */
    private long querySixBlocks(long[] queries, int start, int end, long[] masks, int at, int from) {
        long[] t = tables;
        long diagonalMask = this.diagonalMask;
        long m0 = masks[at + from];
        long m1 = masks[at + from + 1];
        long m2 = masks[at + from + 2];
        long m3 = masks[at + from + 3];
        long m4 = masks[at + from + 4];
        long m5 = masks[at + from + 5];
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int i0 = groupLine(diagonals, 0) + from;
            int i1 = groupLine(diagonals, 1) + from;
            int i2 = groupLine(diagonals, 2) + from;
            int i3 = groupLine(diagonals, 3) + from;
            long c0 = t[i0] | t[i1] | t[i2] | t[i3];
            long c1 = t[i0 + 1] | t[i1 + 1] | t[i2 + 1] | t[i3 + 1];
            long c2 = t[i0 + 2] | t[i1 + 2] | t[i2 + 2] | t[i3 + 2];
            long c3 = t[i0 + 3] | t[i1 + 3] | t[i2 + 3] | t[i3 + 3];
            long c4 = t[i0 + 4] | t[i1 + 4] | t[i2 + 4] | t[i3 + 4];
            long c5 = t[i0 + 5] | t[i1 + 5] | t[i2 + 5] | t[i3 + 5];
            pairs += Long.bitCount(~c0 & m0) + Long.bitCount(~c1 & m1) + Long.bitCount(~c2 & m2)
                    + Long.bitCount(~c3 & m3) + Long.bitCount(~c4 & m4) + Long.bitCount(~c5 & m5);
        }
        return pairs;
    }

    /** {@link #partners} written out for the 8 blocks of a full group. */
    private long queryEightBlocks(long[] queries, int start, int end, long[] masks, int at) {
        long[] t = tables;
        long diagonalMask = this.diagonalMask;
        long m0 = masks[at];
        long m1 = masks[at + 1];
        long m2 = masks[at + 2];
        long m3 = masks[at + 3];
        long m4 = masks[at + 4];
        long m5 = masks[at + 5];
        long m6 = masks[at + 6];
        long m7 = masks[at + 7];
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int i0 = groupLine(diagonals, 0);
            int i1 = groupLine(diagonals, 1);
            int i2 = groupLine(diagonals, 2);
            int i3 = groupLine(diagonals, 3);
            long c0 = t[i0] | t[i1] | t[i2] | t[i3];
            long c1 = t[i0 + 1] | t[i1 + 1] | t[i2 + 1] | t[i3 + 1];
            long c2 = t[i0 + 2] | t[i1 + 2] | t[i2 + 2] | t[i3 + 2];
            long c3 = t[i0 + 3] | t[i1 + 3] | t[i2 + 3] | t[i3 + 3];
            long c4 = t[i0 + 4] | t[i1 + 4] | t[i2 + 4] | t[i3 + 4];
            long c5 = t[i0 + 5] | t[i1 + 5] | t[i2 + 5] | t[i3 + 5];
            long c6 = t[i0 + 6] | t[i1 + 6] | t[i2 + 6] | t[i3 + 6];
            long c7 = t[i0 + 7] | t[i1 + 7] | t[i2 + 7] | t[i3 + 7];
            pairs += Long.bitCount(~c0 & m0) + Long.bitCount(~c1 & m1) + Long.bitCount(~c2 & m2)
                    + Long.bitCount(~c3 & m3) + Long.bitCount(~c4 & m4) + Long.bitCount(~c5 & m5)
                    + Long.bitCount(~c6 & m6) + Long.bitCount(~c7 & m7);
        }
        return pairs;
    }

    /**
     * {@link #partners}'s look-ups of one or two blocks in 5 chunks of 6 bits.
     *
     * @param secondMask the second block's mask, 0 if there is only one
     */
    private long queryTwoBlocksInSmallChunks(long[] queries, int start, int end, long firstMask, int first,
            long secondMask, int second) {
        long[] tables = this.tables;
        long diagonalMask = this.diagonalMask;
        boolean two = secondMask != 0;
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int line0 = smallChunkLine(diagonals, 0);
            int line1 = smallChunkLine(diagonals, 1);
            int line2 = smallChunkLine(diagonals, 2);
            int line3 = smallChunkLine(diagonals, 3);
            int line4 = smallChunkLine(diagonals, 4);
            pairs += Long.bitCount(~(groupConflicts(tables, line0, line1, line2, line3, first) | tables[line4 | first])
                    & firstMask);
            if (two) {
                pairs += Long.bitCount(~(groupConflicts(tables, line0, line1, line2, line3, second)
                        | tables[line4 | second]) & secondMask);
            }
        }
        return pairs;
    }

    /**
     * @param diagonals a query's matched diagonals
     * @param chunk one of its 5 chunks of 6 bits
     * @return where the chunk's line of the group's tables starts
     */
    static int smallChunkLine(long diagonals, int chunk) {
        int value = (int) (diagonals >>> chunk * SMALL_CHUNK_BITS) & SMALL_CHUNK_MASK;
        return (chunk << SMALL_CHUNK_BITS | value) << LOG_GROUP;
    }

    /** {@link #queryEightBlocksInSmallChunks} for a group of up to 4 blocks. */
    private long queryFourBlocksInSmallChunks(long[] queries, int start, int end, long[] masks, int at) {
        long[] t = tables;
        long diagonalMask = this.diagonalMask;
        long m0 = masks[at];
        long m1 = masks[at + 1];
        long m2 = masks[at + 2];
        long m3 = masks[at + 3];
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int i0 = smallChunkLine(diagonals, 0);
            int i1 = smallChunkLine(diagonals, 1);
            int i2 = smallChunkLine(diagonals, 2);
            int i3 = smallChunkLine(diagonals, 3);
            int i4 = smallChunkLine(diagonals, 4);
            long c0 = t[i0] | t[i1] | t[i2] | t[i3] | t[i4];
            long c1 = t[i0 + 1] | t[i1 + 1] | t[i2 + 1] | t[i3 + 1] | t[i4 + 1];
            long c2 = t[i0 + 2] | t[i1 + 2] | t[i2 + 2] | t[i3 + 2] | t[i4 + 2];
            long c3 = t[i0 + 3] | t[i1 + 3] | t[i2 + 3] | t[i3 + 3] | t[i4 + 3];
            pairs += Long.bitCount(~c0 & m0) + Long.bitCount(~c1 & m1) + Long.bitCount(~c2 & m2)
                    + Long.bitCount(~c3 & m3);
        }
        return pairs;
    }

    /** {@link #queryEightBlocks} in 5 chunks of 6 bits. */
    private long queryEightBlocksInSmallChunks(long[] queries, int start, int end, long[] masks, int at) {
        long[] t = tables;
        long diagonalMask = this.diagonalMask;
        long m0 = masks[at];
        long m1 = masks[at + 1];
        long m2 = masks[at + 2];
        long m3 = masks[at + 3];
        long m4 = masks[at + 4];
        long m5 = masks[at + 5];
        long m6 = masks[at + 6];
        long m7 = masks[at + 7];
        long pairs = 0;
        for (int q = start; q < end; q++) {
            long diagonals = queries[q] & diagonalMask;
            int i0 = smallChunkLine(diagonals, 0);
            int i1 = smallChunkLine(diagonals, 1);
            int i2 = smallChunkLine(diagonals, 2);
            int i3 = smallChunkLine(diagonals, 3);
            int i4 = smallChunkLine(diagonals, 4);
            long c0 = t[i0] | t[i1] | t[i2] | t[i3] | t[i4];
            long c1 = t[i0 + 1] | t[i1 + 1] | t[i2 + 1] | t[i3 + 1] | t[i4 + 1];
            long c2 = t[i0 + 2] | t[i1 + 2] | t[i2 + 2] | t[i3 + 2] | t[i4 + 2];
            long c3 = t[i0 + 3] | t[i1 + 3] | t[i2 + 3] | t[i3 + 3] | t[i4 + 3];
            long c4 = t[i0 + 4] | t[i1 + 4] | t[i2 + 4] | t[i3 + 4] | t[i4 + 4];
            long c5 = t[i0 + 5] | t[i1 + 5] | t[i2 + 5] | t[i3 + 5] | t[i4 + 5];
            long c6 = t[i0 + 6] | t[i1 + 6] | t[i2 + 6] | t[i3 + 6] | t[i4 + 6];
            long c7 = t[i0 + 7] | t[i1 + 7] | t[i2 + 7] | t[i3 + 7] | t[i4 + 7];
            pairs += Long.bitCount(~c0 & m0) + Long.bitCount(~c1 & m1) + Long.bitCount(~c2 & m2)
                    + Long.bitCount(~c3 & m3) + Long.bitCount(~c4 & m4) + Long.bitCount(~c5 & m5)
                    + Long.bitCount(~c6 & m6) + Long.bitCount(~c7 & m7);
        }
        return pairs;
    }

    /**
     * Transposes the block of patterns starting at {@code from} and builds its tables at its place in the group.
     *
     * @param patterns the patterns
     * @param from the block's first pattern
     * @param size its patterns, up to 64
     * @param block its place in the group, below {@value #GROUP_BLOCKS}
     */
    void build(long[] patterns, int from, int size, int block) {
        long[] columns = blockTables.transpose(patterns, from, size, diagonalMask);
        int chunks = smallChunks ? SMALL_GROUP_CHUNKS : GROUP_CHUNKS;
        int chunkBits = smallChunks ? SMALL_CHUNK_BITS : GROUP_CHUNK_BITS;
        for (int chunk = 0; chunk < chunks; chunk++) {
            blockTables.fillChunk(tables, chunk << chunkBits << LOG_GROUP | block, LOG_GROUP, columns,
                    chunk * chunkBits, chunkBits);
        }
    }
}
