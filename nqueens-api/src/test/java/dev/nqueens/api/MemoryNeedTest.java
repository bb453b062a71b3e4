package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link MemoryNeed}: the shared part once, each thread's part per thread; and the silent default. */
class MemoryNeedTest {

    @Test
    void threadsHoldTheSharedPartOnceAndTheirOwnEach() {
        MemoryNeed need = new MemoryNeed(500, 60);

        assertThat(need.forThreads(0)).isEqualTo(500);
        assertThat(need.forThreads(1)).isEqualTo(560);
        assertThat(need.forThreads(8)).isEqualTo(980);
        assertThat(new MemoryNeed(1, Long.MAX_VALUE / 2).forThreads(3)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void negativeFiguresAreRefused() {
        assertThatThrownBy(() -> new MemoryNeed(-1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("memory cannot be negative: shared -1, per thread 0");
        assertThatThrownBy(() -> new MemoryNeed(0, -5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MemoryNeed(0, 1).forThreads(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads cannot be negative: -1");
    }

    @Test
    void aSolverSaysNothingUnlessItKnows() {
        assertThat(new SubproblemSolverTest.Splitting(Set.of(Capability.COUNT, Capability.SPLITS)).memoryNeed(12))
                .isEmpty();
    }
}
