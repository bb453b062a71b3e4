package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

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
 * <p>Every count is made in this process, the {@linkplain Members#thisProcess() member} its checkpoint lines
 * name, and so is every count of a {@link Recheck}: a recheck here compares the counts of a checkpoint (made
 * on a cluster, say) and of earlier passes with this process's, the judge of every disagreement.
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
        tally.begin();
        List<Subproblem> pending = tally.pending();
        pass(job, new Run(solver, pending, tally::progressWithin, tally),
                (index, subcount) -> tally.record(pending.get(index), subcount));
        Recheck recheck = tally.recheck();
        for (List<Recount> wave = recheck.next(); !wave.isEmpty(); wave = recheck.next()) {
            List<Recount> recounts = wave;
            List<Subproblem> subproblems = recounts.stream().map(Recount::subproblem).toList();
            pass(job, new Run(solver, subproblems, index -> ProgressListener.NONE, tally),
                    (index, subcount) -> recheck.arrived(recounts.get(index), Counted.here(subcount)));
        }
        return tally.result();
    }

    /**
     * Counts one subproblem on the engine's threads, apart from any job: for an engine that counts elsewhere
     * and needs a count made in this process, such as a recheck's.
     *
     * @param subproblem the subproblem to count
     * @param cancellation the flag that stops the count
     * @return the count once it is made; it fails as the solver's {@code count} does, with a
     *     {@link CancellationException} if cancelled
     * @throws IllegalArgumentException if no solver with the subproblem's solver id is known to the engine,
     *     or it does not split its work
     * @throws IllegalStateException if the engine is closed
     */
    public CompletableFuture<Subcount> countLater(Subproblem subproblem, Cancellation cancellation) {
        if (pool.isShutdown()) {
            throw new IllegalStateException("the engine is closed");
        }
        SubproblemSolver solver = SolverLookup.subproblemSolver(solvers, subproblem.solverId());
        return CompletableFuture.supplyAsync(
                () -> solver.count(SubproblemRequest.of(subproblem).withCancellation(cancellation)), pool);
    }

    /**
     * Counts the subproblems of a run on the threads, handing each result to {@code results} on the calling
     * thread, until all are in, the job is cancelled, or something fails.
     */
    private void pass(CountJob job, Run run, Results results) {
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < Math.min(threads, run.work.size()); i++) {
            workers.add(pool.submit(run::work));
        }
        Throwable failure = null;
        try {
            failure = collect(job, run, results);
        } finally {
            run.stop.cancel();
            awaitWorkers(workers);
            // results that arrived while the others stopped are valid: keep them in the checkpoint
            failure = drain(run, results, failure);
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (run.received < run.work.size()) {
            throw new CancellationException("cancelled");
        }
    }

    /** Hands results on as they come until all are in, the job is cancelled, or something fails. */
    private static Throwable collect(CountJob job, Run run, Results results) {
        try {
            while (run.received < run.work.size()) {
                if (job.cancellation().isCancelled()) {
                    return null;
                }
                Finished finished = run.results.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (finished != null) {
                    if (finished.failure() != null) {
                        return finished.failure();
                    }
                    results.take(finished.index(), finished.subcount());
                    run.received++;
                }
                run.tally.reportProgress();
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

    private static Throwable drain(Run run, Results results, Throwable failure) {
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
                results.take(finished.index(), finished.subcount());
                run.received++;
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

    /** Where the calling thread hands a pass's results: the books, or the recheck. */
    @FunctionalInterface
    private interface Results {
        /**
         * @param index the subproblem's index in the pass's work
         * @param subcount what counting it found
         */
        void take(int index, Subcount subcount);
    }

    /** One subproblem's outcome, handed from a worker to the calling thread. */
    private record Finished(int index, Subcount subcount, Throwable failure) {
    }

    /** The state one pass of a call to {@link #count} shares with its workers. */
    private static final class Run {
        final SubproblemSolver solver;
        final List<Subproblem> work;
        final IntFunction<ProgressListener> progress;
        /** The books of the run, for their progress reports. */
        final Tally tally;
        final AtomicInteger next = new AtomicInteger();
        final BlockingQueue<Finished> results = new LinkedBlockingQueue<>();
        /** Cancelled when the pass ends for any reason: the workers' own flag, passed to the solver. */
        final Cancellation stop = new Cancellation();
        /** How many results the calling thread has handed on. */
        int received;

        /**
         * @param solver the solver of the subproblems
         * @param work the subproblems to count, in the order to start them
         * @param progress the listener of the count of the subproblem at each index, which the workers call
         * @param tally the books of the run
         */
        Run(SubproblemSolver solver, List<Subproblem> work, IntFunction<ProgressListener> progress, Tally tally) {
            this.solver = solver;
            this.work = work;
            this.progress = progress;
            this.tally = tally;
        }

        void work() {
            for (int index = next.getAndIncrement(); index < work.size(); index = next.getAndIncrement()) {
                if (stop.isCancelled()) {
                    return;
                }
                try {
                    SubproblemRequest request = SubproblemRequest.of(work.get(index)).withCancellation(stop)
                            .withProgress(progress.apply(index));
                    results.add(new Finished(index, solver.count(request), null));
                } catch (CancellationException e) {
                    if (stop.isCancelled()) {
                        return;
                    }
                    results.add(new Finished(index, null, e));
                    return;
                } catch (RuntimeException | Error e) {
                    results.add(new Finished(index, null, e));
                    return;
                }
            }
        }
    }
}
