package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.MemoryNeed;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link HeapFit}: threads against the heap, by what the solver says they hold. */
class HeapFitTest {

    private static final long MB = 1L << 20;
    private static final long GB = 1L << 30;

    /** The engine's test solver, saying that its threads share 500 MB and hold 100 MB each. */
    private static final class Hungry extends RowPairSolver {
        @Override
        public Optional<MemoryNeed> memoryNeed(int boardSize) {
            return Optional.of(new MemoryNeed(500 * MB, 100 * MB));
        }
    }

    @Test
    void theHeapHoldsTheSharedPartAndAsManyThreadsAsItsRestHolds() {
        // 0.9 of 2 GB is 1,843 MB; less 64 MB kept and 500 MB shared, 1,279 MB: 12 threads of 100 MB
        assertThat(HeapFit.threads(new Hungry(), 10, 2 * GB)).hasValue(12);
        assertThat(HeapFit.threads(new Hungry(), 10, 600 * MB)).hasValue(0);
    }

    @Test
    void theHeapForSoManyThreadsIsWholeGigabytesThatHoldThem() {
        assertThat(HeapFit.heapFor(new Hungry(), 10, 12)).hasValue(2 * GB);
        assertThat(HeapFit.heapFor(new Hungry(), 10, 13)).hasValue(3 * GB);
        assertThat(HeapFit.threads(new Hungry(), 10, HeapFit.heapFor(new Hungry(), 10, 40).getAsLong()).getAsLong())
                .isGreaterThanOrEqualTo(40);
    }

    @Test
    void aSolverThatSaysNothingIsNotWeighed() {
        assertThat(HeapFit.threads(new RowPairSolver(), 10, MB)).isEmpty();
        assertThat(HeapFit.heapFor(new RowPairSolver(), 10, 4)).isEmpty();
    }

    @Test
    void threadsThatHoldNothingOfTheirOwnAreWithoutNumber() {
        RowPairSolver sharing = new RowPairSolver() {
            @Override
            public Optional<MemoryNeed> memoryNeed(int boardSize) {
                return Optional.of(new MemoryNeed(100 * MB, 0));
            }
        };
        assertThat(HeapFit.threads(sharing, 10, GB)).hasValue(Long.MAX_VALUE);
    }

    @Test
    void sizesReadAsMegabytesBelowAGigabyteElseGigabytes() {
        assertThat(HeapFit.describe(576 * MB)).isEqualTo("576 MB");
        assertThat(HeapFit.describe(MB + 1)).isEqualTo("2 MB");
        assertThat(HeapFit.describe(6 * GB - 100 * MB)).isEqualTo("5.9 GB");
    }
}
