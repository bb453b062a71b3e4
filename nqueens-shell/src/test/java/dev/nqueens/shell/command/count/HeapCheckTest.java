package dev.nqueens.shell.command.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.shell.status.UsageException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@link HeapCheck} with {@code bitslice}, whose threads hold 576 MB each from n = 21 on, against heaps of a
 * few sizes: a heap of 1.5 GB holds 2 of them (0.9 of it, less 64 MB), one of 512 MB none.
 */
class HeapCheckTest {

    private static final long GB = 1L << 30;
    private static final long HEAP = 3 * GB / 2;

    private final Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
    private final SubproblemSolver bitslice = SubproblemSolver.splitting(solvers.byId("bitslice")).orElseThrow();
    private final SubproblemSolver halves = SubproblemSolver.splitting(solvers.byId("halves")).orElseThrow();
    private final StringWriter err = new StringWriter();

    private int threads(long heap, SubproblemSolver solver, int n, Long requested, int cores) {
        return new HeapCheck(heap).threads(solver, n, requested, cores, "count " + n + " with " + solver.id(),
                new PrintWriter(err, true));
    }

    @Test
    void threadsTheHeapHoldsAreAsAskedWithoutALine() {
        assertThat(threads(HEAP, bitslice, 24, 2L, 16)).isEqualTo(2);
        assertThat(threads(HEAP, bitslice, 24, null, 2)).isEqualTo(2);
        assertThat(threads(HEAP, bitslice, 16, null, 64)).isEqualTo(64);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void threadsAskedForThatTheHeapDoesNotHoldAreRefusedInOneLine() {
        assertThatThrownBy(() -> threads(HEAP, bitslice, 24, 3L, 16)).isInstanceOf(UsageException.class)
                .hasMessage("count 24 with bitslice: --threads 3: 3 bitslice threads at n = 24 hold up to 1.7 GB, "
                        + "more than this JVM's heap of 1.5 GB holds; give --threads 2 or fewer, or a larger heap, "
                        + "as in JDK_JAVA_OPTIONS=-Xmx2g");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void allCoresBecomeAsManyThreadsAsTheHeapHoldsWithALineThatSaysSo() {
        assertThat(threads(HEAP, bitslice, 22, null, 8)).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("nqueens: count 22 with bitslice: on 2 threads, not 8 (one per core): "
                + "8 bitslice threads at n = 22 hold up to 4.5 GB, more than this JVM's heap of 1.5 GB holds; with "
                + "a larger heap, as in JDK_JAVA_OPTIONS=-Xmx6g it counts on all" + System.lineSeparator());
    }

    @Test
    void aHeapThatHoldsNotOneThreadIsRefusedWhateverWasAsked() {
        for (Long requested : new Long[] {null, 1L}) {
            assertThatThrownBy(() -> threads(512L << 20, bitslice, 24, requested, 2))
                    .isInstanceOf(UsageException.class)
                    .hasMessage("count 24 with bitslice: one bitslice thread at n = 24 holds up to 576 MB, more than "
                            + "this JVM's heap of 512 MB holds; give it a larger heap, as in "
                            + "JDK_JAVA_OPTIONS=-Xmx1g");
        }
    }

    @Test
    void aSolverThatSaysNothingCountsOnTheThreadsAsked() {
        assertThat(threads(1L << 20, halves, 16, 5L, 2)).isEqualTo(5);
        assertThat(threads(1L << 20, halves, 16, null, 3)).isEqualTo(3);
    }
}
