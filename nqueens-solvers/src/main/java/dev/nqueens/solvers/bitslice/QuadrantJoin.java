package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandJoin;
import dev.nqueens.solvers.band.EntryList;
import dev.nqueens.solvers.band.RowSetSymmetry;
import java.util.Arrays;

/**
 * The bitslice counter's join (see {@link BandJoin}): for each band configuration it lists the placements
 * of the four quadrants, a top and a bottom one for each half ({@link QuadrantHalf}), those of the east half as
 * the mirror images of the west half's where the configuration is its own mirror image ({@link #mirrorImages}),
 * and then goes through the row sets, making the east placements of each and the west placements of its
 * complement, and counting their disjoint pairs ({@link PairCounter}). No placement of a half is stored for
 * longer than its row set takes, and none is sorted.
 *
 * <p>A quadrant placement keeps the bits that its squares give an entry (the crossing diagonals and the edge
 * flag) and, from {@link #innerShift} up, its <em>inner</em> bits: the 2h - 2 diagonals of its half that reach
 * both quadrants, on which alone a queen of the other quadrant can attack it, so that pairing a top with a
 * bottom placement is one AND. The keys are left out: the row sets are known while they are joined.
 *
 * <p>Where a configuration's row sets are dealt into shares, its quadrants are listed once for every thread
 * that counts one of its shares, each thread listing some of the four ({@link ListedQuadrants}), and a thread
 * keeps them for its next share of the same configuration. With a band of one column, the mirror through the
 * vertical axis maps each row set's solutions onto those of its complement, so the row sets without the top
 * row are counted twice; in a configuration of a wider band that the half turn keeps, the half turn maps them
 * onto those of the reversed complement, and only the lesser of the two is counted ({@link #rowSetWeight}).
 * Without a band (see {@link RowSetSymmetry}), and in the centre configuration of a band of one column, which
 * all eight symmetries keep, only the row sets that are the least of their images are joined, each weighed by
 * its images, and their pairs by the transpose ({@link TransposeWeighedPairs}): with the mirror alone, the
 * centre configuration of n = 21 took a large share of the count's time ({@code docs/performance.md}, "Figures
 * behind the code").
 */
final class QuadrantJoin extends BandJoin {

    /** The listing of the quadrants polls the cancellation every this many placements, less one. */
    private static final int LISTING_CHECK_MASK = (1 << 12) - 1;

    /**
     * The join polls the cancellation every this many row sets (a power of 2), so that a poll comes every few
     * tens of milliseconds at most: with a band, 256 up to h = 9 and 32 beyond, whose row sets take about ten
     * times as long ({@code docs/performance.md}, "Figures behind the code").
     */
    private static final int POLL_ROW_SETS = 256;
    private static final int POLL_ROW_SETS_OF_WIDE_HALVES = 32;
    /**
     * Likewise on a board without a band, whose row sets are longer, and every row set beyond h = 9.
     */
    private static final int POLL_ROW_SETS_WITHOUT_BAND = 16;
    /** The number of row sets between two polls on this board: one of those above, or 1. */
    private final int pollRowSets;
    /**
     * Where a quadrant placement keeps its inner bits: the top 2h - 2 bits below bit 63, above its 4h - 1
     * entry bits. Half placements keep them too; the join looks only at the diagonals.
     */
    private final int innerShift;

    private final int halfWidth;
    /** All 2h bits of a half's row set. */
    private final int allRowSets;
    /** An entry's crossing diagonals and edge flag: what a placement keeps of its squares' entry bits. */
    private final long entryMask;

    private final QuadrantHalf west;
    private final QuadrantHalf east;
    /** For each square {@code column * n + row} of the halves, its bit in its quadrant's row set. */
    private final int[] quadrantRowBits;
    /**
     * For each square {@code column * n + row} of the halves, the bits a placement takes from a queen there:
     * its crossing diagonals and edge flag, as in an entry, and its inner bits from {@link #innerShift} up.
     */
    private final long[] squareBits;

    /** Counts the pairs of the configurations arranged as the layout says. */
    private final PairCounter pairs;
    /** How many diagonals the layout's matcher sieves by: the highest bits of the diagonals. */
    private final int sieveBits;
    /**
     * How many diagonals a configuration's reduced arrangement matches ({@link DiagonalArrangement}), or 0 if
     * none is reduced.
     */
    private final int reducedMatchedBits;
    /** Count the pairs of the configurations whose sieve is reduced, by their sieve bits; made on first use. */
    private final PairCounter[] reducedPairs;
    private final boolean groups;
    private final int minMatchedPairs;
    /** What counts the pairs of the configuration whose quadrants the halves use. */
    private PairCounter listedPairs;
    /** Whether the east quadrants are made as mirror images of the west ones where they are such. */
    private final boolean mirrors;
    /**
     * The pairs of a row set of a board without a band, or of the centre configuration of a band of one
     * column; null on other boards.
     */
    private final TransposeWeighedPairs transposeWeighedPairs;

    /**
     * The rows by position of the configuration whose quadrants the halves use, or null: a subproblem that is
     * a share of the row sets of the same configuration (on a board without a band, of its one configuration)
     * uses them as they are.
     */
    private int[] listedConfiguration;
    /** Whether the configurations' quadrants are listed once for all threads: where the layout deals shares. */
    private final boolean sharedListings;
    /** The listing this join keeps for its configurations, where they are not shared; else null. */
    private final ListedQuadrants ownListing;
    /** The listing whose quadrants the halves use, or null; a shared one is held until the next is taken. */
    private ListedQuadrants listing;

    /** The quadrant being listed, and its columns from first by step, and the rows it may take. */
    private Quadrant listed;
    /** Placements listed since the start, for {@link #LISTING_CHECK_MASK}. */
    private int listedSinceCheck;
    private int listedFirst;
    private int listedStep;
    private int listedRows;
    /** The free rows of the configuration's top and bottom parts, set with the squares' bits. */
    private int topRows;
    private int bottomRows;

    /**
     * @param layout the board's layout
     */
    QuadrantJoin(BitsliceLayout layout) {
        this(layout, PairCounter.MIN_PAIRS, layout.sieveBits, layout.reducedMatchedBits, true);
    }

    /**
     * A join that leaves to the matcher the row sets of at least {@code minMatchedPairs} pairs, for tests: 1
     * matches every one, {@link Integer#MAX_VALUE} none; and whose matcher sorts the lists into buckets by
     * {@code sieveBits} diagonals, which tests may set on any board, or by fewer, with {@code reducedMatchedBits}
     * matched, where a configuration allows ({@link DiagonalArrangement}; 0 for never); and which mirrors the
     * west quadrants where it may ({@link #mirrorImages}), or lists all four.
     */
    QuadrantJoin(BitsliceLayout layout, int minMatchedPairs, int sieveBits, int reducedMatchedBits, boolean mirrors) {
        super(layout);
        this.mirrors = mirrors;
        this.halfWidth = layout.halfWidth;
        this.pollRowSets = layout.withoutBand() ? (layout.wide ? 1 : POLL_ROW_SETS_WITHOUT_BAND)
                : layout.wide ? POLL_ROW_SETS_OF_WIDE_HALVES : POLL_ROW_SETS;
        this.allRowSets = (1 << 2 * halfWidth) - 1;
        int flagShift = layout.diagonalBits;
        this.entryMask = diagonalMask | 1L << flagShift;
        this.innerShift = Math.min(62, 65 - 2 * halfWidth);
        this.west = new QuadrantHalf(halfWidth, innerShift);
        this.east = new QuadrantHalf(halfWidth, innerShift);
        this.sharedListings = layout.rowSetParts > 1;
        this.ownListing = sharedListings ? null : ListedQuadrants.own(halfWidth, flagShift);
        this.quadrantRowBits = new int[boardSize * boardSize];
        this.squareBits = new long[boardSize * boardSize];
        this.pairs = new PairCounter(layout.diagonalBits, sieveBits, layout.groups, minMatchedPairs);
        this.sieveBits = sieveBits;
        this.reducedMatchedBits = reducedMatchedBits;
        this.reducedPairs = new PairCounter[sieveBits + 1];
        this.groups = layout.groups;
        this.minMatchedPairs = minMatchedPairs;
        RowSetSymmetry symmetry = layout.withoutBand() ? layout.rowSetSymmetry()
                : layout.mirrorKeepsEveryConfiguration() ? layout.centreSymmetry() : null;
        this.transposeWeighedPairs = symmetry == null ? null
                : new TransposeWeighedPairs(symmetry, west, east, pairs, halfWidth);
    }

    @Override
    protected long joinHalves(boolean weighed) {
        if (!isConfiguration(listedConfiguration)) {
            listedConfiguration = null;
            useQuadrants();
            listedConfiguration = configuration();
        }
        if (layout.withoutBand()) {
            return joinRowSetShare(layout.rowSetSymmetry());
        }
        if (isCentreConfiguration()) {
            return joinRowSetShare(layout.centreSymmetry());
        }
        boolean mirrored = layout.mirrorKeepsEveryConfiguration();
        boolean turned = !mirrored && halfTurnKeepsConfiguration();
        int counted = mirrored ? layout.rowSets / 2
                : turned ? (layout.rowSets + (1 << halfWidth)) / 2 : layout.rowSets;
        int parts = layout.rowSetParts;
        int part = rowSetPart();
        int share = (counted - part + parts - 1) / parts;
        long pairs = 0;
        int dealt = 0;
        int done = 0;
        for (int rows = 0; rows <= allRowSets; rows++) {
            int weight = Integer.bitCount(rows) == halfWidth ? rowSetWeight(rows, mirrored, turned) : 0;
            if (weight == 0 || dealt++ % parts != part) {
                continue;
            }
            if ((done++ & pollRowSets - 1) == 0) {
                checkStop();
                if (groupIsConfiguration) {
                    partway((double) done / share);
                }
            }
            pairs += weight * rowSetPairs(rows, weighed);
        }
        return pairs;
    }

    /**
     * With a band of one column, the mirror through the vertical axis maps each row set's solutions onto those
     * of its complement: of the two, the one without the top row counts for both. In a configuration that the
     * half turn keeps, the half turn maps them onto those of the complement of the reversed row set, for
     * {@code (C(2h, h) + 2^h) / 2} row sets of the two counted, the 2^h that are their own image once.
     *
     * @param rows an east row set, h of the 2h free rows
     * @param mirrored whether the configuration is of a band of one column
     * @param turned whether the half turn keeps it
     * @return how many row sets it counts for: 0 if it is not the least of its image and itself
     */
    private int rowSetWeight(int rows, boolean mirrored, boolean turned) {
        if (mirrored) {
            return (rows & 1 << 2 * halfWidth - 1) == 0 ? 2 : 0;
        }
        if (turned) {
            int image = ~(Integer.reverse(rows) >>> Integer.SIZE - 2 * halfWidth) & allRowSets;
            return rows < image ? 2 : rows == image ? 1 : 0;
        }
        return 1;
    }

    /** Counts the pairs of one east row set and the complementary west one. */
    private long rowSetPairs(int rows, boolean weighed) {
        EntryList eastPlacements = east.placements(rows);
        if (eastPlacements.length() == 0) {
            return 0;
        }
        EntryList westPlacements = west.placements(~rows & allRowSets);
        return westPlacements.length() == 0 ? 0 : listedPairs.count(westPlacements, eastPlacements, weighed);
    }

    /**
     * Counts the solutions of the subproblem's share of the row sets of a board without a band, or of a centre
     * configuration, each weighed by the transpose and each row set by its images (see {@link RowSetSymmetry}).
     */
    private long joinRowSetShare(RowSetSymmetry symmetry) {
        int parts = layout.rowSetParts;
        int first = rowSetPart();
        int share = (symmetry.rowSets() - first + parts - 1) / parts;
        long weighed = 0;
        int done = 0;
        for (int index = first; index < symmetry.rowSets(); index += parts) {
            if ((done++ & pollRowSets - 1) == 0) {
                checkStop();
                if (groupIsConfiguration) {
                    partway((double) done / share);
                }
            }
            weighed += symmetry.images(index) * transposeWeighedPairs.count(symmetry.rowSet(index));
        }
        return weighed;
    }

    /**
     * Gives the halves the configuration's quadrants: lists those no other thread lists, and waits for the
     * others; where another thread's listing fails, starts again.
     */
    private void useQuadrants() {
        int[] configuration = configuration();
        while (true) {
            if (listing != null) {
                listing.release();
                listing = null;
            }
            listing = sharedListings
                    ? ListedQuadrants.shared(layout, sieveBits, reducedMatchedBits, mirrors, configuration)
                    : ownListing.restart();
            west.use(listing.quadrant(ListedQuadrants.WEST_TOP), listing.quadrant(ListedQuadrants.WEST_BOTTOM));
            east.use(listing.quadrant(ListedQuadrants.EAST_TOP), listing.quadrant(ListedQuadrants.EAST_BOTTOM));
            listClaimed(listing);
            if (listing.await(this::checkStop)) {
                listedPairs = pairCounter(listing.sieveBits());
                return;
            }
        }
    }

    /**
     * Lists the quadrants of a listing that no thread has claimed yet, one at a time; after the last one,
     * moves the densest diagonals to the sieve and marks the listing complete. If this thread stops on the
     * way, the listing fails.
     */
    private void listClaimed(ListedQuadrants listing) {
        boolean stopped = true;
        try {
            fillSquares();
            long[] mirror = mirrors ? mirrorImages() : null;
            int toList = mirror == null ? ListedQuadrants.QUADRANTS : ListedQuadrants.WEST_QUADRANTS;
            for (int which = listing.claim(toList); which >= 0; which = listing.claim(toList)) {
                listQuadrant(listing.quadrant(which), which);
                if (listing.listed(toList)) {
                    checkStop();
                    if (mirror != null) {
                        listing.quadrant(ListedQuadrants.EAST_TOP)
                                .mirror(listing.quadrant(ListedQuadrants.WEST_TOP), mirror);
                        listing.quadrant(ListedQuadrants.EAST_BOTTOM)
                                .mirror(listing.quadrant(ListedQuadrants.WEST_BOTTOM), mirror);
                    }
                    listing.finish(sieveBits == 0 ? 0 : DiagonalArrangement.arrange(west, east, layout.diagonalBits,
                            sieveBits, reducesSieve() ? reducedMatchedBits : 0));
                }
            }
            stopped = false;
        } finally {
            if (stopped) {
                listing.fail();
            }
        }
    }

    /**
     * @return whether the configuration's sieve may be reduced ({@link DiagonalArrangement}): not where its row
     *     sets are weighed by the transpose, whose runs the layout's matcher counts
     */
    private boolean reducesSieve() {
        return !layout.withoutBand() && !isCentreConfiguration();
    }

    /** @return what counts the pairs of a configuration arranged with these sieve bits */
    private PairCounter pairCounter(int sieve) {
        if (sieve == sieveBits) {
            return pairs;
        }
        PairCounter reduced = reducedPairs[sieve];
        if (reduced == null) {
            reduced = new PairCounter(reducedMatchedBits + sieve, sieve, groups, minMatchedPairs);
            reducedPairs[sieve] = reduced;
        }
        return reduced;
    }

    /** Fills the squares' quadrant row bits and inner bits for the configuration, and the rows of the parts. */
    private void fillSquares() {
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
        this.topRows = topRows;
        this.bottomRows = bottomRows;
    }

    /**
     * The mirror through the vertical axis maps a west quadrant's placements onto the east one's where it maps
     * the configuration onto itself: on a board without a band, and with a band of one column, always; with a
     * wider band, where the band's queens stand as their mirror images do. Column i of the west half, counted
     * from the centre line, then mirrors column i of the east half, each row onto itself: the same rows are free
     * and blocked in both, both quadrants are listed in the same order, and the east listing is the west one with
     * each square's bits mapped onto those of its mirror image, which is a map of bits, as the squares' bits say
     * (a placement's bits are the OR of its squares'). So the east quadrants need not be listed, which saves a
     * third of a configuration's listing ({@code docs/performance.md}, "Figures behind the code").
     *
     * @return the map of the bits, as {@link Quadrant#mirror} takes it, if it maps each west square's bits onto
     *     those of its mirror image (checked square by square), and the rows of both halves are alike; else null
     */
    private long[] mirrorImages() {
        // each bit's image: the bits that every mirror image of a west square holding it holds
        long[] images = new long[Long.SIZE];
        Arrays.fill(images, -1L);
        for (int index = 0; index < halfWidth; index++) {
            int westColumn = halfWidth - 1 - index;
            int eastColumn = eastStart + index;
            if (blockedRows(westColumn) != blockedRows(eastColumn)) {
                return null;
            }
            for (int row = 0; row < boardSize; row++) {
                int west = westColumn * boardSize + row;
                int east = eastColumn * boardSize + row;
                if (quadrantRowBits[west] != quadrantRowBits[east]) {
                    return null;
                }
                for (long rest = squareBits[west]; rest != 0; rest &= rest - 1) {
                    images[Long.numberOfTrailingZeros(rest)] &= squareBits[east];
                }
            }
        }
        // a diagonal both crossing and inner has two bits, which the same squares hold: each maps onto both
        for (int bit = 0; bit < Long.SIZE; bit++) {
            if (images[bit] == -1L) {
                // no west square holds it
                images[bit] = 0;
            }
        }
        long[] byteImages = Quadrant.byteImages(images);
        for (int index = 0; index < halfWidth; index++) {
            for (int row = 0; row < boardSize; row++) {
                long west = squareBits[(halfWidth - 1 - index) * boardSize + row];
                if (Quadrant.image(west, byteImages) != squareBits[(eastStart + index) * boardSize + row]) {
                    return null;
                }
            }
        }
        return byteImages;
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

    /**
     * Lists one of the configuration's quadrants, {@link ListedQuadrants#WEST_TOP} to
     * {@link ListedQuadrants#EAST_BOTTOM}: a west one from the central column outwards, an east one likewise.
     */
    private void listQuadrant(Quadrant quadrant, int which) {
        boolean west = which == ListedQuadrants.WEST_TOP || which == ListedQuadrants.WEST_BOTTOM;
        boolean top = which == ListedQuadrants.WEST_TOP || which == ListedQuadrants.EAST_TOP;
        quadrant.clear();
        listed = quadrant;
        listedFirst = west ? halfWidth - 1 : eastStart;
        listedStep = west ? -1 : 1;
        listedRows = top ? topRows : bottomRows;
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
            // a quadrant of n = 18 takes tens of milliseconds to list, more in a fresh JVM: poll as the join does
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
}
