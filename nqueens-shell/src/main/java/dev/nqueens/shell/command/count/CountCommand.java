package dev.nqueens.shell.command.count;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.EngineException;
import dev.nqueens.shell.command.cluster.ClusterCalls;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.DurationConverter;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.command.relaunch.VectorRelaunch;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.RequestOptions;
import dev.nqueens.shell.command.run.RunFailureException;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.time.Durations;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code count N}: the number of solutions, alone on one line. */
public final class CountCommand implements Callable<Integer> {

    /** The time {@code --estimate} samples for unless told otherwise. */
    private static final String DEFAULT_ESTIMATE = "30s";

    private final NqueensCommand root;

    long n;
    final RequestOptions options = new RequestOptions();
    final EngineOptions engine = new EngineOptions();
    boolean check;
    Duration estimate;
    Long members;

    private CountCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code count} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        CountCommand command = new CountCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "count",
                "Count the solutions for an n×n board; prints the number alone.",
                "",
                "Without --solver (or use in the shell), takes the fastest installed solver that can: one that "
                        + "counts without listing boards, spreading the work over all cores if it can (bitslice, "
                        + "n up to 28), else bitmask (n up to 32), else the first by id "
                        + "(iterative).",
                "",
                "Where the answer is known (the whole board, n up to 27: OEIS A000170, and A002562 with --unique), "
                        + "a count that differs from it is printed all the same, with a line on standard error "
                        + "naming the solver, its count and the known one; with --check it is an error instead.");
        spec.addPositional(CommandSpecs.boardSize(n -> command.n = n));
        command.options.addTo(spec);
        command.engine.addTo(spec);
        spec.addOption(CommandSpecs.flag("--check",
                "Hold the count to the known answer where there is one (the whole board, n up to 27): a count "
                        + "that differs from it is an error, exit status 1, and is not printed.",
                on -> command.check = on));
        spec.addOption(CommandSpecs.option("--estimate")
                .paramLabel("DURATION")
                .type(Duration.class)
                .converters(new DurationConverter.Estimate())
                .arity("0..1")
                .fallbackValue(DEFAULT_ESTIMATE)
                .description("Count nothing but a random sample of the subproblems, for DURATION (default: "
                        + DEFAULT_ESTIMATE + "; Ctrl-C stops it), and say what the whole count would take: its work "
                        + "in core-hours and its time on --threads threads here, with --members K on K "
                        + "machines like this one, and with --cluster on that cluster's members and threads, each "
                        + "with a 90 %% interval. Needs a solver that splits its work "
                        + "(halves, bitslice), the fastest of which is the default then.")
                .setter(CommandSpecs.<Duration>setter(value -> command.estimate = value))
                .build());
        spec.addOption(CommandSpecs.option("--members")
                .paramLabel("K")
                .type(Long.class)
                .converters(new WholeNumberConverter.Members())
                .description("With --estimate: also say the time on a cluster of K members like this machine, each "
                        + "counting on --threads threads.")
                .setter(CommandSpecs.<Long>setter(value -> command.members = value))
                .build());
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        VectorRelaunch.watchParent();
        Session session = context.session();
        boolean estimating = estimate != null || members != null;
        if (estimating) {
            checkEstimate();
        }
        EngineCount engineCount = new EngineCount(context, engine, options);
        // the one choice of the solver, for the relaunch and the count alike: --solver, else use, else the default
        // for what this count asks (a split for --estimate and the engine's options)
        SolverChoice.Task task = options.task(true, n);
        SubproblemSolver onEngine = engine.given() && !estimating ? engineCount.solver(root.solverId(), n) : null;
        Solver solver = onEngine != null ? onEngine
                : session.solverFor(root.solverId(), estimating ? task.splitting() : task);
        Optional<List<String>> relaunch = relaunch(context, solver);
        if (relaunch.isPresent()) {
            // the other JVM stops its count within the solver's 100 ms and writes its checkpoint
            return VectorRelaunch.run(relaunch.get(), session.interrupts(), session.hostProcess(),
                    Interrupts.STOP_GRACE, context.streams().err());
        }
        if (estimating) {
            return estimate(context, solver);
        }
        KnownCountCheck knownCount = new KnownCountCheck(check, context.streams().err());
        if (onEngine != null) {
            return engineCount.count(onEngine, n, knownCount);
        }
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.checkCapability(solver, "count solutions", session.solvers().all(),
                Capability.COUNT, Capability.ALL_SOLUTIONS);
        options.check(solver, task, session.solvers().all());
        Optional<SubproblemSolver> splitting = options.placed().isEmpty() ? ProviderGuard.splitting(solver)
                : Optional.empty();
        if (splitting.isPresent()) {
            // the engine runs every splitting solver's subproblems, on --threads threads
            return engineCount.count(splitting.get(), n, knownCount);
        }
        SolveRequest.Builder settings = options.settings(boardSize);
        Writer out = context.streams().out();
        String label = "count " + n + (options.unique() ? " --unique" : "") + " with " + solver.id();
        try (SolverRun run = SolverRun.start(session, context.streams(), label, true, null, 0)) {
            SolveRequest request = run.request(settings);
            long count = ProviderGuard.call(session, solver, () -> options.unique()
                    ? solver.countUnique(request)
                    : solver.count(request));
            knownCount.check(solver, request, options.unique(), count);
            out.write(count + "\n");
            out.flush();
            run.succeeded(count + (options.unique() ? " fundamental" : "") + (count == 1 ? " solution" : " solutions"));
        }
        return ExitStatus.OK;
    }

    /** Checks the options that go with {@code --estimate}, before a solver is chosen for it. */
    private void checkEstimate() {
        if (estimate == null) {
            throw new UsageException("--members K goes with --estimate, for the time on K members");
        }
        if (engine.checkpoint != null || engine.recheck != null || check) {
            throw new UsageException("--estimate counts nothing; give it without "
                    + (check ? "--check" : (engine.checkpoint != null ? "--checkpoint" : "--recheck")));
        }
        if (engine.cluster != null && members != null) {
            throw new UsageException("--members K says the time on K members like this machine, --cluster on the "
                    + "cluster's own; give one of them");
        }
    }

    /**
     * {@code --estimate}: counts a sample of the subproblems and prints what the whole count would take.
     *
     * @param solver the solver chosen for a split, its options checked ({@link #checkEstimate})
     */
    private int estimate(CommandContext context, Solver solver) throws IOException {
        ClusterCalls.Client cluster = engine.cluster();
        Session session = context.session();
        Requirements.boardSize(n, solver);
        SubproblemSolver splitting = ProviderGuard.splitting(solver).orElseThrow(() -> new UsageException(
                "--estimate needs a solver that splits its work into subproblems, which " + solver.id()
                        + " does not"));
        String label = "count " + n + " with " + solver.id();
        int threads = ProviderGuard.call(session, solver, () -> HeapCheck.ofThisJvm().threads(splitting, (int) n,
                options.threads(), Runtime.getRuntime().availableProcessors(), label, context.streams().err()));
        List<CountEstimate.Elsewhere> elsewhere = new ArrayList<>();
        if (members != null) {
            long memberCount = members;
            elsewhere.add(new CountEstimate.Elsewhere("on " + memberCount + (memberCount == 1 ? " member" : " members")
                    + " of " + threads + (threads == 1 ? " thread" : " threads"), memberCount * threads));
        }
        if (cluster != null) {
            elsewhere.add(clusterTime(cluster, session, context.streams().err()));
        }
        Cancellation cancellation = session.interrupts().begin(label + " --estimate");
        try {
            long start = System.nanoTime();
            Split split = ProviderGuard.call(session, solver, () -> splitting.split((int) n));
            if (split.subproblems().isEmpty()) {
                context.streams().out().write(label + ": no subproblems: nothing to count" + System.lineSeparator());
                context.streams().out().flush();
                return ExitStatus.OK;
            }
            long sampling = System.nanoTime();
            CountEstimate.Sample sample = ProviderGuard.call(session, solver, () -> CountEstimate.sample(
                    splitting, split, threads, estimate, cancellation, new Random(), System::nanoTime));
            if (cancellation.isCancelled()) {
                throw new CancellationException(label + " --estimate interrupted");
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            if (sample.timed().isEmpty()) {
                context.streams().err().println("nqueens: " + label + " --estimate: no subproblem finished within "
                        + Durations.format(took) + ", twice the time given; give --estimate the time of a few");
                return ExitStatus.FAILURE;
            }
            long[] work = split.subproblems().stream().mapToLong(Subproblem::estimatedWork).toArray();
            Writer out = context.streams().out();
            out.write(CountEstimate.describe(label, CountEstimate.project(work, sample.timed(), startup(sampling)),
                    threads, elsewhere, took));
            if (sample.stopped() > 0) {
                out.write(sample.stopped() + (sample.stopped() == 1 ? " subproblem" : " subproblems")
                        + " under way at twice the time given were stopped and left out, so the figures may be low"
                        + System.lineSeparator());
            }
            out.flush();
            return ExitStatus.OK;
        } finally {
            session.interrupts().end(cancellation);
        }
    }

    /**
     * Asks the cluster of {@code --cluster} how large it is, before the sample, so that a cluster that does not
     * answer fails the estimate at once.
     *
     * @return the cluster, as a place whose time the estimate says
     * @throws RunFailureException if no member answers or none lets this client in
     */
    private static CountEstimate.Elsewhere clusterTime(ClusterCalls.Client cluster, Session session, PrintWriter err) {
        ClusterCalls.Size size;
        try {
            size = cluster.size(session.solvers(), err);
        } catch (EngineException e) {
            throw new RunFailureException(e.getMessage(), e);
        }
        return new CountEstimate.Elsewhere("on the cluster's " + size.members()
                + (size.members() == 1 ? " member, " : " members, ") + size.threads()
                + (size.threads() == 1 ? " thread" : " threads") + " in all, as fast as these", size.threads());
    }

    /**
     * @param sampling when the sample began, in {@link System#nanoTime()}
     * @return the seconds from this JVM's start to then
     */
    private static double startup(long sampling) {
        long sinceSampling = System.nanoTime() - sampling;
        return Math.max(0, ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L - sinceSampling) / 1e9;
    }

    /**
     * @param solver the solver chosen for the count
     * @return the command line of a JVM with the Vector API to count in, where that pays ({@link VectorRelaunch}):
     *     only for a one-shot count in the program's own process, not on a cluster, of a board the solver takes
     */
    private Optional<List<String>> relaunch(CommandContext context, Solver solver) {
        Session session = context.session();
        if (context.invocation() != Invocation.ONE_SHOT || !session.hostProcess().ownsProcess()
                || engine.cluster != null || n > solver.maxBoardSize()) {
            // beyond the solver's limit, the count itself says so, in this JVM
            return Optional.empty();
        }
        return VectorRelaunch.childCommand(VectorRelaunch.Facts.ofProcess(), solver.id(), n);
    }
}
