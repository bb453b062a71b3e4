package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.SolverContract;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class RecursiveSolverTest extends SolverContract {

    private static final long HALF_THE_DEFAULT_STACK = 512 * 1024;

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
        TimeUnit.MILLISECONDS.sleep(200);
        cancellation.cancel();
        search.join();

        assertThat(ending.get()).isInstanceOf(CancellationException.class);
    }
}
