package dev.nqueens.solvers.bitslice;

import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_BLOCKS;
import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_MATCHED_BITS;
import static dev.nqueens.solvers.bitslice.GroupLookups.LOG_GROUP;

import dev.nqueens.solvers.band.EntryList;
import java.util.Arrays;
import java.util.Optional;

/**
 * Counts the disjoint pairs between two lists of entries in bulk, 64 pairs in about as many operations as an
 * entry has chunks of diagonals (the package description of {@code dev.nqueens.solvers.band} gives the idea).
 * The shorter list, the <em>patterns</em>, is cut into blocks of 64, and each block is stored
 * <em>transposed</em> ({@link BitMatrix}): for each diagonal bit j, one {@code long} whose bit i says whether
 * pattern i of the block has bit j. The diagonals of a query that conflict with pattern i are then the bit i
 * of the OR of the columns of the query's bits, so {@code 64 - bitCount(OR)} patterns are its partners. To
 * save most of the ORs, the columns are grouped in chunks of {@value BlockLookups#CHUNK_BITS} bits and, for each chunk,
 * the ORs of all {@code 2^}{@value BlockLookups#CHUNK_BITS} subsets of its columns are tabled once per block; a query
 * then takes one table look-up per chunk. A block's tables (a few kilobytes) are built once and serve every
 * query of the longer list, which stays in the first-level cache ({@link BlockLookups}).
 *
 * <p><b>The sieve.</b> The written-out look-ups take {@value BlockLookups#UNROLLED_CHUNKS} chunks, 30 bits. Wider
 * entries (the 34 diagonals of halves of 9 columns) keep their highest bits out of the matching: both lists
 * are sorted into buckets by those <em>sieve bits</em>, and a pattern meets only the query buckets whose
 * sieve bits are disjoint from its own, so the pairs that share a sieve diagonal are never looked at
 * ({@link DiagonalArrangement} moves the densest diagonals there, and beside a band sieves by fewer where the
 * band leaves diagonals dead). The blocks are 64 consecutive patterns of the
 * sorted list, across buckets, so that they stay full however thinly a row set's lists fill the buckets: a
 * block meets each query bucket with the mask of its patterns whose sieve bits are disjoint from the
 * bucket's, and skips the buckets whose mask is empty ({@link Sieve}).
 *
 * <p><b>Groups of blocks.</b> Where the layout asks for them (the boards without a band, and n = 21's halves of 10
 * columns) and there are 25 to 30 diagonals to match, more than 4 chunks of 6 bits take, the blocks are built
 * {@value GroupLookups#GROUP_BLOCKS} at a time instead, their tables interleaved, and looked up by
 * {@link GroupLookups}: up to 28 diagonals (n = 18, whose halves of 9 columns have 34, 6 of them sieved) in 4 chunks
 * of 7 bits, more (n = 16, 30 diagonals and no sieve, and from n = 20 on, 38 diagonals and 8 sieved, unless a count
 * narrows them to 28: see below) in 5 chunks of 6. As the patterns without the edge flag come before all those with
 * it, a group is mostly of one kind, and a weighed count looks it up once, doubling the partners of the unflagged
 * queries in a group without the flag; only a group of both kinds is looked up a second time for its unflagged
 * queries, which the blocks two at a time fold into one pass. On the boards with halves of 9 columns and a band,
 * the blocks stay two at a time.
 *
 * <p><b>Vectors.</b> Where the JVM has the Vector API's incubating module and the processor 512-bit vectors, a
 * group's look-ups of two or more blocks take a line of the group's tables as one vector ({@link VectorLookups});
 * one block alone keeps its scalar look-up.
 *
 * <p><b>Narrowing.</b> A diagonal that one of a count's two lists never holds is in no conflict. Where 29 or 30
 * diagonals are matched in groups after a sieve (from n = 20 on), a count whose lists hold at most 28 of them
 * in common leaves the highest of the others out of both lists as it sorts them into buckets, and matches the
 * rest in 4 chunks of 7 bits: 4 look-ups of a query instead of 5.
 *
 * <p>What each of these choices gained, measured, is in {@code docs/performance.md} ("The matcher's groups,
 * vectors and narrowing").
 *
 * <p>Instances hold their tables and are used by one thread.
 */
final class SliceMatcher {

    /** The most diagonal bits that the written-out look-ups match. */
    static final int UNROLLED_BITS = BlockLookups.UNROLLED_BITS;

    /**
     * Whether the groups' look-ups of 2 blocks or more run on vectors by default: where the JVM has the module
     * {@code jdk.incubator.vector} in its boot layer, this class's module reads it, and the processor runs
     * 512-bit vectors itself ({@link VectorLookups}, whose classes are loaded only then).
     */
    static final boolean VECTORS = readsVectorModule() && VectorLookups.native512();

    /** The buckets of the lists, and the narrowing of a count. */
    private final Sieve sieve;
    /** The look-ups of one or two blocks, where the patterns are not built in groups. */
    private final BlockLookups blocks;
    /** For each query bucket, the patterns of the first and of the second block that it meets. */
    private final long[] firstMasks;
    private final long[] secondMasks;

    /** The block of {@link #countByRunWeights}, over all diagonals; null for a matcher that does not sieve. */
    private final WideBlock wideBlock;

    /**
     * For each run of queries, the block's patterns whose runs weigh at least 1 with it, and those that weigh 2
     * (see {@link #countByRuns}).
     */
    private long[] runMasks = new long[64];
    private long[] doubleRunMasks = new long[64];

    /** Whether the patterns are built in groups of blocks (see the class comment). */
    private final boolean grouped;
    /**
     * Whether the groups take 5 chunks of 6 bits rather than 4 of 7, unless the count's lists narrow: where more
     * than {@link GroupLookups#GROUP_MATCHED_BITS} diagonals are matched.
     */
    private final boolean wideGroups;
    /**
     * Whether a count whose two lists hold no more than {@link GroupLookups#GROUP_MATCHED_BITS} diagonals in common is
     * matched in 4 chunks of 7 bits, the others left out as the lists are sorted into buckets: with 5 chunks
     * of 6 and a sieve, the 30 matched diagonals from n = 20 on. Every count of two clear lists in a sample of
     * n = 20 had at least 2 diagonals that one of its lists never holds.
     */
    private final boolean narrows;
    /** The look-ups of a group of blocks, where the patterns are built in groups; else null. */
    private final GroupLookups groups;
    /**
     * For each query bucket and each block of the group, at {@code bucket << LOG_GROUP | block}: the block's
     * patterns that the bucket meets, and those of them without the edge flag (set only where a weighed count
     * meets a group of both kinds).
     */
    private final long[] groupMasks;
    private final long[] groupPlainMasks;
    /** The patterns without the edge flag of each block of the group. */
    private final long[] groupPlains = new long[GROUP_BLOCKS];

    /**
     * @param diagonalBits the number of low bits of an entry that hold its diagonals, up to 64
     * @param sieveBits how many of them, the highest, sort the lists into buckets instead of being matched
     * @param groups whether the blocks may be built in groups (see the class comment)
     */
    SliceMatcher(int diagonalBits, int sieveBits, boolean groups) {
        this(diagonalBits, sieveBits, groups, VECTORS);
    }

    /**
     * A matcher whose groups take the vector look-ups or not, for tests, which may ask for them wherever the JVM
     * has the Vector API's module, on a processor with 512-bit vectors or without.
     *
     * @param vectors whether a group's look-ups of 2 blocks or more run on vectors ({@link VectorLookups})
     */
    SliceMatcher(int diagonalBits, int sieveBits, boolean groups, boolean vectors) {
        int matchedBits = diagonalBits - sieveBits;
        long diagonalMask = matchedBits == 64 ? -1L : (1L << matchedBits) - 1;
        this.sieve = new Sieve(matchedBits, sieveBits);
        int chunks = Math.max(1, (matchedBits + BlockLookups.CHUNK_BITS - 1) / BlockLookups.CHUNK_BITS);
        BlockTables blockTables = new BlockTables(chunks * BlockLookups.CHUNK_BITS);
        this.blocks = new BlockLookups(diagonalMask, blockTables);
        this.wideBlock = sieveBits > 0 && diagonalBits <= WideBlock.WIDE_BITS
                ? new WideBlock(diagonalBits, blockTables) : null;
        this.firstMasks = new long[sieve.buckets()];
        this.secondMasks = new long[sieve.buckets()];
        this.grouped = groups && groupsMatch(matchedBits);
        this.wideGroups = grouped && matchedBits > GROUP_MATCHED_BITS;
        this.narrows = wideGroups && sieve.buckets() > 1;
        this.groups = grouped ? new GroupLookups(diagonalMask, vectors, blockTables) : null;
        if (grouped) {
            this.groups.smallChunks(wideGroups);
        }
        this.groupMasks = new long[grouped ? sieve.buckets() << LOG_GROUP : 0];
        this.groupPlainMasks = new long[grouped ? sieve.buckets() << LOG_GROUP : 0];
    }

    /**
     * @param matchedBits the diagonals a matcher matches
     * @return whether a matcher that may build its blocks in groups does so for that many: more bits than 4
     *     chunks of 6 take, few enough for 5 of 6
     */
    static boolean groupsMatch(int matchedBits) {
        return matchedBits > UNROLLED_BITS - BlockLookups.CHUNK_BITS && matchedBits <= UNROLLED_BITS;
    }

    /** @return whether the JVM has the Vector API's module and this class's module reads it */
    static boolean readsVectorModule() {
        Optional<Module> vector = ModuleLayer.boot().findModule("jdk.incubator.vector");
        return vector.isPresent() && SliceMatcher.class.getModule().canRead(vector.get());
    }

    /**
     * Counts the pairs (pattern, query) whose diagonal bits are disjoint; weighed, a pair of two entries
     * without the edge flag counts twice.
     *
     * @param patterns the shorter list
     * @param queries the longer list
     * @param weighed whether pairs of two unflagged entries count twice
     * @return the (weighed) number of disjoint pairs
     */
    long count(EntryList patterns, EntryList queries, boolean weighed) {
        long[] patternEntries = patterns.entries();
        int patternBase = patterns.start();
        long[] queryEntries = queries.entries();
        int queryBase = queries.start();
        if (!sieves()) {
            sieve.bound(patterns, queries);
        } else {
            long held = sieve.countKeys(patterns, queries);
            boolean smallChunks = wideGroups && !(narrows && sieve.narrowTo(held, GROUP_MATCHED_BITS));
            if (grouped) {
                groups.smallChunks(smallChunks);
            }
            patternEntries = sieve.sortPatterns(patterns, !smallChunks);
            queryEntries = sieve.sortQueries(queries, !smallChunks);
            patternBase = 0;
            queryBase = 0;
        }
        return grouped ? countInGroups(patternEntries, patternBase, patterns.length(), queryEntries, queryBase, weighed)
                : countInBlocks(patternEntries, patternBase, patterns.length(), queryEntries, queryBase, weighed);
    }

    /**
     * Counts the disjoint pairs of a short list of patterns and a list of queries that comes in runs, each pair
     * weighed by its query's run, over all of the entries' diagonals, sieve bits included, without sorting
     * either list into buckets: each block of 64 patterns is tabled over all its diagonals in chunks of 7 bits,
     * and each query of a run that weighs 1 or 2 is looked up once. For a board's ties, a few placements each
     * weighed against the other half's clear runs by their columns, where a sort of the long list into buckets
     * for every tie would cost more than its look-ups; only for a matcher that sieves, with up to
     * {@value WideBlock#WIDE_BITS} diagonals.
     *
     * @param patterns the patterns, none taken as flagged
     * @param queries the runs of queries
     * @param runWeights the weight of each run of queries, 0, 1 or 2, from {@code weightsFrom}
     * @param weightsFrom where the weight of the first run is
     * @return the weighed number of disjoint pairs
     * @throws IllegalStateException if the matcher does not sieve, or its entries have too many diagonals
     */
    long countByRunWeights(EntryList patterns, PlacementRuns queries, int[] runWeights, int weightsFrom) {
        if (wideBlock == null) {
            throw new IllegalStateException("only a matcher that sieves up to " + WideBlock.WIDE_BITS
                    + " diagonals counts by the weights of runs");
        }
        long[] entries = queries.entries();
        long pairs = 0;
        for (int from = patterns.start(), end = patterns.end(); from < end; from += 64) {
            int size = Math.min(64, end - from);
            wideBlock.build(patterns.entries(), from, size);
            long valid = BlockTables.lowBits(size);
            for (int run = 0; run < queries.runs(); run++) {
                int weight = runWeights[weightsFrom + run];
                if (weight == 0) {
                    continue;
                }
                long partners = 0;
                for (int q = queries.runStart(run), stop = queries.runEnd(run); q < stop; q++) {
                    partners += Long.bitCount(~wideBlock.conflicts(entries[q]) & valid);
                }
                pairs += weight * partners;
            }
        }
        return pairs;
    }

    /** @return whether the lists are sorted into buckets by sieve bits: if not, {@link #countByRuns} counts */
    boolean sieves() {
        return sieve.buckets() > 1;
    }

    /**
     * Counts the disjoint pairs of patterns and queries that come in runs, each pair weighed by its runs:
     * {@code weights[patternRun * queries.runs() + queryRun]}, 0, 1 or 2. The patterns are cut into blocks of 64
     * across their runs, and each run of queries meets a block with the masks of the block's patterns that
     * weigh at least 1 and 2 with it, so that short runs share blocks; only without a sieve ({@link #sieves()}).
     *
     * @param patterns the runs of patterns, usually the shorter list
     * @param queries the runs of queries
     * @param weights the weight of each pair of runs
     * @return the weighed number of disjoint pairs
     * @throws IllegalStateException if the matcher sieves, and so would match only some of the diagonals
     */
    long countByRuns(PlacementRuns patterns, PlacementRuns queries, int[] weights) {
        if (sieves()) {
            throw new IllegalStateException("a matcher with sieve bits cannot count runs at once");
        }
        int queryRuns = queries.runs();
        if (runMasks.length < queryRuns) {
            runMasks = new long[Math.max(2 * runMasks.length, queryRuns)];
            doubleRunMasks = new long[runMasks.length];
        }
        long[] masks = runMasks;
        long[] doubleMasks = doubleRunMasks;
        long[] queryEntries = queries.entries();
        int patternCount = patterns.length();
        long pairs = 0;
        int firstRun = 0;
        for (int block = 0; block < patternCount; block += 64) {
            int end = Math.min(block + 64, patternCount);
            blocks.build(patterns.entries(), block, end - block, 0);
            Arrays.fill(masks, 0, queryRuns, 0);
            Arrays.fill(doubleMasks, 0, queryRuns, 0);
            while (patterns.runEnd(firstRun) <= block) {
                firstRun++;
            }
            for (int run = firstRun; run < patterns.runs() && patterns.runStart(run) < end; run++) {
                long lanes = BlockTables.lowBits(Math.min(patterns.runEnd(run), end) - block)
                        & ~BlockTables.lowBits(patterns.runStart(run) - block);
                for (int queryRun = 0, at = run * queryRuns; queryRun < queryRuns; queryRun++, at++) {
                    if (weights[at] > 0) {
                        masks[queryRun] |= lanes;
                    }
                    if (weights[at] > 1) {
                        doubleMasks[queryRun] |= lanes;
                    }
                }
            }
            for (int queryRun = 0; queryRun < queryRuns; queryRun++) {
                long mask = masks[queryRun];
                if (mask == 0) {
                    continue;
                }
                long doubleMask = doubleMasks[queryRun];
                for (int q = queries.runStart(queryRun), stop = queries.runEnd(queryRun); q < stop; q++) {
                    long free = ~blocks.conflicts(queryEntries[q], 0);
                    pairs += Long.bitCount(free & mask) + Long.bitCount(free & doubleMask);
                }
            }
        }
        return pairs;
    }

    /**
     * Counts the patterns, in buckets as the sieve sorted them, against the queries, in theirs, in blocks of 64
     * consecutive patterns that may span buckets, two at a time
     * where the look-ups are written out: a query's chunks are then cut out once for both blocks. A block
     * meets each query bucket with the mask of its patterns whose sieve bits are disjoint from the bucket's,
     * and not at all where that mask is empty.
     *
     * @param patternBase where the patterns' bounds start in {@code patterns}
     * @param patternCount how many patterns there are
     * @param queryBase where the queries' bounds start in {@code queries}
     * @param weighed whether pairs of two unflagged entries count twice
     */
    private long countInBlocks(long[] patterns, int patternBase, int patternCount, long[] queries, int queryBase,
            boolean weighed) {
        long pairs = 0;
        for (int block = 0; block < patternCount; ) {
            int size = Math.min(64, patternCount - block);
            boolean two = blocks.takesTwo() && patternCount - block > 64;
            Arrays.fill(firstMasks, 0);
            long plainFirst = sieve.bucketMasks(block, size, firstMasks, 0, 0);
            blocks.build(patterns, patternBase + block, size, 0);
            long plainSecond = 0;
            if (two) {
                int secondSize = Math.min(64, patternCount - block - 64);
                Arrays.fill(secondMasks, 0);
                plainSecond = sieve.bucketMasks(block + 64, secondSize, secondMasks, 0, 0);
                blocks.build(patterns, patternBase + block + 64, secondSize, BlockLookups.SECOND_TABLES);
            }
            for (int bucket = 0; bucket < sieve.buckets(); bucket++) {
                long first = firstMasks[bucket];
                long second = two ? secondMasks[bucket] : 0;
                int start = queryBase + sieve.queryStart(bucket);
                int end = queryBase + sieve.queryEnd(bucket);
                if ((first | second) == 0 || start == end) {
                    continue;
                }
                // the queries without the flag count the unflagged patterns a second time when weighed
                int plainEnd = weighed ? queryBase + sieve.queryFlagged(bucket) : start;
                if (first != 0 && second != 0) {
                    pairs += blocks.queryTwoBlocks(queries, start, plainEnd, end, first, second, plainFirst & first,
                            plainSecond & second);
                } else if (first != 0) {
                    pairs += blocks.queryOneBlock(queries, start, plainEnd, end, 0, first, plainFirst & first);
                } else {
                    pairs += blocks.queryOneBlock(queries, start, plainEnd, end, BlockLookups.SECOND_TABLES, second,
                            plainSecond & second);
                }
            }
            block += two ? 128 : 64;
        }
        return pairs;
    }

    /**
     * Counts the sieved patterns against the sieved queries in groups of up to {@link GroupLookups#GROUP_BLOCKS} blocks
     * of 64 consecutive patterns (see the class comment). Each query bucket meets the blocks of a group whose
     * masks for it are not empty.
     *
     * @param patternBase where the patterns' bounds start in {@code patterns}
     * @param patternCount how many patterns there are
     * @param queryBase where the queries' bounds start in {@code queries}
     * @param weighed whether pairs of two unflagged entries count twice
     */
    private long countInGroups(long[] patterns, int patternBase, int patternCount, long[] queries, int queryBase,
            boolean weighed) {
        long pairs = 0;
        for (int group = 0; group < patternCount; group += 64 * GROUP_BLOCKS) {
            int blocks = Math.min(GROUP_BLOCKS, (patternCount - group + 63) / 64);
            Arrays.fill(groupMasks, 0);
            boolean allPlain = true;
            boolean nonePlain = true;
            for (int block = 0; block < blocks; block++) {
                int from = group + 64 * block;
                int size = Math.min(64, patternCount - from);
                long plain = sieve.bucketMasks(from, size, groupMasks, LOG_GROUP, block);
                groupPlains[block] = plain;
                allPlain &= plain == BlockTables.lowBits(size);
                nonePlain &= plain == 0;
                groups.build(patterns, patternBase + from, size, block);
            }
            boolean mixed = weighed && !allPlain && !nonePlain;
            if (mixed) {
                // the unflagged patterns each query bucket meets: the unflagged lanes of its masks
                for (int at = 0; at < groupMasks.length; at++) {
                    int block = at & GROUP_BLOCKS - 1;
                    groupPlainMasks[at] = block < blocks ? groupMasks[at] & groupPlains[block] : 0;
                }
            }
            for (int bucket = 0; bucket < sieve.buckets(); bucket++) {
                int start = queryBase + sieve.queryStart(bucket);
                int end = queryBase + sieve.queryEnd(bucket);
                if (start == end) {
                    continue;
                }
                int at = bucket << LOG_GROUP;
                // weighed, the queries without the flag count the unflagged patterns a second time: a group
                // of those alone in one pass, doubled, one of both kinds in a second pass
                int plainEnd = queryBase + sieve.queryFlagged(bucket);
                if (!weighed || nonePlain) {
                    pairs += groups.partners(queries, start, end, groupMasks, at, blocks);
                } else if (!mixed) {
                    pairs += 2 * groups.partners(queries, start, plainEnd, groupMasks, at, blocks)
                            + groups.partners(queries, plainEnd, end, groupMasks, at, blocks);
                } else {
                    pairs += groups.partners(queries, start, end, groupMasks, at, blocks);
                    if (plainEnd > start) {
                        pairs += groups.partners(queries, start, plainEnd, groupPlainMasks, at, blocks);
                    }
                }
            }
        }
        return pairs;
    }
}
