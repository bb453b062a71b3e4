package dev.nqueens.solvers.halves;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.solvers.band.BandCounterTest;
import org.junit.jupiter.api.Test;

/** The halves counter: what every band counter must do, and its own name and limit. */
class HalvesSolverTest extends BandCounterTest {

    HalvesSolverTest() {
        // an odd band, of 3 columns at n = 27, fixes its centre and one pair
        super(new HalvesSolver(), "v1", 3);
    }

    @Test
    void isHalvesUpToN27() {
        HalvesSolver solver = new HalvesSolver();

        assertThat(solver.id()).isEqualTo("halves");
        assertThat(solver.maxBoardSize()).isEqualTo(27);
    }
}
