package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;

/** The check that a recursive search of its largest board fits in half the default thread stack. */
final class DeepRecursion {

    private static final long HALF_THE_DEFAULT_STACK = 512 * 1024;
    /** Frames on the search's stack that show it deep in the board, half of its 1,000 rows placed, one call each. */
    private static final int DEEP = 500;

    private DeepRecursion() {
    }

    /**
     * A search of the largest board dives more than 600 rows deep at once; cancelling must be what ends it.
     *
     * @param solver a solver whose search recurses once per row, with a largest board of 1,000
     */
    static void assertTheLargestBoardFitsInHalfTheDefaultStack(Solver solver) throws InterruptedException {
        assertThat(solver.maxBoardSize()).isEqualTo(2 * DEEP);
        Cancellation cancellation = new Cancellation();
        SolveRequest request = SolveRequest.builder(solver.maxBoardSize()).cancellation(cancellation).build();
        AtomicReference<Throwable> ending = new AtomicReference<>();
        Thread search = new Thread(null, () -> {
            try {
                solver.solve(request).findFirst();
            } catch (CancellationException | StackOverflowError e) {
                ending.set(e);
            }
        }, solver.id() + " search", HALF_THE_DEFAULT_STACK);

        search.start();
        // cancelled once the search is seen deep in the board, not after a fixed time
        try {
            Eventually.holds(() -> search.getStackTrace().length >= DEEP || !search.isAlive(),
                    "the search deep in the board", Duration.ofSeconds(30));
        } catch (AssertionError notDeep) {
            cancellation.cancel();
            throw notDeep;
        }
        assertThat(search.getStackTrace().length).as("frames of the search when cancelled")
                .isGreaterThanOrEqualTo(DEEP);
        cancellation.cancel();
        search.join();

        assertThat(ending.get()).isInstanceOf(CancellationException.class);
    }
}
