package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts subproblems on a fixed pool of threads in this process. The threads share one list of the
 * subproblems left, largest estimated work first: a thread that finishes takes the next, so the last
 * subproblems are the small ones and no thread idles long.
 *
 * <p>Cancellation reaches the subproblems being counted within the solver's 100 ms, plus at most
 * {@value #POLL_MILLIS} ms; whatever finished before is in the checkpoint. Progress moves within the
 * subproblems being counted as their solver reports it, in the units {@link CountingEngine} defines, reported
 * from the calling thread.
 *
 * <pre>{@code
 * try (LocalEngine engine = new LocalEngine(threads, Registry.installed(ProviderKind.SOLVER));
 *      Checkpoint checkpoint = Checkpoint.open(file, split)) {
 *     CountResult result = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
 * }
 * }</pre>
 */
public final class LocalEngine implements CountingEngine {

    /** How often the calling thread looks at the job's cancellation while it waits for results. */
    static final long POLL_MILLIS = 20;

    private final int threads;
    private final Registry<Solver> solvers;
    private final ExecutorService pool;

    /**
     * @param threads the number of threads to count on, 1 or more
     * @param solvers where to find the solver that each split names
     * @throws IllegalArgumentException if threads is below 1
     */
    public LocalEngine(int threads, Registry<Solver> solvers) {
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

    /** @return the number of threads the engine counts on */
    public int threads() {
        return threads;
    }

    @Override
    public CountResult count(CountJob job) {
        if (pool.isShutdown()) {
            throw new IllegalStateException("the engine is closed");
        }
        SubproblemSolver solver = SolverLookup.subproblemSolver(solvers, job.split().solverId());
        job.cancellation().throwIfCancelled();
        Tally tally = new Tally(job);
        List<Subproblem> pending = tally.pending();
        if (pending.isEmpty()) {
            return tally.result();
        }
        tally.begin();
        Run run = new Run(solver, pending, tally);
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < Math.min(threads, pending.size()); i++) {
            workers.add(pool.submit(run::work));
        }
        Throwable failure = null;
        try {
            failure = collect(job, tally, run);
        } finally {
            run.stop.cancel();
            awaitWorkers(workers);
            // results that arrived while the others stopped are valid: keep them in the checkpoint
            failure = drain(tally, run, failure);
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (tally.remaining() > 0) {
            throw new CancellationException("cancelled");
        }
        return tally.result();
    }

    /** Records results as they come until all are in, the job is cancelled, or something fails. */
    private static Throwable collect(CountJob job, Tally tally, Run run) {
        try {
            while (tally.remaining() > 0) {
                if (job.cancellation().isCancelled()) {
                    return null;
                }
                Finished finished = run.results.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (finished != null) {
                    if (finished.failure() != null) {
                        return finished.failure();
                    }
                    tally.record(finished.subproblem(), finished.subcount());
                }
                tally.reportProgress();
            }
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new CancellationException("interrupted while counting");
        } catch (RuntimeException e) {
            return e;
        }
    }

    private static void awaitWorkers(List<Future<?>> workers) {
        boolean interrupted = false;
        for (Future<?> worker : workers) {
            while (true) {
                try {
                    worker.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException | CancellationException e) {
                    // a worker reports its failures through the results; this is the pool shutting down
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static Throwable drain(Tally tally, Run run, Throwable failure) {
        Throwable result = failure;
        for (Finished finished = run.results.poll(); finished != null; finished = run.results.poll()) {
            if (finished.failure() != null) {
                if (result == null) {
                    result = finished.failure();
                }
                continue;
            }
            if (result instanceof CheckpointException) {
                // the checkpoint cannot take more; the failure says so already
                continue;
            }
            try {
                tally.record(finished.subproblem(), finished.subcount());
            } catch (CheckpointException e) {
                if (result == null) {
                    result = e;
                } else {
                    result.addSuppressed(e);
                }
            }
        }
        return result;
    }

    /** Stops the threads; a job still running fails. */
    @Override
    public void close() {
        pool.shutdownNow();
    }

    /** One subproblem's outcome, handed from a worker to the calling thread. */
    private record Finished(Subproblem subproblem, Subcount subcount, Throwable failure) {
    }

    /** The state one call to {@link #count} shares with its workers. */
    private static final class Run {
        final SubproblemSolver solver;
        final List<Subproblem> pending;
        /** The books of the run: here only for {@link Tally#progressWithin}, which is thread-safe. */
        final Tally tally;
        final AtomicInteger next = new AtomicInteger();
        final BlockingQueue<Finished> results = new LinkedBlockingQueue<>();
        /** Cancelled when the job ends for any reason: the workers' own flag, passed to the solver. */
        final Cancellation stop = new Cancellation();

        Run(SubproblemSolver solver, List<Subproblem> pending, Tally tally) {
            this.solver = solver;
            this.pending = pending;
            this.tally = tally;
        }

        void work() {
            for (int index = next.getAndIncrement(); index < pending.size(); index = next.getAndIncrement()) {
                if (stop.isCancelled()) {
                    return;
                }
                Subproblem subproblem = pending.get(index);
                try {
                    SubproblemRequest request = SubproblemRequest.of(subproblem).withCancellation(stop)
                            .withProgress(tally.progressWithin(index));
                    results.add(new Finished(subproblem, solver.count(request), null));
                } catch (CancellationException e) {
                    if (stop.isCancelled()) {
                        return;
                    }
                    results.add(new Finished(subproblem, null, e));
                    return;
                } catch (RuntimeException | Error e) {
                    results.add(new Finished(subproblem, null, e));
                    return;
                }
            }
        }
    }
}
