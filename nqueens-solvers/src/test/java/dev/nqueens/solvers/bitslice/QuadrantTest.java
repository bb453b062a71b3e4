package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A quadrant's bit shares and bit swaps against their definitions, placement by placement. */
class QuadrantTest {

    /** h = 4; entries of 38 bits below the flag, as n = 20's halves of 10 columns have. */
    private static final int HALF_WIDTH = 4;
    private static final int BITS = 38;

    /**
     * @param added filled with the entries given to the quadrant, each bit set with the chance of its own
     * @return a quadrant of random placements, grouped
     */
    private static Quadrant randomQuadrant(long[] added, Random random) {
        Quadrant quadrant = new Quadrant(HALF_WIDTH, BITS);
        for (int i = 0; i < added.length; i++) {
            long entry = 0;
            for (int bit = 0; bit <= BITS; bit++) {
                entry |= random.nextDouble() < (bit + 1.0) / (BITS + 2) ? 1L << bit : 0;
            }
            added[i] = entry;
            quadrant.add(random.nextInt(1 << HALF_WIDTH), random.nextInt(1 << HALF_WIDTH), entry);
        }
        quadrant.group();
        return quadrant;
    }

    /** @return for each bit below {@code bits}, the share of the entries that have it */
    private static double[] exactShares(long[] entries, int bits) {
        double[] shares = new double[bits];
        for (int bit = 0; bit < bits; bit++) {
            int holding = 0;
            for (long entry : entries) {
                holding += (int) (entry >>> bit & 1);
            }
            shares[bit] = (double) holding / entries.length;
        }
        return shares;
    }

    @Test
    void sharesEachBitExactlyUpToTheSample() {
        long[] added = new long[Quadrant.SHARE_SAMPLE];
        Quadrant quadrant = randomQuadrant(added, new Random(18));

        double[] shares = quadrant.bitShares(BITS - 3);

        assertThat(shares).containsExactly(exactShares(added, BITS - 3), within(1e-12));
    }

    @Test
    void estimatesTheSharesOfMorePlacementsFromASample() {
        long[] added = new long[5 * Quadrant.SHARE_SAMPLE + 7];
        Quadrant quadrant = randomQuadrant(added, new Random(20));

        double[] shares = quadrant.bitShares(BITS);

        // 2^14 of them: four standard errors at most
        assertThat(shares).containsExactly(exactShares(added, BITS), within(0.016));
    }

    @Test
    void anEmptyQuadrantSharesNothing() {
        Quadrant quadrant = new Quadrant(HALF_WIDTH, BITS);
        quadrant.group();

        assertThat(quadrant.bitShares(BITS)).hasSize(BITS).containsOnly(0.0);
    }

    @Test
    void mapsTheBitsOfEachPlacement() {
        long[] added = new long[2_000];
        Quadrant quadrant = randomQuadrant(added, new Random(21));
        long[] before = quadrant.entries().clone();
        long[] bitImages = new long[Long.SIZE];
        for (int bit = 0; bit < Long.SIZE; bit++) {
            bitImages[bit] = 1L << bit;
        }
        // two bits swapped, and one cleared
        bitImages[5] = 1L << 37;
        bitImages[37] = 1L << 5;
        bitImages[12] = 0;

        quadrant.permute(Quadrant.byteImages(bitImages));

        for (int i = 0; i < added.length; i++) {
            long low = before[i] >>> 5 & 1;
            long high = before[i] >>> 37 & 1;
            long expected = before[i] & ~(1L << 5 | 1L << 37 | 1L << 12) | high << 5 | low << 37;
            assertThat(quadrant.entries()[i]).as("placement %d", i).isEqualTo(expected);
        }
    }

    @Test
    void holdsTheBitsOfItsPlacements() {
        long[] added = new long[300];
        Quadrant quadrant = randomQuadrant(added, new Random(22));
        long held = 0;
        for (long entry : added) {
            held |= entry;
        }

        assertThat(quadrant.heldBits()).isEqualTo(held).isNotZero();
        assertThat(new Quadrant(HALF_WIDTH, BITS).heldBits()).isZero();
    }
}
