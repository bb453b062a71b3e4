package dev.nqueens.solvers.bitslice;

/**
 * Where a configuration's crossing diagonals go among an entry's diagonal bits, chosen once its four quadrants
 * are listed: which the matcher matches, which sort the lists into the sieve's buckets (see
 * {@link SliceMatcher}), and which it may leave out. A diagonal that no placement of one of the two halves
 * holds is <em>dead</em>: no pair conflicts on it, so it need not be matched. Beside a band, the band's queens
 * and the squares they attack leave several dead (4 to 8 of the 38 at n = 22 to 24).
 *
 * <p>The sieve takes the densest of the live diagonals, those that most often hold a queen of both a west and
 * an east placement, so that it leaves out as many pairs as it can: a diagonal scores the product of the shares
 * of the two halves' placements that hold it ({@link QuadrantHalf#diagonalShares}). The layout's arrangement
 * sieves its {@code sieveBits} diagonals, the highest bits, and matches the others. A <em>reduced</em>
 * arrangement, where the configuration's live diagonals allow it, matches {@code matchedBits} of them in the
 * low bits and sieves only the rest above them, fewer than the layout's: fewer buckets to sort the lists into
 * and to go through, for the same look-ups ({@code docs/performance.md}, "Figures behind the code"). The dead
 * diagonals take the places left, where the matcher never looks, or looks and finds no pair holding them.
 *
 * <p>Each placement's bits are then mapped once, in all four quadrants; its other bits stay.
 */
final class DiagonalArrangement {

    private DiagonalArrangement() {
    }

    /**
     * Arranges the diagonal bits of both halves' placements.
     *
     * @param west the west half, its quadrants listed
     * @param east the east half, likewise
     * @param diagonals the diagonal bits of an entry, the low ones
     * @param sieveBits the layout's sieve bits, at least 1: the highest of the diagonal bits
     * @param matchedBits the diagonals a reduced arrangement matches, below its sieve bits; 0, or as many as
     *     the layout's arrangement matches or more, for none
     * @return the sieve bits of the arrangement: {@code sieveBits} where it is the layout's, fewer where it is
     *     reduced, whose matcher then takes {@code matchedBits} diagonals and sieves by the bits above them
     */
    static int arrange(QuadrantHalf west, QuadrantHalf east, int diagonals, int sieveBits, int matchedBits) {
        long diagonalMask = (1L << diagonals) - 1;
        long live = west.heldBits() & east.heldBits() & diagonalMask;
        int layoutMatched = diagonals - sieveBits;
        boolean reduced = matchedBits > 0 && matchedBits < layoutMatched
                && Long.bitCount(live) - matchedBits < sieveBits;
        int sieve = reduced ? Math.max(0, Long.bitCount(live) - matchedBits) : sieveBits;
        int sieveFrom = reduced ? matchedBits : layoutMatched;
        long sieved = densest(west, east, diagonals, live, sieve);
        long[] images = new long[Long.SIZE];
        for (int bit = 0; bit < Long.SIZE; bit++) {
            images[bit] = 1L << bit;
        }
        long placed = 0;
        int nextMatched = 0;
        int nextSieved = sieveFrom;
        for (int bit = 0; bit < diagonals; bit++) {
            if ((sieved >>> bit & 1) != 0) {
                images[bit] = 1L << nextSieved++;
            } else if ((live >>> bit & 1) != 0) {
                images[bit] = 1L << nextMatched++;
            } else {
                continue;
            }
            placed |= images[bit];
        }
        // the dead diagonals in the places left, lowest first
        long free = diagonalMask & ~placed;
        for (int bit = 0; bit < diagonals; bit++) {
            if ((live >>> bit & 1) == 0) {
                images[bit] = Long.lowestOneBit(free);
                free &= free - 1;
            }
        }
        if (!isIdentity(images)) {
            long[] byteImages = Quadrant.byteImages(images);
            west.permute(byteImages);
            east.permute(byteImages);
        }
        return sieve;
    }

    /**
     * @return the {@code count} live diagonals of the highest scores, the lowest bit first among equal ones
     */
    private static long densest(QuadrantHalf west, QuadrantHalf east, int diagonals, long live, int count) {
        double[] westShares = west.diagonalShares(diagonals);
        double[] eastShares = east.diagonalShares(diagonals);
        long chosen = 0;
        for (int i = 0; i < count; i++) {
            int best = -1;
            for (long rest = live & ~chosen; rest != 0; rest &= rest - 1) {
                int bit = Long.numberOfTrailingZeros(rest);
                if (best < 0 || westShares[bit] * eastShares[bit] > westShares[best] * eastShares[best]) {
                    best = bit;
                }
            }
            if (best < 0) {
                // fewer live diagonals than sieve bits: the sieve takes dead ones too, which sort nothing
                break;
            }
            chosen |= 1L << best;
        }
        return chosen;
    }

    private static boolean isIdentity(long[] images) {
        for (int bit = 0; bit < images.length; bit++) {
            if (images[bit] != 1L << bit) {
                return false;
            }
        }
        return true;
    }
}
