package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line of {@link SplitSample}: what it samples, and a one-line refusal of what it cannot. */
class SplitSampleTest {

    private final Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);

    @Test
    void takesEveryKthSubproblemOfTheSplit() {
        Split whole = SubproblemSolver.splitting(solvers.byId("bitslice")).orElseThrow().split(12);

        SplitSample.Sample sample = SplitSample.Sample.of(new String[] {"bitslice", "12", "10", "2", "1", "3"},
                solvers);

        assertThat(sample.split().subproblems()).hasSize((whole.subproblems().size() + 9) / 10);
        assertThat(sample.split().subproblems().get(1)).isEqualTo(whole.subproblems().get(10));
        assertThat(sample.split().signature()).isNotEqualTo(whole.signature());
        assertThat(sample.wholeSize()).isEqualTo(whole.subproblems().size());
        assertThat(sample.rounds()).isEqualTo(2);
        assertThat(sample.threadCounts()).containsExactly(1, 3);
        assertThat(SplitSample.Sample.of(new String[] {"halves", "10", "1", "1"}, solvers).threadCounts())
                .containsExactly(1, 2);
    }

    @Test
    void takesEveryKthRunOfConsecutiveSubproblems() {
        Split whole = SubproblemSolver.splitting(solvers.byId("bitslice")).orElseThrow().split(13);

        SplitSample.Sample sample = SplitSample.Sample.of(new String[] {"bitslice", "13", "3x16", "1", "1"},
                solvers);

        // n = 13: its central column's 7 configurations, each dealt into 16 shares
        assertThat(whole.subproblems()).hasSize(112);
        List<Subproblem> runs = new ArrayList<>(whole.subproblems().subList(0, 16));
        runs.addAll(whole.subproblems().subList(48, 64));
        runs.addAll(whole.subproblems().subList(96, 112));
        assertThat(sample.split().subproblems()).containsExactlyElementsOf(runs);
        assertThat(sample.run()).isEqualTo(16);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bitslice 16 1     | usage: SplitSample SOLVER N EVERY[xRUN] ROUNDS [THREADS ...]
            nope 16 1 1       | unknown solver 'nope'; available:
            bitmask 8 1 1     | bitmask does not split its counts
            bitslice x 1 1    | N must be a whole number, not 'x'; usage: SplitSample SOLVER N EVERY[xRUN] ROUNDS
            bitslice 16 0 1   | EVERY must be 1 or more, not 0
            bitslice 16 2x0 1 | RUN must be 1 or more, not 0
            bitslice 16 2x3x4 1 | EVERY must be K or KxR, not '2x3x4'
            bitslice 16 x16 1 | EVERY must be a whole number, not
            bitslice 16 1 -1  | ROUNDS must be 0 or more, not -1
            bitslice 16 1 1 0 | THREADS must be 1 or more, not 0
            bitslice 40 1 1   | n = 40 is beyond the bitslice solver's limit of 28
            """)
    void aWrongCommandLineIsRefusedInOneLine(String words, String message) {
        assertThatThrownBy(() -> SplitSample.Sample.of(words.split(" "), solvers))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message)
                .satisfies(refusal -> assertThat(refusal.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theUsageNamesEveryArgument() {
        assertThatThrownBy(() -> SplitSample.Sample.of(new String[0], solvers))
                .hasMessage("usage: SplitSample SOLVER N EVERY[xRUN] ROUNDS [THREADS ...]");
        assertThat(List.of("SOLVER", "N", "EVERY", "ROUNDS", "THREADS")).allSatisfy(name ->
                assertThatThrownBy(() -> SplitSample.Sample.of(new String[0], solvers)).hasMessageContaining(name));
    }
}
