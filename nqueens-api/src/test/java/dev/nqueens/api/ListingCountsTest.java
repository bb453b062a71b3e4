package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The counts of a solver that lists all solutions, taken from its stream. */
class ListingCountsTest {

    /** Lists the 4-queens answer whatever the board, and counts it with {@link ListingCounts}. */
    private static class Lister extends NamedSolver {
        Lister(String id, Capability... capabilities) {
            super(id, 8, capabilities);
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            RequestChecks.requireSupported(this, request);
            return Stream.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1));
        }

        @Override
        public long count(SolveRequest request) {
            return ListingCounts.count(this, request);
        }

        @Override
        public long countUnique(SolveRequest request) {
            return ListingCounts.countUnique(this, request);
        }
    }

    @Test
    void countsTheStreamAndItsCanonicalSolutions() {
        Solver lister = new Lister("lister", Capability.ALL_SOLUTIONS);

        assertThat(lister.count(SolveRequest.of(4))).isEqualTo(2);
        // the two solutions of n = 4 are mirror images: one class, whose canonical member is the smaller
        assertThat(lister.countUnique(SolveRequest.of(4))).isEqualTo(1);
    }

    @Test
    void uniqueCountsRefusePresetQueens() {
        Solver all = new Lister("all", Capability.ALL_SOLUTIONS, Capability.PRESET_QUEENS) {
            @Override
            public Stream<Solution> solve(SolveRequest request) {
                RequestChecks.requireSupported(this, request);
                return Stream.of(Solution.of(1, 3, 0, 2));
            }
        };
        SolveRequest withPresets = SolveRequest.builder(4).presetQueens(List.of(new Queen(0, 1))).build();

        assertThat(all.count(withPresets)).isEqualTo(1);
        assertThatThrownBy(() -> all.countUnique(withPresets))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unique solutions are counted on the whole board only, not with pre-placed queens");
    }

    @Test
    void aSolverOfSomeSolutionsIsRefused() {
        Solver some = new Lister("some", Capability.SOME_SOLUTIONS);

        assertThatThrownBy(() -> some.count(SolveRequest.of(4)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the some solver cannot count: it does not find all solutions");
        assertThatThrownBy(() -> some.countUnique(SolveRequest.of(4)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the some solver cannot count unique solutions: it does not find all solutions");
    }

    @Test
    void theRequestIsTheStreamsToCheck() {
        Solver lister = new Lister("lister", Capability.ALL_SOLUTIONS);

        assertThatThrownBy(() -> lister.count(SolveRequest.of(9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = 9 is beyond the lister solver's limit of 8");
    }
}
