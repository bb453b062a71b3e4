package dev.nqueens.shell.command.count;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CheckpointException;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.EngineException;
import dev.nqueens.engine.LocalEngine;
import dev.nqueens.shell.command.cluster.ClusterCalls;
import dev.nqueens.shell.command.cluster.ClusterGate;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.run.ProviderFailureException;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.RequestOptions;
import dev.nqueens.shell.command.run.RunFailureException;
import dev.nqueens.shell.command.run.SolverFaultException;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

/**
 * {@code count N} with a solver that splits its work, built in or a plugin's: the board's split into
 * subproblems, counted by a {@link CountingEngine}: on the threads of this process ({@code nqueens-engine},
 * {@code --threads} of them, all cores by default), or with {@code --cluster} on the members of a cluster
 * ({@code nqueens-cluster}), with an optional {@link Checkpoint} and recheck on either. Every count of a
 * {@link SubproblemSolver} takes this one route, so that the options mean the same for every such solver.
 * With {@code --cluster}, {@code --checkpoint} or {@code --recheck} and no {@code --solver} or {@code use}, the
 * fastest installed splitting solver that can count the board is taken ({@code bitslice} up to n = 28).
 *
 * <p>The cluster module, and Hazelcast with it, is reached only on the {@code --cluster} path, through
 * {@link ClusterGate}: without the module, {@code --cluster} is a usage error, and a count here needs neither.
 *
 * <p>A recheck ({@code --recheck}, 1 percent by default with {@code --cluster}) names each member found to
 * miscount on standard error as it is found, and says what it found once the count is done; since every count
 * of such a member is made again, the total printed is right, and the exit status is that of a success.
 *
 * <p>Errors: a bad address, cluster name or option combination, a solver that does not split its work, and
 * a checkpoint file that cannot be used (another board, another split, not a checkpoint, in use by another
 * run) are usage errors: nothing was counted. An unreachable or lost cluster, and a checkpoint that cannot
 * be written while counting, are failures ({@link RunFailureException}).
 */
final class EngineCount {

    private final CommandContext context;
    private final EngineOptions engine;
    private final RequestOptions options;

    /**
     * @param context what the command runs against
     * @param engine the options that chose an engine
     * @param options the other options of {@code count}
     */
    EngineCount(CommandContext context, EngineOptions engine, RequestOptions options) {
        this.context = context;
        this.engine = engine;
        this.options = options;
    }

    /**
     * The solver of a count on the engine: the one named with {@code --solver}, or else the session's choice
     * ({@code use}), if it declares {@link Capability#SPLITS}; without either, the session's default for the task,
     * which asks for a split. A solver whose declaration and type disagree fails the command in one line
     * ({@link SubproblemSolver#splitting}).
     *
     * @param option the solver named with {@code --solver}, or null
     * @param n the board size as typed
     * @return the solver, checked to serve the options but not yet the board size
     * @throws UsageException if there are pre-placed queens, the solver named or chosen does not split its work
     *     or cannot serve the options, or none was and no installed solver serves the task
     */
    SubproblemSolver solver(String option, long n) {
        if (!options.placed().isEmpty()) {
            throw new UsageException("--place cannot go with " + engine.describe()
                    + ": a split covers the whole board");
        }
        Session session = context.session();
        SolverChoice.Task task = options.task(true, n).splitting();
        boolean named = option != null || session.chosenSolverId().isPresent();
        Solver solver;
        try {
            solver = session.solverFor(option, task);
        } catch (UsageException e) {
            throw named ? e : new UsageException("with " + engine.describe() + ", " + e.getMessage(), e);
        }
        if (!named) {
            return ProviderGuard.splitting(solver).orElseThrow();
        }
        String ids = session.solvers().all().stream()
                .filter(splitting -> splitting.capabilities().contains(Capability.SPLITS))
                .map(Solver::id).collect(Collectors.joining(", "));
        SubproblemSolver splittingNamed = ProviderGuard.splitting(solver).orElseThrow(() -> new UsageException(
                engine.describe() + " needs a solver that splits its work into subproblems, which the " + solver.id()
                        + " solver does not" + (ids.isEmpty() ? "" : "; solvers that do: " + ids)));
        options.check(splittingNamed, task, session.solvers().all());
        return splittingNamed;
    }

    /**
     * Counts the board with a splitting solver on the engine the options choose, and prints the total alone on
     * standard output (fundamental solutions with {@code --unique}); news of the cluster and of the checkpoint go
     * to standard error.
     *
     * @param solver the solver, checked to serve the request
     * @param n the board size as typed
     * @param knownCount what to do with a total that differs from the known one
     * @return the exit status
     * @throws UsageException if the request cannot be served as typed; nothing is counted then
     * @throws RunFailureException if the cluster or the checkpoint fails while counting
     * @throws SolverFaultException if the total differs from the known one and the check is strict
     * @throws ProviderFailureException if the solver fails while counting
     * @throws IOException if the total cannot be written
     */
    int count(SubproblemSolver solver, long n, KnownCountCheck knownCount) throws IOException {
        Session session = context.session();
        ClusterCalls.Client cluster = engine.cluster();
        if (cluster != null && options.threads() != null) {
            throw new UsageException("--threads sets the threads of this process, which with --cluster only adds"
                    + " up: each member counts on all its cores");
        }
        int boardSize = Requirements.boardSize(n, solver);
        PrintWriter err = context.streams().err();
        String label = "count " + n + (options.unique() ? " --unique" : "") + (cluster != null ? " on the cluster" : "")
                + " with " + solver.id();
        int threads = cluster != null ? 0 : ProviderGuard.call(session, solver, () -> HeapCheck.ofThisJvm().threads(
                solver, boardSize, options.threads(), Runtime.getRuntime().availableProcessors(), label, err));
        Split split = ProviderGuard.call(session, solver, () -> solver.split(boardSize));
        try (Checkpoint checkpoint = engine.checkpoint == null ? null : open(split)) {
            if (checkpoint != null && (checkpoint.resumed() > 0 || checkpoint.droppedTornLine())) {
                err.println("nqueens: resuming " + TerminalText.safe(checkpoint.file().toString()) + ": "
                        + checkpoint.resumed() + " of "
                        + split.subproblems().size() + " subproblems done"
                        + (checkpoint.droppedTornLine() ? " (a last line cut short by a crash was dropped)" : "")
                        + (checkpoint.doubtful() == 0 ? "" : "; " + checkpoint.doubtful()
                                + (checkpoint.doubtful() == 1 ? " of them is" : " of them are") + " counted again, "
                                + String.join(" and ", checkpoint.distrusted()) + " having miscounted"));
            }
            try (SolverRun run = SolverRun.start(session, context.streams(), label, true, null, 0);
                    CountingEngine counting = cluster == null ? new LocalEngine(threads, session.solvers())
                            : cluster.connect(session.solvers(), err)) {
                SolveRequest request = run.request(SolveRequest.builder(boardSize));
                double recheck = engine.recheckPercent();
                CountJob.Builder job = CountJob.builder(split)
                        .cancellation(request.cancellation())
                        .progress(request.progress())
                        .recheck(recheck, ThreadLocalRandom.current().nextLong())
                        .mismatches(mismatch -> err.println(TerminalText.safe("nqueens: count: "
                                + mismatch.describe())));
                if (checkpoint != null) {
                    job.checkpoint(checkpoint);
                }
                CountResult result;
                try {
                    CountJob built = job.build();
                    // a plugin's failure in a subproblem is told as the solver's, as in any other count
                    result = ProviderGuard.call(session, solver, () -> counting.count(built));
                } catch (CancellationException e) {
                    if (checkpoint != null) {
                        err.println("nqueens: the subproblems finished so far are in "
                                + TerminalText.safe(checkpoint.file().toString())
                                + "; the same command resumes from there");
                    }
                    throw e;
                }
                if (recheck > 0) {
                    err.println(TerminalText.safe("nqueens: " + result.recheck().describe()));
                }
                long count = options.unique() ? result.fundamentalSolutions() : result.solutions();
                knownCount.check(solver, request, options.unique(), count);
                Writer out = context.streams().out();
                out.write(count + "\n");
                out.flush();
                run.succeeded(count + (options.unique() ? " fundamental" : "")
                        + (count == 1 ? " solution" : " solutions"));
            }
        } catch (EngineException e) {
            // the cluster's failures (unreachable, lost) and the checkpoint's (cannot be written)
            throw new RunFailureException(e.getMessage(), e);
        }
        return ExitStatus.OK;
    }

    private Checkpoint open(Split split) {
        try {
            return Checkpoint.open(engine.checkpoint, split);
        } catch (CheckpointException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }
}
