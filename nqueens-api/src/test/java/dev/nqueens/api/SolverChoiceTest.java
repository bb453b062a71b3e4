package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The choice of the fastest solver for a count, from what solvers declare. */
class SolverChoiceTest {

    private static final Solver LISTER = new NamedSolver("lister", 1000, Capability.ALL_SOLUTIONS,
            Capability.PRESET_QUEENS);
    private static final Solver COUNTER = new NamedSolver("counter", 32, Capability.ALL_SOLUTIONS,
            Capability.COUNT, Capability.PRESET_QUEENS);
    private static final Solver PARALLEL = new NamedSolver("parallel", 27, Capability.COUNT,
            Capability.UNIQUE_COUNT, Capability.PARALLEL);
    private static final Solver SAMPLER = new NamedSolver("sampler", 10_000, Capability.SOME_SOLUTIONS);

    private static final List<Solver> ALL = List.of(LISTER, COUNTER, PARALLEL, SAMPLER);

    @Test
    void aDirectParallelCounterWinsWhereItTakesTheBoard() {
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(16), false)).containsSame(PARALLEL);
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(16), true)).containsSame(PARALLEL);
    }

    @Test
    void beyondItsLimitTheNextFastestTakesOver() {
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(30), false)).containsSame(COUNTER);
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(30), true)).containsSame(COUNTER);
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(500), false)).containsSame(LISTER);
        assertThat(SolverChoice.fastestCount(ALL, SolveRequest.of(5000), false)).isEmpty();
    }

    @Test
    void presetQueensNeedASolverThatTakesThemAndRuleOutUniqueCounts() {
        SolveRequest placed = SolveRequest.builder(8).presetQueens(List.of(new Queen(0, 0))).build();

        assertThat(SolverChoice.fastestCount(ALL, placed, false)).containsSame(COUNTER);
        assertThat(SolverChoice.fastestCount(ALL, placed, true)).isEmpty();
        assertThat(SolverChoice.canList(LISTER, placed)).isTrue();
        assertThat(SolverChoice.canList(PARALLEL, SolveRequest.of(8))).isFalse();
        assertThat(SolverChoice.canList(SAMPLER, SolveRequest.of(8))).isFalse();
    }

    @Test
    void theOrderNeverDependsOnTheOrderFound() {
        List<Solver> reversed = List.of(SAMPLER, PARALLEL, COUNTER, LISTER);
        assertThat(reversed.stream().sorted(SolverChoice.fastestCountFirst(false)).toList())
                .containsExactly(PARALLEL, COUNTER, LISTER, SAMPLER);
    }

    @Test
    void amongEqualsTheEstimatedTimeDecidesSoThatCountersCrossOver() {
        Solver early = new Estimating("early", 3.0, 20.0);
        Solver late = new Estimating("late", 3.3, 14.5);
        List<Solver> both = List.of(late, early);

        assertThat(SolverChoice.fastestCount(both, SolveRequest.of(17), false)).containsSame(early);
        assertThat(SolverChoice.fastestCount(both, SolveRequest.of(18), false)).containsSame(late);
        // without a request there is no estimate, and the id decides
        assertThat(both.stream().min(SolverChoice.fastestCountFirst(false))).containsSame(early);
    }

    /** Counts in parallel, and says how long it takes for n = 17 and 18. */
    private static final class Estimating extends NamedSolver {
        private final double seventeen;
        private final double eighteen;

        Estimating(String id, double seventeen, double eighteen) {
            super(id, Integer.MAX_VALUE, Capability.COUNT, Capability.PARALLEL);
            this.seventeen = seventeen;
            this.eighteen = eighteen;
        }

        @Override
        public Optional<Duration> estimatedCountTime(SolveRequest request) {
            double seconds = request.boardSize() <= 17 ? seventeen : eighteen;
            return Optional.of(Duration.ofMillis((long) (seconds * 1000)));
        }
    }
}
