package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.solvers.band.BandCounterTest;
import org.junit.jupiter.api.Test;

/** The bitslice counter: what every band counter must do, and its own name and limit. */
class BitsliceSolverTest extends BandCounterTest {

    BitsliceSolverTest() {
        // an even band, of 12 columns at n = 28, fixes two pairs of its positions
        super(new BitsliceSolver(), "bitslice-v1", 4);
    }

    @Test
    void isBitsliceUpToN28() {
        BitsliceSolver solver = new BitsliceSolver();

        assertThat(solver.id()).isEqualTo("bitslice");
        assertThat(solver.maxBoardSize()).isEqualTo(28);
    }
}
