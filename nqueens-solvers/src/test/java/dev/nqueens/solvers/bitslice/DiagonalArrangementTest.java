package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A configuration's arrangement of its diagonal bits keeps every pair's conflicts on the diagonals the matcher
 * looks at, and moves the densest live diagonals to the sieve; the edge flag and the bits above stay.
 */
class DiagonalArrangementTest {

    private static final int HALF_WIDTH = 3;
    private static final int DIAGONALS = 12;
    private static final int INNER_SHIFT = 50;
    /** The diagonals no west placement holds, and those no east placement holds: 5 of the 12 are dead. */
    private static final long WEST_NEVER = 1L << 0 | 1L << 4 | 1L << 9;
    private static final long EAST_NEVER = 1L << 4 | 1L << 6 | 1L << 11;
    /** How often a live diagonal is held, by bit: bits 8 and 10 the most. */
    private static final double[] DENSITY = {0, .2, .3, .1, 0, .25, .15, .2, .7, 0, .6, 0};

    @Test
    void aReducedArrangementSievesOnlyWhatTheMatchedBitsLeave() {
        Half west = half(new Random(1), WEST_NEVER);
        Half east = half(new Random(2), EAST_NEVER);
        long[] westBefore = west.entries();
        long[] eastBefore = east.entries();

        // 7 live diagonals, 5 matched: 2 sieved, where the layout sieves 4
        int sieve = DiagonalArrangement.arrange(west.half(), east.half(), DIAGONALS, 4, 5);

        assertThat(sieve).isEqualTo(2);
        assertArranged(west, east, westBefore, eastBefore, 5 + sieve);
        // the two densest, bits 8 and 10, are the sieve's: bits 5 and 6 in that order
        assertThat(mapped(westBefore, west.entries(), 8)).isEqualTo(5);
        assertThat(mapped(westBefore, west.entries(), 10)).isEqualTo(6);
    }

    @Test
    void theLayoutsArrangementSievesItsBitsAtTheTop() {
        Half west = half(new Random(3), WEST_NEVER);
        Half east = half(new Random(4), EAST_NEVER);
        long[] westBefore = west.entries();
        long[] eastBefore = east.entries();

        // 7 live diagonals less 5 matched leave 2, not fewer than the layout's 2 sieve bits
        int sieve = DiagonalArrangement.arrange(west.half(), east.half(), DIAGONALS, 2, 5);

        assertThat(sieve).isEqualTo(2);
        assertArranged(west, east, westBefore, eastBefore, DIAGONALS);
        assertThat(mapped(westBefore, west.entries(), 8)).isEqualTo(DIAGONALS - 2);
        assertThat(mapped(westBefore, west.entries(), 10)).isEqualTo(DIAGONALS - 1);
    }

    @Test
    void noReductionKeepsTheLayoutsSieve() {
        Half west = half(new Random(5), WEST_NEVER);
        Half east = half(new Random(6), EAST_NEVER);
        long[] westBefore = west.entries();
        long[] eastBefore = east.entries();

        int sieve = DiagonalArrangement.arrange(west.half(), east.half(), DIAGONALS, 4, 0);

        assertThat(sieve).isEqualTo(4);
        assertArranged(west, east, westBefore, eastBefore, DIAGONALS);
    }

    /**
     * Every pair of a west and an east placement conflicts on the low {@code bits} after as it did on all the
     * diagonals before, and the bits from the edge flag up are unchanged.
     */
    private static void assertArranged(Half west, Half east, long[] westBefore, long[] eastBefore,
            int bits) {
        long[] westAfter = west.entries();
        long[] eastAfter = east.entries();
        long diagonals = (1L << DIAGONALS) - 1;
        long looked = (1L << bits) - 1;
        for (int w = 0; w < westBefore.length; w++) {
            assertThat(westAfter[w] & ~diagonals).isEqualTo(westBefore[w] & ~diagonals);
            assertThat(Long.bitCount(westAfter[w] & diagonals)).isEqualTo(Long.bitCount(westBefore[w] & diagonals));
            for (int e = 0; e < eastBefore.length; e++) {
                boolean before = (westBefore[w] & eastBefore[e] & diagonals) == 0;
                boolean after = (westAfter[w] & eastAfter[e] & looked) == 0;
                assertThat(after).as("west %d, east %d", w, e).isEqualTo(before);
            }
        }
        for (int e = 0; e < eastBefore.length; e++) {
            assertThat(eastAfter[e] & ~diagonals).isEqualTo(eastBefore[e] & ~diagonals);
        }
    }

    /** @return the bit that a diagonal was mapped onto, from a placement that held it */
    private static int mapped(long[] before, long[] after, int bit) {
        for (int i = 0; i < before.length; i++) {
            if (Long.bitCount(before[i] & (1L << DIAGONALS) - 1) == 1 && (before[i] >>> bit & 1) != 0) {
                return Long.numberOfTrailingZeros(after[i]);
            }
        }
        throw new AssertionError("no placement holds diagonal " + bit + " alone");
    }

    /** A half and its quadrants, and how many placements each has. */
    private record Half(QuadrantHalf half, Quadrant top, int topSize, Quadrant bottom, int bottomSize) {

        /** @return the placements of both quadrants, top then bottom */
        long[] entries() {
            long[] entries = Arrays.copyOf(top.entries(), topSize + bottomSize);
            System.arraycopy(bottom.entries(), 0, entries, topSize, bottomSize);
            return entries;
        }
    }

    /** A half of random placements, each diagonal held as often as {@link #DENSITY} says, none of {@code never}. */
    private static Half half(Random random, long never) {
        Quadrant top = new Quadrant(HALF_WIDTH, DIAGONALS);
        Quadrant bottom = new Quadrant(HALF_WIDTH, DIAGONALS);
        int[] sizes = new int[2];
        Quadrant[] quadrants = {top, bottom};
        for (int which = 0; which < 2; which++) {
            Quadrant quadrant = quadrants[which];
            // one placement of each diagonal alone, then random ones
            for (int bit = 0; bit < DIAGONALS; bit++) {
                if ((never >>> bit & 1) == 0 && DENSITY[bit] > 0) {
                    quadrant.add(1, 1, 1L << bit);
                    sizes[which]++;
                }
            }
            for (int i = 0; i < 200; i++) {
                long entry = (long) random.nextInt(4) << INNER_SHIFT | (random.nextBoolean() ? 1L << DIAGONALS : 0);
                for (int bit = 0; bit < DIAGONALS; bit++) {
                    entry |= random.nextDouble() < DENSITY[bit] ? 1L << bit : 0;
                }
                quadrant.add(random.nextInt(1 << HALF_WIDTH), random.nextInt(1 << HALF_WIDTH), entry & ~never);
                sizes[which]++;
            }
            quadrant.group();
        }
        QuadrantHalf half = new QuadrantHalf(HALF_WIDTH, INNER_SHIFT);
        half.use(top, bottom);
        return new Half(half, top, sizes[0], bottom, sizes[1]);
    }
}
