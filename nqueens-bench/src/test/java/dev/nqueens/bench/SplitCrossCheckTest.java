package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line of {@link SplitCrossCheck}: which placements it counts twice, and its one-line refusals. */
class SplitCrossCheckTest {

    private final Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);

    @Test
    void takesEveryKthPlacementBothSplitsFix() {
        int placements = SubproblemSolver.splitting(solvers.byId("halves")).orElseThrow().split(11)
                .subproblems().size();

        SplitCrossCheck.Check check = SplitCrossCheck.Check.of(new String[] {"halves", "halves", "11", "3"}, solvers);

        assertThat(check.common()).isEqualTo(placements);
        assertThat(check.placements()).hasSize((placements + 2) / 3)
                .allSatisfy(placement -> assertThat(placement.others).hasSize(1));
        assertThat(check.run()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bitslice halves 12   | usage: SplitCrossCheck SOLVER OTHER N EVERY
            bitslice nope 12 1   | unknown solver 'nope'; available:
            bitslice bitmask 8 1 | bitmask does not split its counts
            bitslice halves x 1  | N must be a whole number, not 'x'; usage: SplitCrossCheck SOLVER OTHER N EVERY
            bitslice halves 12 0 | EVERY must be 1 or more, not 0
            bitslice halves 12 1 | the splits of bitslice and halves fix no placement of queens in common at n = 12
            """)
    void aWrongCommandLineIsRefusedInOneLine(String words, String message) {
        assertThatThrownBy(() -> SplitCrossCheck.Check.of(words.split(" "), solvers))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message)
                .satisfies(refusal -> assertThat(refusal.getMessage()).doesNotContain("\n"));
    }
}
