package dev.nqueens.solvers.halves;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Queen;
import dev.nqueens.api.Split;
import dev.nqueens.solvers.band.BandCounterTest;
import org.junit.jupiter.api.Test;

/** The halves counter: what every band counter must do, and its own name and limit. */
class HalvesSolverTest extends BandCounterTest {

    HalvesSolverTest() {
        // an odd band, of 13 columns at n = 27, fixes its centre and one pair
        super(new HalvesSolver(), "v1 half=5 band=3 fixed=3", 3);
    }

    @Test
    void isHalvesUpToN27() {
        HalvesSolver solver = new HalvesSolver();

        assertThat(solver.id()).isEqualTo("halves");
        assertThat(solver.maxBoardSize()).isEqualTo(27);
    }

    @Test
    void subproblemsPlaceTheirQueensInTheMiddleColumns() {
        Split split = new HalvesSolver().split(17);

        assertThat(split.subproblems()).hasSize(700).allSatisfy(subproblem -> {
            assertThat(subproblem.queens()).extracting(Queen::column).containsExactly(8, 7, 9);
            assertThat(subproblem.id()).isEqualTo(subproblem.queens().get(0).row() + "-"
                    + subproblem.queens().get(1).row() + "-" + subproblem.queens().get(2).row());
        });
    }

}
