package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.MemoryNeed;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.solvers.band.BandCounterTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bitslice counter: what every band counter must do, and its own name and limit. */
class BitsliceSolverTest extends BandCounterTest {

    BitsliceSolverTest() {
        // an even band, of 10 columns at n = 28, fixes two pairs of its positions
        super(new BitsliceSolver(), "bitslice-v1 half=6 band=1 fixed=1 parts=16 centre=transpose", 4);
    }

    @Test
    void isBitsliceUpToN28() {
        BitsliceSolver solver = new BitsliceSolver();

        assertThat(solver.id()).isEqualTo("bitslice");
        assertThat(solver.maxBoardSize()).isEqualTo(28);
    }

    @Test
    void evenBoardsUpTo20SplitTheirRowSetsIntoShares() {
        Split split = new BitsliceSolver().split(18);

        assertThat(split.scheme()).isEqualTo("bitslice-v1 half=9 band=0 parts=64");
        assertThat(split.subproblems()).hasSize(64).allSatisfy(subproblem -> assertThat(subproblem.queens()).isEmpty());
        assertThat(split.subproblems()).extracting(Subproblem::id).startsWith("rowsets-0", "rowsets-1")
                .endsWith("rowsets-63");
        // n = 20 is the last without a band, its halves of 10 columns
        assertThat(new BitsliceSolver().split(20).scheme()).isEqualTo("bitslice-v1 half=10 band=0 parts=64");
    }

    @Test
    void boardsFrom22KeepHalvesOf10ColumnsBesideAWideningBand() {
        BitsliceSolver solver = new BitsliceSolver();

        Split split22 = solver.split(22);
        assertThat(split22.scheme()).isEqualTo("bitslice-v1 half=10 band=2 fixed=2 parts=16");
        assertThat(split22.subproblems()).hasSize(110 * 16).allSatisfy(subproblem ->
                assertThat(subproblem.queens()).extracting(Queen::column).containsExactly(10, 11));
        Split split23 = solver.split(23);
        assertThat(split23.scheme()).isEqualTo("bitslice-v1 half=10 band=3 fixed=3 parts=4");
        assertThat(split23.subproblems()).hasSize(2020 * 4).allSatisfy(subproblem ->
                assertThat(subproblem.queens()).extracting(Queen::column).containsExactly(11, 10, 12));
        assertThat(solver.split(24).scheme()).isEqualTo("bitslice-v1 half=10 band=4 fixed=4");
        assertThat(solver.split(25).subproblems().get(0).queens()).extracting(Queen::column)
                .containsExactly(12, 11, 13, 10, 14);
    }

    @Test
    void refusesSharesOfAConfigurationThatItDidNotMake() {
        BitsliceSolver solver = new BitsliceSolver();
        String scheme = solver.split(13).scheme();
        List<Queen> queens = List.of(new Queen(4, 6));
        for (String id : List.of("4.rowsets-16", "4.rowsets-01", "4", "3.rowsets-2", "4.rowsets-2.rowsets-2", "x")) {
            Subproblem stranger = new Subproblem("bitslice", scheme, id, 13, queens, 0);

            assertThatThrownBy(() -> solver.count(SubproblemRequest.of(stranger)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("Subproblem[bitslice n=13 " + id + "] names no share of the row sets of its scheme: "
                            + "4.rowsets-0 to 4.rowsets-15");
        }
    }

    @Test
    void refusesSharesOfTheRowSetsThatItDidNotMake() {
        BitsliceSolver solver = new BitsliceSolver();
        String scheme = solver.split(16).scheme();
        for (String id : List.of("rowsets-64", "rowsets-01", "rowsets--1", "whole", "x")) {
            Subproblem stranger = new Subproblem("bitslice", scheme, id, 16, List.of(), 0);

            assertThatThrownBy(() -> solver.count(SubproblemRequest.of(stranger)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("Subproblem[bitslice n=16 " + id + "] names no share of the row sets of its scheme: "
                            + "rowsets-0 to rowsets-63");
        }
    }

    @Test
    void oddBoardsUpTo21FixTheirCentralQueenAndAShareOfTheRowSetsAndLargerOnesTheBandsInnerQueens() {
        BitsliceSolver solver = new BitsliceSolver();

        Split split = solver.split(17);
        assertThat(split.scheme()).isEqualTo("bitslice-v1 half=8 band=1 fixed=1 parts=16 centre=transpose");
        assertThat(split.subproblems()).hasSize(9 * 16).allSatisfy(subproblem -> {
            assertThat(subproblem.queens()).extracting(Queen::column).containsExactly(8);
            assertThat(subproblem.id()).matches(subproblem.queens().get(0).row() + "\\.rowsets-([0-9]|1[0-5])");
        });
        assertThat(split.subproblems()).extracting(Subproblem::id).doesNotHaveDuplicates();
        // the shares of a configuration follow each other
        assertThat(split.subproblems().subList(0, 16)).extracting(subproblem -> subproblem.queens().get(0).row())
                .containsOnly(split.subproblems().get(0).queens().get(0).row());
        assertThat(solver.split(19).subproblems()).hasSize(10 * 16);
        // n = 21 is the last with a band of one column, its halves of 10 columns
        Split split21 = solver.split(21);
        assertThat(split21.scheme()).isEqualTo("bitslice-v1 half=10 band=1 fixed=1 parts=16 centre=transpose");
        assertThat(split21.subproblems()).hasSize(11 * 16).allSatisfy(subproblem ->
                assertThat(subproblem.queens()).extracting(Queen::column).containsExactly(10));
    }

    @Test
    void itsThreadsShareTheOneConfigurationsQuadrantsWithoutABandAndHoldTheirOwnWithOne() {
        BitsliceSolver solver = new BitsliceSolver();
        for (int n = 0; n <= BitsliceSolver.MAX_BOARD_SIZE; n++) {
            BitsliceLayout layout = BitsliceLayout.of(n);
            MemoryNeed need = solver.memoryNeed(n).orElseThrow();
            assertThat(need.perThread()).as("n = %d", n).isPositive();
            assertThat(need.shared() > 0).as("n = %d", n).isEqualTo(layout.bandWidth == 0);
            // halves of 10 columns, from n = 20 on, hold the most: some 500 MB measured
            assertThat(need.forThreads(1)).as("n = %d", n).isLessThanOrEqualTo(n >= 20 ? 1L << 30 : 200L << 20);
        }
        assertThatThrownBy(() -> solver.memoryNeed(29)).isInstanceOf(IllegalArgumentException.class);
    }
}
