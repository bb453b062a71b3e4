package dev.nqueens.solvers.bitslice;

import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_BLOCKS;
import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_CHUNK_BITS;
import static dev.nqueens.solvers.bitslice.GroupLookups.GROUP_CHUNK_MASK;
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
 * save most of the ORs, the columns are grouped in chunks of {@value #CHUNK_BITS} bits and, for each chunk,
 * the ORs of all {@code 2^}{@value #CHUNK_BITS} subsets of its columns are tabled once per block; a query
 * then takes one table look-up per chunk. A block's tables (a few kilobytes) are built once and serve every
 * query of the longer list, which stays in the first-level cache.
 *
 * <p><b>The sieve.</b> The written-out look-ups take {@value #UNROLLED_CHUNKS} chunks, 30 bits. Wider
 * entries (the 34 diagonals of halves of 9 columns) keep their highest bits out of the matching: both lists
 * are sorted into buckets by those <em>sieve bits</em>, and a pattern meets only the query buckets whose
 * sieve bits are disjoint from its own, so the pairs that share a sieve diagonal are never looked at
 * ({@code QuadrantJoin} moves the densest diagonals there). The blocks are 64 consecutive patterns of the
 * sorted list, across buckets, so that they stay full however thinly a row set's lists fill the buckets: a
 * block meets each query bucket with the mask of its patterns whose sieve bits are disjoint from the
 * bucket's, and skips the buckets whose mask is empty.
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

    /** The bits of a chunk: a block's tables take {@code 2^CHUNK_BITS} longs per chunk. */
    static final int CHUNK_BITS = 6;

    private static final int CHUNK_SIZE = 1 << CHUNK_BITS;
    private static final int CHUNK_MASK = CHUNK_SIZE - 1;
    /** The chunks of a query whose look-ups are written out (see {@link #unrolled}). */
    private static final int UNROLLED_CHUNKS = 5;
    /** Where the tables of the second of two blocks start (see {@link #countInBlocks}). */
    private static final int SECOND_TABLES = UNROLLED_CHUNKS * CHUNK_SIZE;

    /** The most diagonal bits that the written-out look-ups match: {@link #UNROLLED_CHUNKS} chunks. */
    static final int UNROLLED_BITS = UNROLLED_CHUNKS * CHUNK_BITS;

    /** The chunks of 7 bits of {@link #countByRunWeights}, and the most diagonals they take. */
    private static final int WIDE_CHUNKS = 6;
    private static final int WIDE_BITS = WIDE_CHUNKS * GROUP_CHUNK_BITS;

    /**
     * Whether the groups' look-ups of 2 blocks or more run on vectors by default: where the JVM has the module
     * {@code jdk.incubator.vector} in its boot layer, this class's module reads it, and the processor runs
     * 512-bit vectors itself ({@link VectorLookups}, whose classes are loaded only then).
     */
    static final boolean VECTORS = readsVectorModule() && VectorLookups.native512();

    /** Whether this matcher's groups look up 2 blocks or more on vectors ({@link VectorLookups}). */
    private final boolean vectors;
    /** The diagonal bits that are matched, the low ones. */
    private final long diagonalMask;
    /** Where the sieve bits start, and the number of buckets they sort the lists into. */
    private final int sieveShift;
    private final int buckets;
    /**
     * For the queries: for each bucket, where its entries start in the sieved list, at {@code 2 * bucket}, and
     * where those with the edge flag start, at {@code 2 * bucket + 1}; one more for the end. As the buckets
     * follow each other, a bucket's end is the next one's start (see {@link #start}, {@link #flaggedStart},
     * {@link #end}).
     */
    private final int[] queryBounds;
    /**
     * For the patterns: where each <em>part</em> starts in the sieved list, and one more for the end. The
     * parts are the buckets' entries without the edge flag, bucket by bucket, and then those with it, at
     * {@code buckets + bucket}: the blocks are mostly all of one kind, so that a weighed count looks them up
     * once, and doubles the partners of a block without the flag.
     */
    private final int[] patternBounds;
    /** For each query bucket, the patterns of the first and of the second block that it meets. */
    private final long[] firstMasks;
    private final long[] secondMasks;
    /** The lists sorted into buckets. */
    private long[] sievedPatterns = new long[1 << 10];
    private long[] sievedQueries = new long[1 << 10];
    private final int chunks;
    /** What transposes and tables a block of patterns. */
    private final BlockTables blockTables;
    /** The block's tables: {@code tables[chunk * CHUNK_SIZE + v]} is the OR of the columns of the set bits of v. */
    private final long[] tables;

    /** All of an entry's diagonals, the sieve bits among them, for {@link #countByRunWeights}. */
    private final long allDiagonals;
    /**
     * The tables of one block over all of its diagonals, in {@value #WIDE_CHUNKS} chunks of
     * {@value GroupLookups#GROUP_CHUNK_BITS} bits (those past the last diagonal stay 0), for {@link #countByRunWeights}.
     */
    private final long[] wideTables;

    /**
     * For each run of queries, the block's patterns whose runs weigh at least 1 with it, and those that weigh 2
     * (see {@link #countByRuns}).
     */
    private long[] runMasks = new long[64];
    private long[] doubleRunMasks = new long[64];

    /** The patterns without the edge flag in the first and the second block built last. */
    private long plainFirst;
    private long plainSecond;
    /**
     * Whether a query's look-ups are written out, for {@link #UNROLLED_CHUNKS} chunks: those of the halves of
     * 7 and 8 columns, whose 26 and 30 diagonal bits take 5 chunks, and of 9 columns with 4 or more sieve bits.
     * The loop over a number of chunks known only at run time made a whole count of n = 18 measurably slower
     * ({@code docs/performance.md}).
     */
    private final boolean unrolled;

    /** Whether the patterns are built in groups of blocks (see the class comment). */
    private final boolean grouped;
    /**
     * Whether the groups of the count under way take 5 chunks of 6 bits rather than 4 of 7: where more than
     * {@link GroupLookups#GROUP_MATCHED_BITS} diagonals are matched, unless the count's lists leave few enough of them to
     * narrow (see {@link #narrows}).
     */
    private boolean smallChunks;
    /** Whether the groups take 5 chunks of 6 bits unless the count's lists narrow. */
    private final boolean wideGroups;
    /**
     * Whether a count whose two lists hold no more than {@link GroupLookups#GROUP_MATCHED_BITS} diagonals in common is
     * matched in 4 chunks of 7 bits, the others left out as the lists are sorted into buckets: with 5 chunks
     * of 6 and a sieve, the 30 matched diagonals from n = 20 on. Every count of two clear lists in a sample of
     * n = 20 had at least 2 diagonals that one of its lists never holds.
     */
    private final boolean narrows;
    /**
     * While a count narrows its entries, the bits below and from each of the two diagonals it leaves out, the
     * higher first: {@link #narrow}. They leave an entry as it is otherwise.
     */
    private long belowFirstHole = -1L;
    private long fromFirstHole;
    private long belowSecondHole = -1L;
    private long fromSecondHole;
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
        this.vectors = vectors;
        int matchedBits = diagonalBits - sieveBits;
        this.diagonalMask = matchedBits == 64 ? -1L : (1L << matchedBits) - 1;
        this.sieveShift = matchedBits;
        this.buckets = 1 << sieveBits;
        this.patternBounds = new int[2 * buckets + 1];
        this.queryBounds = new int[2 * buckets + 1];
        this.chunks = Math.max(1, (matchedBits + CHUNK_BITS - 1) / CHUNK_BITS);
        this.blockTables = new BlockTables(chunks * CHUNK_BITS);
        this.unrolled = chunks <= UNROLLED_CHUNKS;
        this.tables = new long[Math.max(chunks, 2 * UNROLLED_CHUNKS) * CHUNK_SIZE];
        this.allDiagonals = diagonalBits == 64 ? -1L : (1L << diagonalBits) - 1;
        this.wideTables = new long[sieveBits > 0 && diagonalBits <= WIDE_BITS ? WIDE_CHUNKS << GROUP_CHUNK_BITS : 0];
        this.firstMasks = new long[buckets];
        this.secondMasks = new long[buckets];
        // more bits than 4 chunks of 6, few enough for 5 of 6
        this.grouped = groups && matchedBits > UNROLLED_BITS - CHUNK_BITS && matchedBits <= UNROLLED_BITS;
        this.wideGroups = grouped && matchedBits > GROUP_MATCHED_BITS;
        this.smallChunks = wideGroups;
        this.narrows = wideGroups && buckets > 1;
        this.groups = grouped ? new GroupLookups(diagonalMask, vectors, blockTables) : null;
        if (grouped) {
            this.groups.smallChunks(smallChunks);
        }
        this.groupMasks = new long[grouped ? buckets << LOG_GROUP : 0];
        this.groupPlainMasks = new long[grouped ? buckets << LOG_GROUP : 0];
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
        if (buckets == 1) {
            bound(patternBounds, patterns);
            bound(queryBounds, queries);
        } else {
            long held = countKeys(patterns, patternBounds, true) & countKeys(queries, queryBounds, false);
            smallChunks = wideGroups && !(narrows && narrowTo(held));
            if (grouped) {
                groups.smallChunks(smallChunks);
            }
            sievedPatterns = patternEntries = place(patterns, sievedPatterns, patternBounds, true, !smallChunks);
            sievedQueries = queryEntries = place(queries, sievedQueries, queryBounds, false, !smallChunks);
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
     * {@value #WIDE_BITS} diagonals.
     *
     * @param patterns the patterns, none taken as flagged
     * @param queries the runs of queries
     * @param runWeights the weight of each run of queries, 0, 1 or 2, from {@code weightsFrom}
     * @param weightsFrom where the weight of the first run is
     * @return the weighed number of disjoint pairs
     * @throws IllegalStateException if the matcher does not sieve, or its entries have too many diagonals
     */
    long countByRunWeights(EntryList patterns, PlacementRuns queries, int[] runWeights, int weightsFrom) {
        if (wideTables.length == 0) {
            throw new IllegalStateException("only a matcher that sieves up to " + WIDE_BITS
                    + " diagonals counts by the weights of runs");
        }
        long[] entries = queries.entries();
        long pairs = 0;
        for (int from = patterns.start(), end = patterns.end(); from < end; from += 64) {
            int size = Math.min(64, end - from);
            buildWideBlock(patterns.entries(), from, size);
            long valid = BlockTables.lowBits(size);
            for (int run = 0; run < queries.runs(); run++) {
                int weight = runWeights[weightsFrom + run];
                if (weight == 0) {
                    continue;
                }
                long partners = 0;
                for (int q = queries.runStart(run), stop = queries.runEnd(run); q < stop; q++) {
                    partners += Long.bitCount(~wideConflicts(entries[q]) & valid);
                }
                pairs += weight * partners;
            }
        }
        return pairs;
    }

    /** Tables the block of patterns from {@code from} over all their diagonals, into {@link #wideTables}. */
    private void buildWideBlock(long[] patterns, int from, int size) {
        long[] columns = blockTables.transpose(patterns, from, size, allDiagonals);
        int chunks = (Long.bitCount(allDiagonals) + GROUP_CHUNK_BITS - 1) / GROUP_CHUNK_BITS;
        for (int chunk = 0; chunk < chunks; chunk++) {
            blockTables.fillChunk(wideTables, chunk << GROUP_CHUNK_BITS, 0, columns, chunk * GROUP_CHUNK_BITS,
                    GROUP_CHUNK_BITS);
        }
    }

    /** @return bit i set if the query's diagonals meet those of pattern i of the block of {@link #wideTables} */
    private long wideConflicts(long query) {
        long diagonals = query & allDiagonals;
        long[] t = wideTables;
        return t[(int) diagonals & GROUP_CHUNK_MASK]
                | t[1 << GROUP_CHUNK_BITS | (int) (diagonals >>> GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[2 << GROUP_CHUNK_BITS | (int) (diagonals >>> 2 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[3 << GROUP_CHUNK_BITS | (int) (diagonals >>> 3 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[4 << GROUP_CHUNK_BITS | (int) (diagonals >>> 4 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK]
                | t[5 << GROUP_CHUNK_BITS | (int) (diagonals >>> 5 * GROUP_CHUNK_BITS) & GROUP_CHUNK_MASK];
    }

    /** @return whether the lists are sorted into buckets by sieve bits: if not, {@link #countByRuns} counts */
    boolean sieves() {
        return buckets > 1;
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
            buildBlock(patterns.entries(), block, end - block, 0);
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
                    long free = ~conflicts(queryEntries[q], 0);
                    pairs += Long.bitCount(free & mask) + Long.bitCount(free & doubleMask);
                }
            }
        }
        return pairs;
    }

    /** Sets the bounds of the one bucket of an unsieved list, relative to its start. */
    private static void bound(int[] bounds, EntryList list) {
        bounds[0] = 0;
        bounds[1] = list.flagged() - list.start();
        bounds[2] = list.length();
    }

    /** @return where a bucket's entries start, by the bounds of its list */
    private static int start(int[] bounds, int bucket) {
        return bounds[2 * bucket];
    }

    /** @return where its entries with the edge flag start */
    private static int flaggedStart(int[] bounds, int bucket) {
        return bounds[2 * bucket + 1];
    }

    /** @return where its entries end */
    private static int end(int[] bounds, int bucket) {
        return bounds[2 * bucket + 2];
    }

    /**
     * Counts the patterns, in buckets as {@link #patternBounds} says, against the queries, in buckets as
     * {@link #queryBounds} says, in blocks of 64 consecutive patterns that may span buckets, two at a time
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
            boolean two = unrolled && patternCount - block > 64;
            Arrays.fill(firstMasks, 0);
            plainFirst = bucketMasks(block, size, firstMasks, 0, 0);
            buildBlock(patterns, patternBase + block, size, 0);
            plainSecond = 0;
            if (two) {
                int secondSize = Math.min(64, patternCount - block - 64);
                Arrays.fill(secondMasks, 0);
                plainSecond = bucketMasks(block + 64, secondSize, secondMasks, 0, 0);
                buildBlock(patterns, patternBase + block + 64, secondSize, SECOND_TABLES);
            }
            for (int bucket = 0; bucket < buckets; bucket++) {
                long first = firstMasks[bucket];
                long second = two ? secondMasks[bucket] : 0;
                int start = queryBase + start(queryBounds, bucket);
                int end = queryBase + end(queryBounds, bucket);
                if ((first | second) == 0 || start == end) {
                    continue;
                }
                // the queries without the flag count the unflagged patterns a second time when weighed
                int plainEnd = weighed ? queryBase + flaggedStart(queryBounds, bucket) : start;
                if (first != 0 && second != 0) {
                    pairs += queryTwoBlocks(queries, start, plainEnd, end, first, second);
                } else if (first != 0) {
                    pairs += queryOneBlock(queries, start, plainEnd, end, 0, first, plainFirst & first);
                } else {
                    pairs += queryOneBlock(queries, start, plainEnd, end, SECOND_TABLES, second, plainSecond & second);
                }
            }
            block += two ? 128 : 64;
        }
        return pairs;
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
    private long bucketMasks(int from, int size, long[] masks, int shift, int offset) {
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

    /**
     * Counts the queries' partners in the two blocks built last.
     *
     * @param start the first query
     * @param plainEnd the end of the queries whose pairs with unflagged patterns count twice
     * @param end the end of the queries
     * @param validFirst the first block's patterns that the queries meet
     * @param validSecond the second block's patterns that the queries meet
     */
    private long queryTwoBlocks(long[] queries, int start, int plainEnd, int end, long validFirst, long validSecond) {
        long plainFirst = this.plainFirst & validFirst;
        long plainSecond = this.plainSecond & validSecond;
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
     * Counts the entries of each bucket of a list, the first half of its sort into buckets by their sieve bits
     * ({@link #place}).
     *
     * @param bounds set to where each bucket's entries will start, as {@link #queryBounds} or
     *     {@link #patternBounds} says, but one place on
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

    /**
     * Sorts a list into buckets by its entries' sieve bits, those without the edge flag first in each; or, for
     * the patterns, all those without the flag first. Its buckets' sizes must have been counted
     * ({@link #countKeys}).
     *
     * @param bounds set to the bounds in the sorted list, as {@link #queryBounds} or {@link #patternBounds}
     *     says
     * @param flaggedLast whether the entries with the flag follow all those without it
     * @param narrowed whether to place each entry's matched diagonals narrowed ({@link #narrow}) rather than
     *     the entry
     * @return {@code into}, or a larger array instead
     */
    private long[] place(EntryList list, long[] into, int[] bounds, boolean flaggedLast, boolean narrowed) {
        long[] entries = list.entries();
        int start = list.start();
        int flagged = list.flagged();
        int end = list.end();
        if (into.length < end - start) {
            into = new long[Math.max(2 * into.length, end - start)];
        }
        // place each at its key's next free index, then shift the bounds back
        if (narrowed) {
            for (int i = start; i < end; i++) {
                long entry = entries[i];
                into[bounds[bucketKey(entry, i >= flagged, flaggedLast)]++] = narrow(entry);
            }
        } else {
            for (int i = start; i < end; i++) {
                long entry = entries[i];
                into[bounds[bucketKey(entry, i >= flagged, flaggedLast)]++] = entry;
            }
        }
        System.arraycopy(bounds, 0, bounds, 1, bounds.length - 1);
        bounds[0] = 0;
        return into;
    }

    /**
     * Chooses the diagonals that a count narrows its entries by, if it may: where its two lists hold at most
     * {@link GroupLookups#GROUP_MATCHED_BITS} matched diagonals in common, the highest of the others, as many as it takes.
     * A diagonal that one of the lists never holds is in no conflict, so leaving it out of both changes no
     * count.
     *
     * @param held the matched diagonals that both lists hold
     * @return whether the count narrows
     */
    private boolean narrowTo(long held) {
        if (Long.bitCount(held) > GROUP_MATCHED_BITS) {
            return false;
        }
        long holes = diagonalMask & ~held;
        int first = 63 - Long.numberOfLeadingZeros(holes);
        belowFirstHole = (1L << first) - 1;
        fromFirstHole = -1L << first;
        belowSecondHole = -1L;
        fromSecondHole = 0;
        if (Long.bitCount(diagonalMask) - GROUP_MATCHED_BITS == 2) {
            int second = 63 - Long.numberOfLeadingZeros(holes & belowFirstHole);
            belowSecondHole = (1L << second) - 1;
            fromSecondHole = -1L << second;
        }
        return true;
    }

    /**
     * @param entry an entry
     * @return its matched diagonals without the one or two that the count leaves out ({@link #narrowTo}), each
     *     diagonal above one of them a bit lower: {@link GroupLookups#GROUP_MATCHED_BITS} bits at most
     */
    private long narrow(long entry) {
        long diagonals = entry & diagonalMask;
        diagonals = diagonals & belowFirstHole | diagonals >>> 1 & fromFirstHole;
        return diagonals & belowSecondHole | diagonals >>> 1 & fromSecondHole;
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
     * Counts the queries' partners in one block built last.
     *
     * @param start the first query
     * @param plainEnd the end of the queries whose pairs with unflagged patterns count twice
     * @param end the end of the queries
     * @param tablesStart where the block's tables start: 0, or {@link #SECOND_TABLES} for the second of two
     * @param valid the block's patterns that the queries meet
     * @param plainValid those of them without the edge flag
     */
    private long queryOneBlock(long[] queries, int start, int plainEnd, int end, int tablesStart, long valid,
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
                long plain = bucketMasks(from, size, groupMasks, LOG_GROUP, block);
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
            for (int bucket = 0; bucket < buckets; bucket++) {
                int start = queryBase + start(queryBounds, bucket);
                int end = queryBase + end(queryBounds, bucket);
                if (start == end) {
                    continue;
                }
                int at = bucket << LOG_GROUP;
                // weighed, the queries without the flag count the unflagged patterns a second time: a group
                // of those alone in one pass, doubled, one of both kinds in a second pass
                int plainEnd = queryBase + flaggedStart(queryBounds, bucket);
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



    /**
     * @param query an entry of the queries
     * @param tablesStart where the block's tables start: 0, or {@link #SECOND_TABLES} for the second of two
     * @return bit i set if the query's diagonals meet those of pattern i of that block
     */
    private long conflicts(long query, int tablesStart) {
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

    /**
     * Transposes the block of patterns starting at {@code from} and builds its tables. The transposition swaps
     * blocks of bits rather than scattering each set bit, which made count 18 faster ({@code docs/performance.md}).
     */
    private void buildBlock(long[] patterns, int from, int size, int tablesStart) {
        long[] columns = blockTables.transpose(patterns, from, size, diagonalMask);
        for (int chunk = 0; chunk < chunks; chunk++) {
            blockTables.fillChunk(tables, tablesStart + chunk * CHUNK_SIZE, 0, columns, chunk * CHUNK_BITS,
                    CHUNK_BITS);
        }
    }

}
