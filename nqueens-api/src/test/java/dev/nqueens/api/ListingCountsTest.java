package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The counts of a solver that lists all solutions, taken from its stream. */
class ListingCountsTest {

    private static final SolveRequest FOUR = SolveRequest.of(4);

    /** Lists the two solutions of n = 4 whatever the board. */
    private static class Lister extends NamedSolver {
        Lister(String id, Capability... capabilities) {
            super(id, 8, capabilities);
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            RequestChecks.requireSupported(this, request);
            return Stream.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1));
        }
    }

    @Test
    void countsTheStreamAndItsCanonicalSolutions() {
        Solver lister = new Lister("lister", Capability.ALL_SOLUTIONS);

        assertThat(ListingCounts.count(lister, FOUR)).isEqualTo(2);
        // the two solutions of n = 4 are mirror images: one class, whose canonical member is the smaller
        assertThat(ListingCounts.countUnique(lister, FOUR)).isEqualTo(1);
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

        assertThat(ListingCounts.count(all, withPresets)).isEqualTo(1);
        assertThatThrownBy(() -> ListingCounts.countUnique(all, withPresets))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unique solutions are counted on the whole board only, not with pre-placed queens");
    }

    @Test
    void aSolverOfSomeSolutionsIsRefusedInTheWordsOfTheInterfacesDefaults() {
        Solver some = new Lister("some", Capability.SOME_SOLUTIONS);

        assertThat(catchThrowable(() -> ListingCounts.count(some, FOUR)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage(catchThrowable(() -> some.count(FOUR)).getMessage());
        assertThat(catchThrowable(() -> ListingCounts.countUnique(some, FOUR)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage(catchThrowable(() -> some.countUnique(FOUR)).getMessage());
    }

    @Test
    void theRequestIsTheStreamsToCheck() {
        Solver lister = new Lister("lister", Capability.ALL_SOLUTIONS);

        assertThatThrownBy(() -> ListingCounts.count(lister, SolveRequest.of(9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = 9 is beyond the lister solver's limit of 8");
    }
}
