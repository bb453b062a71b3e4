package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The tuning table cuts every board as the counter has cut it: a checkpoint names the scheme of its split, so a
 * change of the table that changes a cut must be meant, and seen here.
 */
class BitsliceTuningTest {

    /** The scheme of each board's split, n = 0 to 28, with and without the vectors (groups do not show in it). */
    private static final List<String> SCHEMES = List.of(
            "bitslice-v1 half=0 band=0 fixed=0",
            "bitslice-v1 half=0 band=1 fixed=1",
            "bitslice-v1 half=0 band=2 fixed=2",
            "bitslice-v1 half=0 band=3 fixed=3",
            "bitslice-v1 half=2 band=0 parts=3",
            "bitslice-v1 half=2 band=1 fixed=1 parts=3 centre=transpose",
            "bitslice-v1 half=3 band=0 parts=7",
            "bitslice-v1 half=3 band=1 fixed=1 parts=10 centre=transpose",
            "bitslice-v1 half=4 band=0 parts=23",
            "bitslice-v1 half=4 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=5 band=0 parts=64",
            "bitslice-v1 half=5 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=6 band=0 parts=64",
            "bitslice-v1 half=6 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=7 band=0 parts=64",
            "bitslice-v1 half=7 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=8 band=0 parts=64",
            "bitslice-v1 half=8 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=9 band=0 parts=64",
            "bitslice-v1 half=9 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=10 band=0 parts=64",
            "bitslice-v1 half=10 band=1 fixed=1 parts=16 centre=transpose",
            "bitslice-v1 half=10 band=2 fixed=2 parts=16",
            "bitslice-v1 half=10 band=3 fixed=3 parts=4",
            "bitslice-v1 half=10 band=4 fixed=4",
            "bitslice-v1 half=10 band=5 fixed=5",
            "bitslice-v1 half=10 band=6 fixed=4",
            "bitslice-v1 half=10 band=7 fixed=5",
            "bitslice-v1 half=10 band=8 fixed=4");

    @Test
    void everyRowCutsItsBoardAsBefore() {
        List<String> schemes = IntStream.rangeClosed(0, BitsliceLayout.MAX_BOARD_SIZE)
                .mapToObj(n -> BitsliceLayout.of(n).scheme()).toList();
        assertThat(schemes).isEqualTo(SCHEMES);
    }

    @Test
    void theRowsAreInOrderOfTheBoardSize() {
        IntStream.rangeClosed(0, BitsliceLayout.MAX_BOARD_SIZE)
                .forEach(n -> assertThat(BitsliceTuning.of(n).boardSize()).as("row %d", n).isEqualTo(n));
    }

    @Test
    void theLargeBoardsSieveEightDiagonalsOfHalvesOfTenColumnsInGroups() {
        for (int n = 20; n <= BitsliceLayout.MAX_BOARD_SIZE; n++) {
            BitsliceLayout layout = BitsliceLayout.of(n);
            assertThat(layout.halfWidth).as("n = %d", n).isEqualTo(BitsliceLayout.MAX_HALF_WIDTH);
            assertThat(layout.sieveBits).as("n = %d", n).isEqualTo(8);
            assertThat(layout.groups).as("n = %d", n).isTrue();
        }
    }

    /**
     * Beside a band, a configuration with dead diagonals sieves by fewer bits: its reduced arrangement matches
     * fewer diagonals than the layout's, and as many as the groups take in 5 chunks (the layout checks it too).
     */
    @Test
    void theBandsOfHalvesOfTenColumnsReduceTheirSieve() {
        assertThat(BitsliceLayout.of(20).reducedMatchedBits).as("n = 20, no band").isZero();
        for (int n = 21; n <= BitsliceLayout.MAX_BOARD_SIZE; n++) {
            BitsliceLayout layout = BitsliceLayout.of(n);
            assertThat(layout.reducedMatchedBits).as("n = %d", n)
                    .isGreaterThan(SliceMatcher.UNROLLED_BITS - BlockLookups.CHUNK_BITS)
                    .isLessThan(layout.diagonalBits - layout.sieveBits);
        }
    }
}
