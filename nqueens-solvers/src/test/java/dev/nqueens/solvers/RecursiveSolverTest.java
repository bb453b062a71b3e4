package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.Eventually;
import dev.nqueens.testkit.SolverContract;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class RecursiveSolverTest extends SolverContract {

    private static final long HALF_THE_DEFAULT_STACK = 512 * 1024;
    /** Frames on the search's stack that show it deep in the board, half of its 1,000 rows placed, one call each. */
    private static final int DEEP = 500;

    @Override
    protected Solver solver() {
        return new RecursiveSolver();
    }

    /** A search of the largest board dives more than 600 rows deep at once; cancelling must be what ends it. */
    @Test
    void theLargestBoardFitsInHalfTheDefaultStack() throws InterruptedException {
        Cancellation cancellation = new Cancellation();
        SolveRequest request = SolveRequest.builder(RecursiveSolver.MAX_BOARD_SIZE).cancellation(cancellation).build();
        AtomicReference<Throwable> ending = new AtomicReference<>();
        Thread search = new Thread(null, () -> {
            try {
                solver().solve(request).findFirst();
            } catch (CancellationException | StackOverflowError e) {
                ending.set(e);
            }
        }, "recursive search", HALF_THE_DEFAULT_STACK);

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
