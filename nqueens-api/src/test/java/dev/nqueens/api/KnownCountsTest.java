package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class KnownCountsTest {

    @Test
    void holdsTheFamiliarValues() {
        assertThat(KnownCounts.total(0)).isEqualTo(1);
        assertThat(KnownCounts.total(2)).isZero();
        assertThat(KnownCounts.total(8)).isEqualTo(92);
        assertThat(KnownCounts.unique(8)).isEqualTo(12);
        assertThat(KnownCounts.total(27)).isEqualTo(234_907_967_154_122_528L);
        assertThat(KnownCounts.unique(27)).isEqualTo(29_363_495_934_315_694L);
    }

    static IntStream boardSizes() {
        return IntStream.rangeClosed(0, KnownCounts.LARGEST_BOARD_SIZE);
    }

    /** Each class of solutions holds one to eight solutions, so the two sequences bound each other. */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("boardSizes")
    void eachFundamentalSolutionStandsForOneToEightSolutions(int n) {
        assertThat(KnownCounts.total(n)).isBetween(KnownCounts.unique(n), 8 * KnownCounts.unique(n));
    }

    @Test
    void refusesBoardsWhoseCountsAreNotKnown() {
        assertThatIllegalArgumentException().isThrownBy(() -> KnownCounts.total(28))
                .withMessage("counts are known for n = 0 to 27, not 28");
        assertThatIllegalArgumentException().isThrownBy(() -> KnownCounts.unique(-1))
                .withMessage("counts are known for n = 0 to 27, not -1");
    }

    @Test
    void aRequestHasAKnownAnswerForTheWholeBoardUpToTheLargestKnownSize() {
        assertThat(KnownCounts.of(SolveRequest.of(8), false)).isEqualTo(OptionalLong.of(92));
        assertThat(KnownCounts.of(SolveRequest.of(8), true)).isEqualTo(OptionalLong.of(12));
        assertThat(KnownCounts.of(SolveRequest.of(27), false)).isEqualTo(OptionalLong.of(KnownCounts.total(27)));
        assertThat(KnownCounts.of(SolveRequest.of(28), false)).isEmpty();
        SolveRequest placed = SolveRequest.builder(8).presetQueens(List.of(new Queen(0, 0))).build();
        assertThat(KnownCounts.of(placed, false)).isEmpty();
    }

    @Test
    void theSequencesAreNamedForMessages() {
        assertThat(KnownCounts.sequence(false)).isEqualTo("A000170");
        assertThat(KnownCounts.sequence(true)).isEqualTo("A002562");
    }
}
