package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.SolverChoice.Task;
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
        assertThat(best(ALL, Task.count(16))).containsSame(PARALLEL);
        assertThat(best(ALL, Task.count(16).unique())).containsSame(PARALLEL);
    }

    @Test
    void beyondItsLimitTheNextFastestTakesOver() {
        assertThat(best(ALL, Task.count(30))).containsSame(COUNTER);
        assertThat(best(ALL, Task.count(30).unique())).containsSame(COUNTER);
        assertThat(best(ALL, Task.count(500))).containsSame(LISTER);
        assertThat(best(ALL, Task.count(5000))).isEmpty();
    }

    @Test
    void presetQueensNeedASolverThatTakesThemAndRuleOutUniqueCounts() {
        assertThat(best(ALL, Task.count(8).withPresetQueens())).containsSame(COUNTER);
        assertThat(best(ALL, Task.count(8).withPresetQueens().unique())).isEmpty();
        assertThat(SolverChoice.choose(ALL, Task.list(8).withPresetQueens()).ranked()).containsExactly(COUNTER, LISTER);
        // neither a counter alone nor a sampler lists every solution
        assertThat(best(List.of(PARALLEL, SAMPLER), Task.list(8))).isEmpty();
    }

    @Test
    void theOrderNeverDependsOnTheOrderFound() {
        List<Solver> reversed = List.of(SAMPLER, PARALLEL, COUNTER, LISTER);
        assertThat(SolverChoice.choose(reversed, Task.count(8)).ranked()).containsExactly(PARALLEL, COUNTER, LISTER);
        assertThat(SolverChoice.choose(ALL, Task.count(8)).ranked()).containsExactly(PARALLEL, COUNTER, LISTER);
    }

    @Test
    void amongEqualsTheEstimatedTimeDecidesSoThatCountersCrossOver() {
        Solver early = new Estimating("early", 3.0, 20.0);
        Solver late = new Estimating("late", 3.3, 14.5);
        List<Solver> both = List.of(late, early);

        assertThat(best(both, Task.count(17))).containsSame(early);
        assertThat(best(both, Task.count(18))).containsSame(late);
    }

    @Test
    void amongEqualsWithoutEstimatesTheIdDecides() {
        Solver second = new NamedSolver("second", 32, Capability.COUNT);
        Solver first = new NamedSolver("first", 32, Capability.COUNT);

        assertThat(SolverChoice.choose(List.of(second, first), Task.count(8)).ranked()).containsExactly(first, second);
    }

    private static Optional<Solver> best(List<Solver> solvers, Task task) {
        return SolverChoice.choose(solvers, task).solver();
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
