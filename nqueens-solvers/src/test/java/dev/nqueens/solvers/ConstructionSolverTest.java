package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ConstructionSolverTest extends SolverContract {

    @Override
    protected Solver solver() {
        return new ConstructionSolver();
    }

    @Test
    void everyBoardFromFourToFiveThousandIsASolution() {
        for (int n = 4; n <= 5000; n++) {
            Solution solution = only(n);
            assertThat(solution.size()).isEqualTo(n);
            int size = n;
            solution.firstConflict().ifPresent(conflict -> fail("n = " + size + ": " + conflict.describe()));
        }
    }

    /** Each residue of m mod 6 (0, 2, 4), with n even and odd, and the ten-million board. */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1_000_000, 1_000_001, 2_000_000, 2_000_001, 3_000_000, 3_000_001, 10_000_000})
    void millionsOfQueensAreASolution(int n) {
        Solution solution = only(n);
        assertThat(solution.size()).isEqualTo(n);
        assertThat(solution.firstConflict()).isEmpty();
    }

    @Test
    void followsThePublishedRuleWordForWord() {
        for (int n = 4; n <= 300; n++) {
            assertThat(only(n).columns()).as("n = %d", n).isEqualTo(publishedRule(n));
        }
        assertThat(only(4).columns()).containsExactly(1, 3, 0, 2);
        assertThat(only(8).columns()).containsExactly(3, 5, 7, 1, 6, 0, 2, 4);
        assertThat(only(9).columns()).containsExactly(3, 5, 7, 1, 6, 0, 2, 4, 8);
    }

    /**
     * The rule as Bernhardsson (1991) states it, rows and columns from 1, turned into columns from 0 only at
     * the end: an independent transcription of the citation in {@link ConstructionSolver}.
     */
    private static int[] publishedRule(int n) {
        int m = n % 2 == 0 ? n : n - 1;
        int h = m / 2;
        int[] columnOfRow = new int[n + 1];
        for (int i = 1; i <= h; i++) {
            if (m % 6 != 2) {
                columnOfRow[i] = 2 * i;
                columnOfRow[h + i] = 2 * i - 1;
            } else {
                columnOfRow[i] = 1 + (2 * i + h - 3) % m;
                columnOfRow[m + 1 - i] = m - (2 * i + h - 3) % m;
            }
        }
        if (n % 2 == 1) {
            columnOfRow[n] = n;
        }
        int[] columns = new int[n];
        for (int row = 1; row <= n; row++) {
            columns[row - 1] = columnOfRow[row] - 1;
        }
        return columns;
    }

    @Test
    void theSmallBoardsHaveTheirKnownAnswers() {
        assertThat(solve(0)).containsExactly(Solution.empty());
        assertThat(solve(1)).containsExactly(Solution.of(0));
        assertThat(solve(2)).isEmpty();
        assertThat(solve(3)).isEmpty();
    }

    @Test
    void aCancelledRequestBuildsNothing() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        Stream<Solution> solutions = solver().solve(SolveRequest.builder(1_000).cancellation(cancellation).build());
        assertThatThrownBy(solutions::toList).isInstanceOf(CancellationException.class);
    }

    @Test
    void reportsTheWorkDoneOnceBuilt() {
        List<long[]> reports = new ArrayList<>();
        solver().solve(SolveRequest.builder(10).progress((done, total) -> reports.add(new long[] {done, total}))
                .build()).toList();
        assertThat(reports).containsExactly(new long[] {1, 1});
    }

    @Test
    void theServiceLoaderFindsIt() {
        assertThat(Registry.installed(ProviderKind.SOLVER).byId("construct")).isInstanceOf(ConstructionSolver.class);
    }

    private List<Solution> solve(int n) {
        try (Stream<Solution> solutions = solver().solve(SolveRequest.of(n))) {
            return solutions.toList();
        }
    }

    private Solution only(int n) {
        List<Solution> solutions = solve(n);
        assertThat(solutions).as("solutions of n = %d", n).hasSize(1);
        return solutions.get(0);
    }
}
