package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.internal.CountingPool;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.Recheck;
import dev.nqueens.engine.internal.Recount;
import dev.nqueens.engine.internal.RunLedger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

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
 * <p>Every count is made in this process, the member its checkpoint lines name
 * ({@code PID@HOST}), and so is every count of a recheck: a recheck here compares the counts of a checkpoint (made
 * on a cluster, say) and of earlier passes with this process's, the judge of every disagreement.
 *
 * <p>A board counted with a splitting solver on as many threads as the request asks, in one call:
 * <pre>{@code
 * SubproblemSolver bitslice = SubproblemSolver.splitting(solvers.byId("bitslice")).orElseThrow();
 * long all = LocalEngine.countBoard(bitslice, SolveRequest.builder(17).parallelism(2).build()).solutions();
 * }</pre>
 * and with a checkpoint that survives a crash:
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

    private final CountingPool pool;

    /**
     * Starts the pool of threads on which the engine counts the subproblems of its jobs.
     *
     * @param threads the number of threads to count on, 1 or more
     * @param solvers where to find the solver that each split names
     * @throws IllegalArgumentException if threads is below 1
     */
    public LocalEngine(int threads, Registry<Solver> solvers) {
        this.pool = new CountingPool(threads, solvers);
    }

    /**
     * Counts a whole board with a splitting solver on {@link SolveRequest#parallelism()} threads (no more than
     * the split has subproblems): the parallel count of any {@link SubproblemSolver}, whose own
     * {@link Solver#count} runs every subproblem on the calling thread. An engine of that many threads
     * counts the solver's split with the request's cancellation and progress, in the units
     * {@link CountingEngine} defines, and is closed before this returns.
     *
     * @param solver the solver that splits the board and counts its subproblems
     * @param request the board, the threads to count on, the cancellation and the progress listener; no
     *     pre-placed queens, as a split covers the whole board
     * @return the counts of the whole board: {@link CountResult#solutions()} and
     *     {@link CountResult#fundamentalSolutions()}
     * @throws IllegalArgumentException if the solver does not take the board, or the request places queens
     * @throws CancellationException if the request's cancellation was cancelled before the end
     */
    public static CountResult countBoard(SubproblemSolver solver, SolveRequest request) {
        if (!request.presetQueens().isEmpty()) {
            throw new IllegalArgumentException("a split covers the whole board: the " + solver.id()
                    + " solver counts pre-placed queens with count(SolveRequest), not on an engine");
        }
        RequestChecks.requireSupported(solver, request);
        request.cancellation().throwIfCancelled();
        Split split = solver.split(request.boardSize());
        int threads = Math.max(1, Math.min(request.parallelism(), split.subproblems().size()));
        try (LocalEngine engine = new LocalEngine(threads, Registry.of(ProviderKind.SOLVER, List.of(solver)))) {
            return engine.count(CountJob.builder(split).cancellation(request.cancellation())
                    .progress(request.progress()).build());
        }
    }

    /**
     * How many subproblems the engine counts at once.
     *
     * @return the number of threads the engine counts on
     */
    public int threads() {
        return pool.threads();
    }

    @Override
    public CountResult count(CountJob job) {
        pool.requireOpen();
        SubproblemSolver solver = pool.solver(job.split().solverId());
        job.cancellation().throwIfCancelled();
        RunLedger ledger = new RunLedger(job);
        ledger.begin();
        countPass(job, new Pass(solver, ledger.pending(), ledger::progressWithin, ledger), ledger::record);
        Recheck recheck = new Recheck(job, ledger.underRecheck());
        for (List<Recount> wave = recheck.next(); !wave.isEmpty(); wave = recheck.next()) {
            List<Recount> recounts = wave;
            List<Subproblem> subproblems = recounts.stream().map(Recount::subproblem).toList();
            countPass(job, new Pass(solver, subproblems, index -> ProgressListener.NONE, ledger),
                    (index, subcount) -> recheck.arrived(recounts.get(index), MemberCount.here(subcount)));
        }
        return ledger.result(recheck.report());
    }

    /**
     * Counts the subproblems of a pass on the threads, handing each result to {@code results} on the calling
     * thread, until all are in, the job is cancelled, or something fails.
     */
    private void countPass(CountJob job, Pass pass, Results results) {
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < Math.min(pool.threads(), pass.work.size()); i++) {
            workers.add(pool.submit(pass::work));
        }
        @Nullable Throwable failure = null;
        try {
            failure = collect(job, pass, results);
        } finally {
            pass.stop.cancel();
            awaitWorkers(workers);
            // results that arrived while the others stopped are valid: keep them in the checkpoint
            failure = drain(pass, results, failure);
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (pass.received < pass.work.size()) {
            throw new CancellationException("cancelled");
        }
    }

    /** Hands results on as they come until all are in, the job is cancelled, or something fails. */
    private static @Nullable Throwable collect(CountJob job, Pass pass, Results results) {
        try {
            while (pass.received < pass.work.size()) {
                if (job.cancellation().isCancelled()) {
                    return null;
                }
                Finished finished = pass.results.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (finished != null) {
                    if (finished.failure() != null) {
                        return finished.failure();
                    }
                    results.take(finished.index(), finished.counted());
                    pass.received++;
                }
                pass.ledger.reportProgress();
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

    private static @Nullable Throwable drain(Pass pass, Results results, @Nullable Throwable failure) {
        Throwable result = failure;
        for (Finished finished = pass.results.poll(); finished != null; finished = pass.results.poll()) {
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
                results.take(finished.index(), finished.counted());
                pass.received++;
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
        pool.close();
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
    private record Finished(int index, @Nullable Subcount subcount, @Nullable Throwable failure) {
        /** @return the count of a subproblem that did not fail */
        Subcount counted() {
            return Objects.requireNonNull(subcount, "a subproblem that failed has no count");
        }
    }

    /** The state one pass of a call to {@link #count} shares with its workers. */
    private static final class Pass {
        final SubproblemSolver solver;
        final List<Subproblem> work;
        final IntFunction<ProgressListener> progress;
        /** The books of the run, for their progress reports. */
        final RunLedger ledger;
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
         * @param ledger the books of the run
         */
        Pass(SubproblemSolver solver, List<Subproblem> work, IntFunction<ProgressListener> progress,
                RunLedger ledger) {
            this.solver = solver;
            this.work = work;
            this.progress = progress;
            this.ledger = ledger;
        }

        void work() {
            for (int index = next.getAndIncrement(); index < work.size(); index = next.getAndIncrement()) {
                if (stop.isCancelled()) {
                    return;
                }
                try {
                    SubproblemRequest request = SubproblemRequest.builder(work.get(index)).cancellation(stop)
                            .progress(progress.apply(index)).build();
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
