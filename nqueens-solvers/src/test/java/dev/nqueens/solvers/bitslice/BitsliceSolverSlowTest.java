package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.SolveRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The counts of the larger boards, seconds to a minute each: tagged {@code slow}, which the default build leaves out; run
 * them with {@code mvn -pl nqueens-solvers -P slow-tests verify}.
 */
@Tag("slow")
class BitsliceSolverSlowTest {

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {17, 18, 19})
    void countsTheLargerBoards(int n) {
        BitsliceSolver solver = new BitsliceSolver();

        assertThat(solver.count(SolveRequest.of(n))).as("count(n = %d)", n).isEqualTo(KnownCounts.total(n));
        assertThat(solver.countUnique(SolveRequest.of(n))).as("countUnique(n = %d)", n)
                .isEqualTo(KnownCounts.unique(n));
    }
}
