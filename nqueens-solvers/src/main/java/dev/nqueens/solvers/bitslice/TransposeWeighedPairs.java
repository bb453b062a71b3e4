package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.RowSetSymmetry;

/**
 * Counts the pairs of one row set of a board without a band, or of the centre configuration of a band of one
 * column, each weighed by the transpose as {@link RowSetSymmetry} says. A half placement's bottom columns are
 * those of its bottom quadrant placement, so the transpose sorts whole cells before any pair is made: the cells it
 * leaves out are not paired up at all, the clear ones go to one list and the few ties to another
 * ({@link PlacementRuns}). Two clear lists are counted once and doubled; a half's ties are counted against the
 * other half's clear runs, each pair weighed by its runs ({@link PairCounter#countByRuns}: all at once where the
 * matcher sorts by no sieve bits, else tie by tie with no sort into buckets, each faster than the way before it,
 * {@code docs/performance.md}, "Figures behind the code"); and against the other half's ties run by run.
 *
 * <p>Used by one thread; its buffers only grow, from one row set to the next.
 */
final class TransposeWeighedPairs {

    private final RowSetSymmetry symmetry;
    private final QuadrantHalf west;
    private final QuadrantHalf east;
    private final PairCounter pairs;
    /** All 2h bits of a half's row set. */
    private final int allRowSets;

    /** The half placements of one row set, sorted by the transpose. */
    private final PlacementRuns eastClear = new PlacementRuns();
    private final PlacementRuns eastTies = new PlacementRuns();
    private final PlacementRuns westClear = new PlacementRuns();
    private final PlacementRuns westTies = new PlacementRuns();
    /** The weight of each tie of one half with each clear run of the other. */
    private int[] pairWeights = new int[1 << 10];

    /**
     * @param symmetry the board's row set symmetries
     * @param west the west half, its quadrants listed
     * @param east the east half, likewise
     * @param pairs counts the disjoint pairs of two lists
     * @param halfWidth h
     */
    TransposeWeighedPairs(RowSetSymmetry symmetry, QuadrantHalf west, QuadrantHalf east, PairCounter pairs,
            int halfWidth) {
        this.symmetry = symmetry;
        this.west = west;
        this.east = east;
        this.pairs = pairs;
        this.allRowSets = (1 << 2 * halfWidth) - 1;
    }

    /**
     * @param rows an east row set, the least of its images
     * @return the pairs of its east placements and the west placements of its complement, each weighed by
     *     the transpose: 2 for two clear placements, and for a tie, as its partner's bottom columns say
     */
    long count(int rows) {
        east.placementsByTranspose(symmetry, rows, rows, eastClear, eastTies);
        if (eastClear.length() + eastTies.length() == 0) {
            return 0;
        }
        west.placementsByTranspose(symmetry, ~rows & allRowSets, rows, westClear, westTies);
        if (westClear.length() + westTies.length() == 0) {
            return 0;
        }
        long weighed = 2 * pairs.count(westClear.all(), eastClear.all(), false);
        weighed += pairs.countByRuns(eastTies, westClear, tieWeights(rows, eastTies, westClear, true));
        weighed += pairs.countByRuns(westTies, eastClear, tieWeights(rows, westTies, eastClear, false));
        for (int tie = 0; tie < eastTies.runs(); tie++) {
            int columns = eastTies.runColumns(tie);
            for (int westTie = 0; westTie < westTies.runs(); westTie++) {
                int weight = symmetry.transposeWeight(rows, westTies.runColumns(westTie), columns);
                if (weight > 0) {
                    weighed += weight * pairs.count(eastTies.run(tie), westTies.run(westTie), false);
                }
            }
        }
        return weighed;
    }

    /**
     * @param rows the east row set
     * @param ties one half's ties
     * @param clear the other half's clear runs
     * @param tiesAreEast whether the ties are the east half's
     * @return the weight of each tie with each clear run, at {@code tie * clear.runs() + run}, until the next call
     */
    private int[] tieWeights(int rows, PlacementRuns ties, PlacementRuns clear, boolean tiesAreEast) {
        int size = ties.runs() * clear.runs();
        if (pairWeights.length < size) {
            pairWeights = new int[Math.max(2 * pairWeights.length, size)];
        }
        for (int tie = 0, at = 0; tie < ties.runs(); tie++) {
            int tieColumns = ties.runColumns(tie);
            for (int run = 0; run < clear.runs(); run++, at++) {
                pairWeights[at] = tieWeight(rows, tieColumns, clear.runColumns(run), tiesAreEast);
            }
        }
        return pairWeights;
    }

    /**
     * @param rows the east row set
     * @param tieColumns a tie's bottom column set
     * @param runColumns that of a run of the other half
     * @param tieIsEast whether the tie is the east half's
     * @return the weight of their pairs by the transpose, 0 to 2
     */
    private int tieWeight(int rows, int tieColumns, int runColumns, boolean tieIsEast) {
        return tieIsEast ? symmetry.transposeWeight(rows, runColumns, tieColumns)
                : symmetry.transposeWeight(rows, tieColumns, runColumns);
    }
}
