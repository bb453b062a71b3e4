package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.EntryList;

/**
 * Counts the disjoint pairs of two lists of half placements: by testing each pair, at about an operation a
 * pair, or with the {@link SliceMatcher}, the shorter list as its patterns, where an estimate of the
 * operations of each says the matcher is cheaper. Used by one thread.
 */
final class PairCounter {

    /**
     * Below this many pairs, lists are always tested pair by pair; tests pass 1 to send every pair of lists to
     * the matcher, or {@link Integer#MAX_VALUE} to send none.
     */
    static final int MIN_PAIRS = 256;

    /** The estimated operations to transpose a block of 64 entries and build its tables. */
    private static final long BUILD_COST = 64 * 12 + 64 * 5;
    /** The estimated operations of one query against one block. */
    private static final long QUERY_COST = 12;

    private final SliceMatcher matcher;
    /** An entry's diagonal bits, all of them, for the test of each pair. */
    private final long diagonalMask;
    private final int minPairs;

    /**
     * @param diagonalBits the number of low bits of an entry that hold its diagonals
     * @param sieveBits how many of them, the highest, the matcher sorts the lists by (see {@link SliceMatcher})
     * @param groups whether the matcher may build its blocks in groups (see {@link SliceMatcher})
     * @param minPairs the fewest pairs of two lists that go to the matcher: {@link #MIN_PAIRS}, or another
     *     number for tests
     */
    PairCounter(int diagonalBits, int sieveBits, boolean groups, int minPairs) {
        this.matcher = new SliceMatcher(diagonalBits, sieveBits, groups);
        this.diagonalMask = (1L << diagonalBits) - 1;
        this.minPairs = minPairs;
    }

    /**
     * @param first one list
     * @param second the other
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     * @return the (weighed) number of pairs whose diagonals are disjoint
     */
    long count(EntryList first, EntryList second, boolean weighed) {
        int firstLength = first.length();
        int secondLength = second.length();
        if (!matcherIsCheaper(firstLength, secondLength)) {
            return EntryList.testEachPair(first, second, diagonalMask, weighed);
        }
        return firstLength <= secondLength ? matcher.count(first, second, weighed)
                : matcher.count(second, first, weighed);
    }

    /**
     * @return whether the matcher counts all the runs of {@link #countByRuns} at once: it sorts by no sieve bits,
     *     and matches all of the entries' diagonals
     */
    boolean countsRunsAtOnce() {
        return !matcher.sieves();
    }

    /**
     * Counts the disjoint pairs of two lists in runs, each pair weighed by its runs. Where the matcher sorts by
     * no sieve bits, through it, all runs at once, if that is cheaper than a test of each pair; where it sorts
     * by some, each run of {@code first} (a few ties) against all of {@code second} as
     * {@link #countByRunWeights} counts them, as a sort of the long list into buckets for each short run would
     * cost more than its look-ups.
     *
     * @param first one list's runs
     * @param second the other's
     * @param weights {@code weights[firstRun * second.runs() + secondRun]}, 0, 1 or 2
     * @return the weighed number of disjoint pairs
     */
    long countByRuns(PlacementRuns first, PlacementRuns second, int[] weights) {
        if (countsRunsAtOnce() && matcherIsCheaper(first.length(), second.length())) {
            return matcher.countByRuns(first, second, weights);
        }
        long pairs = 0;
        for (int run = 0; run < first.runs(); run++) {
            pairs += countByRunWeights(first.run(run), second, weights, run * second.runs());
        }
        return pairs;
    }

    /**
     * Counts the disjoint pairs of a list and a list in runs, each pair weighed by its run: through the matcher
     * over all diagonals ({@link SliceMatcher#countByRunWeights}) where it sieves and that is cheaper than a test
     * of each pair, else run by run.
     *
     * @param first the list, none of its entries taken as flagged
     * @param second the runs
     * @param weights the weight of each run of {@code second}, 0, 1 or 2, from {@code weightsFrom}
     * @param weightsFrom where the weight of the first run is
     * @return the weighed number of disjoint pairs
     */
    long countByRunWeights(EntryList first, PlacementRuns second, int[] weights, int weightsFrom) {
        if (!countsRunsAtOnce() && matcherIsCheaper(first.length(), second.length())) {
            return matcher.countByRunWeights(first, second, weights, weightsFrom);
        }
        long pairs = 0;
        for (int run = 0; run < second.runs(); run++) {
            int weight = weights[weightsFrom + run];
            if (weight > 0) {
                pairs += weight * EntryList.testEachPair(first, second.run(run), diagonalMask, false);
            }
        }
        return pairs;
    }

    /**
     * @param first the length of one list
     * @param second the length of the other
     * @return whether the matcher counts their pairs faster than a test of each pair, by an estimate of the
     *     operations of each (always, or never, for the tests' extremes)
     */
    private boolean matcherIsCheaper(int first, int second) {
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
}
