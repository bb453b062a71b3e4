package dev.nqueens.engine.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fixed pool of daemon threads in this process that count subproblems, with the solvers it is given, found
 * by the id each split or subproblem carries: the threads of a {@link dev.nqueens.engine.LocalEngine}, and
 * those on which an engine that counts elsewhere makes the counts it needs here (a recheck's judgements, and
 * what no member may count). The threads, named {@code nqueens-count-1} and on, start as they are first
 * needed, and never keep the JVM alive.
 */
public final class CountingPool implements AutoCloseable {

    private final int threads;
    private final Registry<Solver> solvers;
    private final ExecutorService pool;

    /**
     * Starts the threads of this process that count subproblems, and the solvers they count with.
     *
     * @param threads the number of threads, 1 or more
     * @param solvers where to find the solver that each split or subproblem names
     * @throws IllegalArgumentException if threads is below 1
     */
    public CountingPool(int threads, Registry<Solver> solvers) {
        if (threads < 1) {
            throw new IllegalArgumentException("the number of threads must be 1 or more, not " + threads);
        }
        this.threads = threads;
        this.solvers = Objects.requireNonNull(solvers, "solvers");
        AtomicInteger number = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "nqueens-count-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * How many subproblems the pool counts at once.
     *
     * @return the number of threads
     */
    public int threads() {
        return threads;
    }

    /**
     * Fails once the pool is closed, as its engine is.
     *
     * @throws IllegalStateException if the pool is closed
     */
    public void requireOpen() {
        if (pool.isShutdown()) {
            throw new IllegalStateException("the engine is closed");
        }
    }

    /**
     * Finds the splitting solver that a split or a subproblem names.
     *
     * @param solverId the id of a solver, as a split or a subproblem carries it
     * @return the solver, which splits its work
     * @throws dev.nqueens.api.UnknownIdException if the pool has no solver with that id
     * @throws IllegalArgumentException if the solver does not split its work
     */
    public SubproblemSolver solver(String solverId) {
        return SolverLookup.subproblemSolver(solvers, solverId);
    }

    /**
     * Runs work on a thread of the pool.
     *
     * @param task work for a thread of the pool
     * @return the task's future, done once the task has ended or the pool is closed
     */
    public Future<?> submit(Runnable task) {
        return pool.submit(task);
    }

    /**
     * Counts one subproblem on a thread of the pool, apart from any job: for an engine that counts elsewhere
     * and needs a count made in this process, such as a recheck's.
     *
     * @param subproblem the subproblem to count
     * @param cancellation the flag that stops the count
     * @return the count once it is made; it fails as the solver's {@code count} does, with a
     *     {@link CancellationException} if cancelled
     * @throws IllegalArgumentException if no solver with the subproblem's solver id is known to the pool, or
     *     it does not split its work
     * @throws IllegalStateException if the pool is closed
     */
    public CompletableFuture<Subcount> countLater(Subproblem subproblem, Cancellation cancellation) {
        requireOpen();
        SubproblemSolver solver = solver(subproblem.solverId());
        return CompletableFuture.supplyAsync(
                () -> solver.count(SubproblemRequest.builder(subproblem).cancellation(cancellation).build()), pool);
    }

    /** Stops the threads: a count under way is interrupted, and any later call fails. */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
