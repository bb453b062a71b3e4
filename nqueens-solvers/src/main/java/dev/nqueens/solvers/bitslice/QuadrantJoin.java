package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandJoin;
import dev.nqueens.solvers.band.RowSetSymmetry;
import java.util.Arrays;

/**
 * The bitslice counter's join (see {@link BandJoin}), by quadrants: the halves' placements are not listed
 * and sorted by row set, but made row set by row set, each from two quadrant placements.
 *
 * <p>Each half is cut by rows into a top and a bottom {@link Quadrant}: the first h and the last h of the
 * 2h rows the band leaves free. A half placement with row set R is a top placement on the rows of R in the
 * top part and a bottom placement on those in the bottom part, on complementary column sets, with no
 * diagonal between them: they can only meet on the few diagonals that reach both parts within the half,
 * so each carries those as a small bit set of its own, its <em>inner</em> bits, and a pair is one AND. The
 * four quadrants' placements (some ten thousand each at h = 8) are listed once per configuration; then for
 * each east row set R, the east placements of R and the west placements of its complement are made from
 * them, and their pairs counted: small lists by testing each pair, large ones with the {@link SliceMatcher}.
 * No placement of a half is stored for longer than its row set takes, and none is sorted.
 *
 * <p><b>Without a band</b> (see {@link RowSetSymmetry}), the one configuration's quadrants are listed once
 * and kept for every share of the row sets; only the row sets that are the least of their images are
 * joined, each weighed by its images. A half placement's bottom columns are those of its bottom quadrant
 * placement, so the transpose sorts whole cells: the cells it leaves out are not paired up at all, the clear
 * ones go to one list and the few ties to another ({@link PlacementRuns}). Two clear lists are counted
 * once and doubled; a tie is counted against the other half's clear placements gathered by their weight
 * with it, 2 then 1, in one weighed count.
 */
final class QuadrantJoin extends BandJoin {

    /** The listing of the quadrants polls the cancellation every this many placements, less one. */
    private static final int LISTING_CHECK_MASK = (1 << 12) - 1;

    /** The join polls the cancellation every this many row sets (a power of 2). */
    private static final int POLL_ROW_SETS = 256;
    /** Likewise on a board without a band, whose row sets take a third of a millisecond each at n = 18. */
    private static final int POLL_ROW_SETS_WITHOUT_BAND = 16;
    /**
     * Where a quadrant placement keeps its inner bits: the top 2h - 2 bits below bit 63, above its 4h - 1
     * entry bits. Half placements keep them too; the join looks only at the diagonals.
     */
    private final int innerShift;

    private final int halfWidth;
    /** The h bits of a column set, or of a quadrant's row set. */
    private final int halfMask;
    /** All 2h bits of a half's row set. */
    private final int allRowSets;
    /** An entry's crossing diagonals and edge flag: what a placement keeps of its squares' entry bits. */
    private final long entryMask;
    private final int flagShift;

    private final Quadrant westTop;
    private final Quadrant westBottom;
    private final Quadrant eastTop;
    private final Quadrant eastBottom;
    /** For each square {@code column * n + row} of the halves, its bit in its quadrant's row set. */
    private final int[] quadrantRowBits;
    /**
     * For each square {@code column * n + row} of the halves, the bits a placement takes from a queen there:
     * its crossing diagonals and edge flag, as in an entry, and its inner bits from {@link #innerShift} up.
     */
    private final long[] squareBits;

    private final SliceMatcher matcher;
    /** How many diagonals the matcher's sieve takes: the highest bits of the diagonals. */
    private final int sieveBits;

    /** The entries of a row set made last, those without the edge flag first. */
    private long[] west = new long[1 << 10];
    private long[] east = new long[1 << 10];
    /** The flagged entries while a row set's are made. */
    private long[] flagged = new long[1 << 10];
    /** How many entries the last row set has, and how many of them without the flag. */
    private int madeLength;
    private int madePlain;

    /**
     * The rows by position of the configuration whose quadrants are listed, or null: a subproblem that is a
     * share of the row sets of the same configuration (on a board without a band, of its one configuration)
     * uses them as they are.
     */
    private int[] listedConfiguration;
    /**
     * On a board without a band: the half placements of one row set, sorted by the transpose; and the clear
     * ones gathered by their weight with a tie.
     */
    private final PlacementRuns eastClear = new PlacementRuns();
    private final PlacementRuns eastTies = new PlacementRuns();
    private final PlacementRuns westClear = new PlacementRuns();
    private final PlacementRuns westTies = new PlacementRuns();
    private long[] gathered = new long[1 << 10];
    private int gatheredLength;
    private int[] runWeights = new int[64];

    /** The quadrant being listed, and its columns from first by step, and the rows it may take. */
    private Quadrant listed;
    /** Placements listed since the start, for {@link #LISTING_CHECK_MASK}. */
    private int listedSinceCheck;
    private int listedFirst;
    private int listedStep;
    private int listedRows;

    /**
     * @param layout the board's layout
     */
    QuadrantJoin(Layout layout) {
        this(layout, SliceMatcher.MIN_PAIRS, layout.sieveBits);
    }

    /**
     * A join that leaves to the matcher the row sets of at least {@code minMatchedPairs} pairs, for tests: 1
     * matches every one, {@link Integer#MAX_VALUE} none; and whose matcher sorts the lists into buckets by
     * {@code sieveBits} diagonals, which tests may set on any board.
     */
    QuadrantJoin(Layout layout, int minMatchedPairs, int sieveBits) {
        super(layout);
        this.halfWidth = layout.halfWidth;
        this.halfMask = (1 << halfWidth) - 1;
        this.allRowSets = (1 << 2 * halfWidth) - 1;
        this.flagShift = layout.diagonalBits;
        this.entryMask = diagonalMask | 1L << flagShift;
        this.innerShift = Math.min(62, 65 - 2 * halfWidth);
        this.westTop = new Quadrant(halfWidth, flagShift);
        this.westBottom = new Quadrant(halfWidth, flagShift);
        this.eastTop = new Quadrant(halfWidth, flagShift);
        this.eastBottom = new Quadrant(halfWidth, flagShift);
        this.quadrantRowBits = new int[boardSize * boardSize];
        this.squareBits = new long[boardSize * boardSize];
        this.matcher = new SliceMatcher(layout.diagonalBits, sieveBits, minMatchedPairs);
        this.sieveBits = sieveBits;
    }

    @Override
    protected long joinHalves(boolean weighed) {
        if (!isConfiguration(listedConfiguration)) {
            listedConfiguration = null;
            listQuadrants();
            listedConfiguration = configuration();
        }
        if (layout.withoutBand()) {
            return joinRowSetShare();
        }
        // with a band of 1, the mirror maps each row set onto its complement: of the two, the one without
        // the top row is counted twice
        boolean mirrored = layout.mirrorKeepsEveryConfiguration();
        int counted = mirrored ? allRowSets >>> 1 : allRowSets;
        int parts = layout.rowSetParts;
        int part = rowSetPart();
        int share = ((mirrored ? layout.rowSets / 2 : layout.rowSets) - part + parts - 1) / parts;
        long pairs = 0;
        int dealt = 0;
        int done = 0;
        for (int rows = 0; rows <= counted; rows++) {
            if (Integer.bitCount(rows) != halfWidth || dealt++ % parts != part) {
                continue;
            }
            if ((done++ & POLL_ROW_SETS - 1) == 0) {
                checkStop();
                if (groupIsConfiguration) {
                    partway((double) done / share);
                }
            }
            pairs += pairsOf(weighed, rows);
        }
        return mirrored ? 2 * pairs : pairs;
    }

    /**
     * Counts the solutions of the subproblem's share of the row sets of a board without a band, each weighed
     * by the transpose and each row set by its images (see {@link RowSetSymmetry}).
     */
    private long joinRowSetShare() {
        RowSetSymmetry symmetry = layout.rowSetSymmetry();
        int parts = layout.rowSetParts;
        int first = rowSetPart();
        int share = (symmetry.rowSets() - first + parts - 1) / parts;
        long weighed = 0;
        int done = 0;
        for (int index = first; index < symmetry.rowSets(); index += parts) {
            if ((done++ & POLL_ROW_SETS_WITHOUT_BAND - 1) == 0) {
                checkStop();
                partway((double) done / share);
            }
            weighed += symmetry.images(index) * transposedPairs(symmetry, symmetry.rowSet(index));
        }
        return weighed;
    }

    /**
     * Counts the pairs of one east row set of a board without a band and the complementary west one, each
     * weighed by the transpose: 2 for two clear placements, and for a tie, as its partner's bottom columns
     * say.
     */
    private long transposedPairs(RowSetSymmetry symmetry, int rows) {
        makeSorted(symmetry, eastTop, eastBottom, rows, rows, eastClear, eastTies);
        if (eastClear.length() + eastTies.length() == 0) {
            return 0;
        }
        makeSorted(symmetry, westTop, westBottom, ~rows & allRowSets, rows, westClear, westTies);
        if (westClear.length() + westTies.length() == 0) {
            return 0;
        }
        long pairs = 2 * pairs(westClear.entries(), 0, westClear.length(), eastClear.entries(), 0,
                eastClear.length());
        for (int tie = 0; tie < eastTies.runs(); tie++) {
            int start = eastTies.runStart(tie);
            int end = eastTies.runEnd(tie);
            int columns = eastTies.runColumns(tie);
            int twice = gatherByWeight(symmetry, rows, westClear, columns, false);
            pairs += weighedPairs(eastTies.entries(), start, end, gathered, twice, gatheredLength);
            for (int westTie = 0; westTie < westTies.runs(); westTie++) {
                int weight = symmetry.transposeWeight(rows, westTies.runColumns(westTie), columns);
                if (weight > 0) {
                    pairs += weight * pairs(eastTies.entries(), start, end, westTies.entries(),
                            westTies.runStart(westTie), westTies.runEnd(westTie));
                }
            }
        }
        for (int tie = 0; tie < westTies.runs(); tie++) {
            int twice = gatherByWeight(symmetry, rows, eastClear, westTies.runColumns(tie), true);
            pairs += weighedPairs(westTies.entries(), westTies.runStart(tie), westTies.runEnd(tie), gathered, twice,
                    gatheredLength);
        }
        return pairs;
    }

    /**
     * Makes the placements of a half of a board without a band with a given row set, sorted by the
     * transpose: the clear ones into {@code clear}, the ties into {@code ties}, both in runs by their bottom
     * column sets; those of the cells that the transpose leaves out are not made.
     *
     * @param rows the half's row set
     * @param eastRows the east half's row set, which the transpose compares the bottom columns with
     */
    private void makeSorted(RowSetSymmetry symmetry, Quadrant top, Quadrant bottom, int rows, int eastRows,
            PlacementRuns clear, PlacementRuns ties) {
        int topRows = rows & halfMask;
        int bottomRows = rows >>> halfWidth;
        long[] topEntries = top.entries();
        long[] bottomEntries = bottom.entries();
        clear.clear();
        ties.clear();
        int[] filled = top.filled();
        for (int i = 4 * top.firstFilled(topRows), end = 4 * top.endFilled(topRows); i < end; i += 4) {
            // both halves number their columns from the centre line outwards, as the transpose reads them
            int bottomColumns = ~filled[i] & halfMask;
            int sort = symmetry.sort(eastRows, bottomColumns);
            if (sort == RowSetSymmetry.LEFT_OUT) {
                continue;
            }
            int bottomStart = bottom.start(bottomRows, bottomColumns);
            int bottomEnd = bottom.end(bottomRows, bottomColumns);
            if (bottomStart == bottomEnd) {
                continue;
            }
            int topStart = filled[i + 1];
            int topEnd = filled[i + 3];
            PlacementRuns into = sort == RowSetSymmetry.CLEAR ? clear : ties;
            long[] entries = into.room((topEnd - topStart) * (bottomEnd - bottomStart));
            into.endRun(pairUp(topEntries, topStart, topEnd, bottomEntries, bottomStart, bottomEnd, entries,
                    into.length()), bottomColumns);
        }
    }

    /**
     * Copies into {@link #gathered} the entries of a half's clear runs that weigh 2 with a tie of the other
     * half, then those that weigh 1, and sets {@link #gatheredLength}; those that weigh 0 are left out.
     *
     * @param runs the clear runs
     * @param tieColumns the tie's bottom column set
     * @param runsAreEast whether the runs are the east half's
     * @return the number of entries that weigh 2
     */
    private int gatherByWeight(RowSetSymmetry symmetry, int rows, PlacementRuns runs, int tieColumns,
            boolean runsAreEast) {
        if (gathered.length < runs.length()) {
            gathered = new long[Math.max(2 * gathered.length, runs.length())];
        }
        if (runWeights.length < runs.runs()) {
            runWeights = new int[Math.max(2 * runWeights.length, runs.runs())];
        }
        for (int run = 0; run < runs.runs(); run++) {
            int columns = runs.runColumns(run);
            runWeights[run] = runsAreEast ? symmetry.transposeWeight(rows, tieColumns, columns)
                    : symmetry.transposeWeight(rows, columns, tieColumns);
        }
        int length = 0;
        int twice = 0;
        for (int weight = 2; weight >= 1; weight--) {
            for (int run = 0; run < runs.runs(); run++) {
                if (runWeights[run] == weight) {
                    int start = runs.runStart(run);
                    int size = runs.runEnd(run) - start;
                    System.arraycopy(runs.entries(), start, gathered, length, size);
                    length += size;
                }
            }
            if (weight == 2) {
                twice = length;
            }
        }
        gatheredLength = length;
        return twice;
    }

    /** @return the number of disjoint pairs of two lists, each a range of an array */
    private long pairs(long[] first, int firstStart, int firstEnd, long[] second, int secondStart, int secondEnd) {
        return pairs(first, firstStart, firstEnd, firstEnd, second, secondStart, secondEnd, secondEnd, false);
    }

    /**
     * @return the disjoint pairs of a tie's entries with gathered ones, those of the first {@code twice}
     *     counted twice
     */
    private long weighedPairs(long[] ties, int start, int end, long[] gathered, int twice, int length) {
        return pairs(ties, start, end, end, gathered, 0, twice, length, true);
    }

    /** Counts the pairs of one east row set and the complementary west one. */
    private long pairsOf(boolean weighed, int rows) {
        east = make(eastTop, eastBottom, rows, east);
        int eastLength = madeLength;
        if (eastLength == 0) {
            return 0;
        }
        int eastPlain = madePlain;
        west = make(westTop, westBottom, ~rows & allRowSets, west);
        return madeLength == 0 ? 0 : pairs(west, 0, madePlain, madeLength, east, 0, eastPlain, eastLength, weighed);
    }

    /** Fills the squares' quadrant row bits and inner bits for the configuration, and lists the quadrants. */
    private void listQuadrants() {
        int topRows = 0;
        int bottomRows = 0;
        for (int row = 0; row < boardSize; row++) {
            int index = keyIndex(row);
            if (index >= 0) {
                if (index < halfWidth) {
                    topRows |= 1 << row;
                } else {
                    bottomRows |= 1 << row;
                }
            }
        }
        // the first row of the bottom part, the free row with key index h
        int boundary = bottomRows == 0 ? boardSize : Integer.numberOfTrailingZeros(bottomRows);
        fillSquares(0, boundary);
        fillSquares(eastStart, boundary);
        list(westTop, halfWidth - 1, -1, topRows);
        list(westBottom, halfWidth - 1, -1, bottomRows);
        list(eastTop, eastStart, 1, topRows);
        list(eastBottom, eastStart, 1, bottomRows);
        checkStop();
        if (sieveBits > 0) {
            moveDensestToSieve();
        }
    }

    /**
     * Moves to the sieve's bits the diagonals that most often hold a queen of both a west and an east half
     * placement, so that the sieve leaves out as many pairs as it can: each chosen diagonal swaps its bit
     * with one of the sieve's in every quadrant placement. A half's placements hold a diagonal about as
     * often as either of its quadrants' do, so a diagonal scores {@code (1 - (1 - t)(1 - b))} for each half,
     * t and b being the shares of its top and bottom placements that hold it, multiplied for the two halves.
     */
    private void moveDensestToSieve() {
        int diagonals = layout.diagonalBits;
        double[] score = new double[diagonals];
        double[] west = halfShares(westTop, westBottom);
        double[] east = halfShares(eastTop, eastBottom);
        for (int bit = 0; bit < diagonals; bit++) {
            score[bit] = west[bit] * east[bit];
        }
        // the highest scores, the lowest bit first among equal ones
        boolean[] chosen = new boolean[diagonals];
        for (int i = 0; i < sieveBits; i++) {
            int best = -1;
            for (int bit = 0; bit < diagonals; bit++) {
                if (!chosen[bit] && (best < 0 || score[bit] > score[best])) {
                    best = bit;
                }
            }
            chosen[best] = true;
        }
        // pair the chosen bits below the sieve with the sieve bits not chosen, and swap each pair
        int first = diagonals - sieveBits;
        int sieveBit = first;
        for (int bit = 0; bit < first; bit++) {
            if (!chosen[bit]) {
                continue;
            }
            while (chosen[sieveBit]) {
                sieveBit++;
            }
            for (Quadrant quadrant : new Quadrant[] {westTop, westBottom, eastTop, eastBottom}) {
                quadrant.swapBits(bit, sieveBit);
            }
            sieveBit++;
        }
    }

    /** @return for each diagonal, the estimated share of a half's placements that hold it */
    private double[] halfShares(Quadrant top, Quadrant bottom) {
        double[] topShares = top.bitShares(layout.diagonalBits);
        double[] bottomShares = bottom.bitShares(layout.diagonalBits);
        double[] shares = new double[layout.diagonalBits];
        for (int bit = 0; bit < shares.length; bit++) {
            shares[bit] = 1 - (1 - topShares[bit]) * (1 - bottomShares[bit]);
        }
        return shares;
    }

    /**
     * A diagonal of a half that holds squares of both parts passes through the rows {@code boundary - 1}
     * and {@code boundary} within the half's columns, which leaves h - 1 of each direction. The bit of a
     * difference diagonal is where it meets row {@code boundary - 1}, the bit of a sum diagonal where it
     * meets row {@code boundary}, counted from the half's first column.
     */
    private void fillSquares(int firstColumn, int boundary) {
        for (int column = firstColumn; column < firstColumn + halfWidth; column++) {
            for (int row = 0; row < boardSize; row++) {
                int index = keyIndex(row);
                int square = column * boardSize + row;
                quadrantRowBits[square] = index < 0 ? 0 : 1 << index % halfWidth;
                int bits = 0;
                int difference = boundary - 1 - (row - column) - firstColumn;
                if (difference >= 0 && difference <= halfWidth - 2) {
                    bits |= 1 << difference;
                }
                int sum = row + column - boundary - firstColumn;
                if (sum >= 0 && sum <= halfWidth - 2) {
                    bits |= 1 << (halfWidth - 1 + sum);
                }
                squareBits[square] = index < 0 ? 0
                        : squareEntry(column, row) & entryMask | (long) bits << innerShift;
            }
        }
    }

    private void list(Quadrant quadrant, int first, int step, int rows) {
        quadrant.clear();
        listed = quadrant;
        listedFirst = first;
        listedStep = step;
        listedRows = rows;
        place(0, 0, 0, 0, 0, 0, 0);
        quadrant.group();
    }

    /**
     * Lists the quadrant's placements column by column: each column either takes a queen on a row of the
     * quadrant, or is left to the other quadrant of the half.
     */
    private void place(int index, int used, int up, int down, int rows, int columns, long entry) {
        if (index == halfWidth) {
            listed.add(rows, columns, entry);
            // the listing of n = 18's quadrants takes up to a second in a fresh JVM: poll as the join does
            if ((++listedSinceCheck & LISTING_CHECK_MASK) == 0) {
                checkStop();
            }
            return;
        }
        int column = listedFirst + index * listedStep;
        place(index + 1, used, up << 1, down >>> 1, rows, columns, entry);
        int free = listedRows & ~(used | up | down | blockedRows(column));
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            int row = Integer.numberOfTrailingZeros(bit);
            int square = column * boardSize + row;
            place(index + 1, used | bit, (up | bit) << 1, (down | bit) >>> 1, rows | quadrantRowBits[square],
                    columns | 1 << index, entry | squareBits[square]);
        }
    }

    /**
     * Makes the placements of a half with a given row set, from its quadrants' placements: into
     * {@code into}, or a larger array returned instead, those without the edge flag first; sets
     * {@link #madeLength} and {@link #madePlain}.
     */
    private long[] make(Quadrant top, Quadrant bottom, int rows, long[] into) {
        int topRows = rows & halfMask;
        int bottomRows = rows >>> halfWidth;
        long[] topEntries = top.entries();
        long[] bottomEntries = bottom.entries();
        int plain = 0;
        int flaggedLength = 0;
        int[] filled = top.filled();
        for (int i = 4 * top.firstFilled(topRows), end = 4 * top.endFilled(topRows); i < end; i += 4) {
            int columns = filled[i];
            int otherColumns = ~columns & halfMask;
            int bottomStart = bottom.start(bottomRows, otherColumns);
            int bottomEnd = bottom.end(bottomRows, otherColumns);
            if (bottomStart == bottomEnd) {
                continue;
            }
            int topStart = filled[i + 1];
            int topFlagged = filled[i + 2];
            int topEnd = filled[i + 3];
            int bottomFlagged = bottom.flagged(bottomRows, otherColumns);
            int most = (topEnd - topStart) * (bottomEnd - bottomStart);
            if (into.length < plain + most) {
                into = Arrays.copyOf(into, Math.max(2 * into.length, plain + most));
            }
            if (flagged.length < flaggedLength + most) {
                flagged = Arrays.copyOf(flagged, Math.max(2 * flagged.length, flaggedLength + most));
            }
            if (topFlagged == topEnd && bottomFlagged == bottomEnd) {
                // the common case: no placement of either cell has the edge flag
                plain = pairUp(topEntries, topStart, topEnd, bottomEntries, bottomStart, bottomEnd, into, plain);
                continue;
            }
            // a pair has the edge flag if either placement has it
            plain = pairUp(topEntries, topStart, topFlagged, bottomEntries, bottomStart,
                    bottomFlagged, into, plain);
            flaggedLength = pairUp(topEntries, topStart, topFlagged, bottomEntries,
                    bottomFlagged, bottomEnd, flagged, flaggedLength);
            flaggedLength = pairUp(topEntries, topFlagged, topEnd, bottomEntries,
                    bottomStart, bottomEnd, flagged, flaggedLength);
        }
        if (into.length < plain + flaggedLength) {
            into = Arrays.copyOf(into, plain + flaggedLength);
        }
        System.arraycopy(flagged, 0, into, plain, flaggedLength);
        madePlain = plain;
        madeLength = plain + flaggedLength;
        return into;
    }

    /**
     * Writes the union of each pair of a top and a bottom placement that share no diagonal to {@code into}
     * from {@code length}, which must leave room for every pair.
     *
     * @return the new length
     */
    private int pairUp(long[] topEntries, int topStart, int topEnd, long[] bottomEntries, int bottomStart,
            int bottomEnd, long[] into, int length) {
        int innerShift = this.innerShift;
        for (int a = topStart; a < topEnd; a++) {
            long topEntry = topEntries[a];
            for (int b = bottomStart; b < bottomEnd; b++) {
                long bottomEntry = bottomEntries[b];
                into[length] = topEntry | bottomEntry;
                // 1 if the two placements share no diagonal
                length += (int) ((((topEntry & bottomEntry) >>> innerShift) - 1) >>> 63);
            }
        }
        return length;
    }

    /**
     * Counts the disjoint pairs of two lists, each a range of an array whose entries without the edge flag
     * come first: by testing each pair, or with the {@link SliceMatcher} where it pays, the shorter list as
     * its patterns.
     *
     * @param weighed whether to weigh each pair by the transpose: 1 if either entry has the edge flag, 2
     *     otherwise; if not, every pair counts once
     */
    private long pairs(long[] first, int firstStart, int firstFlagged, int firstEnd, long[] second, int secondStart,
            int secondFlagged, int secondEnd, boolean weighed) {
        int firstLength = firstEnd - firstStart;
        int secondLength = secondEnd - secondStart;
        if (!matcher.pays(firstLength, secondLength)) {
            return testedPairs(first, firstStart, firstFlagged, firstEnd, second, secondStart, secondFlagged,
                    secondEnd, weighed);
        }
        if (firstLength <= secondLength) {
            return matcher.count(first, firstStart, firstFlagged, firstEnd, second, secondStart, secondFlagged,
                    secondEnd, weighed);
        }
        return matcher.count(second, secondStart, secondFlagged, secondEnd, first, firstStart, firstFlagged,
                firstEnd, weighed);
    }
}
