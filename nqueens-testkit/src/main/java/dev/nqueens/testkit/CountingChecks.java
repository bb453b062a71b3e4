package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.SolveRequest;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checks of {@link SolverContract} on a solver's counts: with {@link Capability#COUNT}, those of OEIS
 * A000170; with {@link Capability#UNIQUE_COUNT}, or by listing with {@link Capability#ALL_SOLUTIONS}, those of
 * A002562.
 */
final class CountingChecks {

    private CountingChecks() {
    }

    /** COUNT: count(n) is OEIS A000170(n). */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class Counting extends SolverCheckGroup {

        @BeforeEach
        void requireCount() {
            assumePromises(Capability.COUNT);
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("count(n) is OEIS A000170(n)")
        void countsAllSolutions(int n) {
            assertThat(solver().count(SolveRequest.of(n))).as("%s should be OEIS A000170(%d) = %d",
                    ofTheSolver("count(n = " + n + ")"), n, KnownCounts.total(n)).isEqualTo(KnownCounts.total(n));
        }
    }

    /** UNIQUE_COUNT, or by listing with ALL_SOLUTIONS: countUnique(n) is OEIS A002562(n). */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class UniqueCounting extends SolverCheckGroup {

        @BeforeEach
        void requireUniqueCount() {
            assumeCountsUnique();
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("countUnique(n) is OEIS A002562(n)")
        void countsFundamentalSolutions(int n) {
            assertThat(solver().countUnique(SolveRequest.of(n))).as("%s should be OEIS A002562(%d) = %d",
                    ofTheSolver("countUnique(n = " + n + ")"), n, KnownCounts.unique(n))
                    .isEqualTo(KnownCounts.unique(n));
        }
    }
}
