package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.EntryList;
import dev.nqueens.solvers.band.RowSetSymmetry;
import java.util.Arrays;

/**
 * One half of the board as its top and bottom {@link Quadrant}, and the making of its placements row set by
 * row set: a placement with row set R is a top placement on R's top rows and a bottom placement on R's
 * bottom rows, in the complementary cell (the top placement's columns complemented), that share none of
 * their inner diagonals. Each cell of the top quadrant's row set meets one cell of the bottom quadrant's, so
 * a row set's placements are made cell by cell, each pair one AND, with nothing to sort.
 *
 * <p>The placements of one row set are kept until the next row set's are made: the buffers only grow, from
 * one row set and one configuration to the next. Used by one thread; it only reads its quadrants, which
 * other threads' halves may read too ({@link ListedQuadrants}).
 */
final class QuadrantHalf {

    /** The half's top quadrant: the first h of the 2h free rows; the configuration's, set by {@link #use}. */
    private Quadrant top;
    /** Its bottom quadrant: the other h. */
    private Quadrant bottom;

    private final int halfWidth;
    /** The h bits of a column set, or of a quadrant's row set. */
    private final int halfMask;
    /** Where a placement's inner bits start (see {@link QuadrantJoin}). */
    private final int innerShift;

    /** The placements of the row set made last, those without the edge flag first. */
    private long[] placements = new long[1 << 10];
    /** The flagged placements while a row set's are made. */
    private long[] flagged = new long[1 << 10];

    /**
     * @param halfWidth h
     * @param innerShift where a placement's inner bits start
     */
    QuadrantHalf(int halfWidth, int innerShift) {
        this.halfWidth = halfWidth;
        this.halfMask = (1 << halfWidth) - 1;
        this.innerShift = innerShift;
    }

    /**
     * Makes the half's placements from the quadrants of a band configuration from now on.
     *
     * @param top the half's top quadrant
     * @param bottom its bottom quadrant
     */
    void use(Quadrant top, Quadrant bottom) {
        this.top = top;
        this.bottom = bottom;
    }

    /**
     * Makes the placements of the half with a given row set, from its quadrants' placements.
     *
     * @param rows the row set, over the 2h free rows: the top quadrant's in the low h bits
     * @return the placements, those without the edge flag first, until the next call
     */
    EntryList placements(int rows) {
        int topRows = rows & halfMask;
        int bottomRows = rows >>> halfWidth;
        long[] topEntries = top.entries();
        long[] bottomEntries = bottom.entries();
        long[] into = placements;
        int plain = 0;
        int flaggedLength = 0;
        int[] cells = top.cells();
        for (int i = Quadrant.CELL_INTS * top.firstCell(topRows), end = Quadrant.CELL_INTS * top.endCell(topRows);
                i < end; i += Quadrant.CELL_INTS) {
            int otherColumns = ~cells[i + Quadrant.CELL_COLUMNS] & halfMask;
            int bottomStart = bottom.cellStart(bottomRows, otherColumns);
            int bottomEnd = bottom.cellEnd(bottomRows, otherColumns);
            if (bottomStart == bottomEnd) {
                continue;
            }
            int topStart = cells[i + Quadrant.CELL_START];
            int topFlagged = cells[i + Quadrant.CELL_FLAGGED];
            int topEnd = cells[i + Quadrant.CELL_END];
            int bottomFlagged = bottom.cellFlagged(bottomRows, otherColumns);
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
        placements = into;
        return new EntryList(into, 0, plain, plain + flaggedLength);
    }

    /**
     * Makes the placements of the half of a board without a band, or of a centre configuration, with a given
     * row set, sorted by the transpose: the clear ones into {@code clear}, the ties into {@code ties}, both in
     * runs by their bottom column sets; those of the cells that the transpose leaves out are not made. Neither
     * flags a placement: a centre configuration's queen closes the central row.
     *
     * @param symmetry the board's row set symmetries
     * @param rows the half's row set
     * @param eastRows the east half's row set, which the transpose compares the bottom columns with
     * @param clear emptied, then given the clear placements
     * @param ties emptied, then given the ties
     */
    void placementsByTranspose(RowSetSymmetry symmetry, int rows, int eastRows, PlacementRuns clear,
            PlacementRuns ties) {
        int topRows = rows & halfMask;
        int bottomRows = rows >>> halfWidth;
        long[] topEntries = top.entries();
        long[] bottomEntries = bottom.entries();
        clear.clear();
        ties.clear();
        int[] cells = top.cells();
        for (int i = Quadrant.CELL_INTS * top.firstCell(topRows), end = Quadrant.CELL_INTS * top.endCell(topRows);
                i < end; i += Quadrant.CELL_INTS) {
            // both halves number their columns from the centre line outwards, as the transpose reads them
            int bottomColumns = ~cells[i + Quadrant.CELL_COLUMNS] & halfMask;
            int transposeClass = symmetry.classify(eastRows, bottomColumns);
            if (transposeClass == RowSetSymmetry.LEFT_OUT) {
                continue;
            }
            int bottomStart = bottom.cellStart(bottomRows, bottomColumns);
            int bottomEnd = bottom.cellEnd(bottomRows, bottomColumns);
            if (bottomStart == bottomEnd) {
                continue;
            }
            int topStart = cells[i + Quadrant.CELL_START];
            int topEnd = cells[i + Quadrant.CELL_END];
            PlacementRuns into = transposeClass == RowSetSymmetry.CLEAR ? clear : ties;
            long[] entries = into.room((topEnd - topStart) * (bottomEnd - bottomStart));
            into.endRun(pairUp(topEntries, topStart, topEnd, bottomEntries, bottomStart, bottomEnd, entries,
                    into.length()), bottomColumns);
        }
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
     * @param bits how many low bits, the diagonals, to count
     * @return for each of them, the estimated share of the half's placements that hold it: a half's
     *     placements hold a diagonal about as often as either of its quadrants' do, so
     *     {@code 1 - (1 - t)(1 - b)}, t and b being the shares of its top and bottom placements that hold it
     */
    double[] diagonalShares(int bits) {
        double[] topShares = top.bitShares(bits);
        double[] bottomShares = bottom.bitShares(bits);
        double[] shares = new double[bits];
        for (int bit = 0; bit < bits; bit++) {
            shares[bit] = 1 - (1 - topShares[bit]) * (1 - bottomShares[bit]);
        }
        return shares;
    }

    /** @return the bits that some placement of either quadrant holds */
    long heldBits() {
        return top.heldBits() | bottom.heldBits();
    }

    /**
     * Maps the bits of every placement of both quadrants.
     *
     * @param byteImages the image of each value of each byte, as {@link Quadrant#mirror} takes them
     */
    void permute(long[] byteImages) {
        top.permute(byteImages);
        bottom.permute(byteImages);
    }
}
