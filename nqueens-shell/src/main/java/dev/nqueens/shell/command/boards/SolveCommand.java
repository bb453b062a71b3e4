package dev.nqueens.shell.command.boards;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.RequestOptions;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.io.AtomicOutputFile;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code solve N}: the solutions in the chosen format, streamed. Each board goes from the solver's lazy
 * stream through the renderer into a buffered writer and is dropped, so that memory stays bounded however
 * many boards there are.
 *
 * <p>A solver that finds all solutions lists them all unless {@code --limit} says otherwise; one that finds
 * some gives one, since its stream may never end (min-conflicts finds new boards of n = 1,000,000 for as
 * long as it is read). A randomised solver gets a seed: the one given, or one the shell chooses and prints
 * on standard error, so that the run can be repeated.
 */
public final class SolveCommand implements Callable<Integer> {

    /** Seeds the shell chooses lie below this, so that they are short to type again. */
    private static final long SEED_BOUND = 1L << 31;

    /** Pre-placed queens that a message lists one by one; more are counted. */
    private static final int QUEENS_LISTED = 8;

    private final NqueensCommand root;

    long n;
    Long limit;
    Long seed;
    final RequestOptions options = new RequestOptions();
    Path output;
    boolean check;

    private SolveCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code solve} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        SolveCommand command = new SolveCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "solve",
                "Print the solutions for an n×n board in the chosen format, as they are found.",
                "",
                "Without --solver (or use in the shell), takes bitmask, or beyond its n = 32 the first solver by "
                        + "id that lists all solutions (iterative). For a few boards of a large n, choose a "
                        + "solver that finds some: construct (one board, at once) or min-conflicts (random "
                        + "boards, --limit K for K of them), with the columns or json-columns format.",
                "",
                "If there is no board to print, standard output holds the format's empty document and standard "
                        + "error says 'no solution exists for n = N' (from a solver that finds all solutions) or "
                        + "'no solution found' (from one that finds some).");
        spec.addPositional(CommandSpecs.boardSize(n -> command.n = n));
        spec.addOption(CommandSpecs.option("--limit")
                .paramLabel("K")
                .type(Long.class)
                .converters(new WholeNumberConverter.Limit())
                .description("Stop after K solutions. Without it, a solver that finds all solutions lists all, "
                        + "and one that finds some (construct, min-conflicts) gives one.")
                .setter(CommandSpecs.<Long>setter(value -> command.limit = value))
                .build());
        spec.addOption(CommandSpecs.option("--seed")
                .paramLabel("S")
                .type(Long.class)
                .converters(new WholeNumberConverter.Seed())
                .description("Seed of a solver that finds solutions at random (min-conflicts), to repeat a run. "
                        + "Without it, a solver that finds some solutions gets a seed chosen here, printed on "
                        + "standard error as 'seed: S'.")
                .setter(CommandSpecs.<Long>setter(value -> command.seed = value))
                .build());
        command.options.addTo(spec);
        spec.addOption(CommandSpecs.option("-o", "--output")
                .paramLabel("FILE")
                .type(Path.class)
                .description("Write to FILE instead of standard output. FILE is replaced only once complete; a "
                        + "failed or cancelled run leaves it as it was.")
                .setter(CommandSpecs.<Path>setter(value -> command.output = value))
                .build());
        spec.addOption(CommandSpecs.flag("--check",
                "Check every board before it is written: a solution of size N, and in lexicographic order from "
                        + "a solver that claims all solutions. The first bad board stops the run with exit status 1.",
                on -> command.check = on));
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        Session session = context.session();
        StandardStreams streams = context.streams();
        SolverChoice.Task task = options.task(false, n);
        Solver solver = session.solverFor(root.solverId(), task);
        Renderer renderer = session.renderer(root.formatId());
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.checkDrawable(boardSize, renderer, session.renderers().all());
        Requirements.checkCapability(solver, "list solutions", session.solvers().all(),
                Capability.ALL_SOLUTIONS, Capability.SOME_SOLUTIONS);
        options.check(solver, task, session.solvers().all());
        SolveRequest.Builder settings = options.settings(boardSize);
        boolean exhaustive = solver.capabilities().contains(Capability.ALL_SOLUTIONS);
        Long boardLimit = limit != null || exhaustive ? limit : Long.valueOf(1);
        seed(solver, exhaustive, settings, streams.err());

        String label = "solve " + n + " with " + solver.id() + " as " + renderer.id();
        // the progress line shares the terminal with the boards unless they go to a file; onto a standard
        // stream (-o /dev/stdout) they may share it whatever the terminal tests say
        boolean toStandardStream = output != null && AtomicOutputFile.isStandardStream(output);
        boolean showProgress = !toStandardStream && (output != null || !streams.outIsTerminal());
        AtomicLong boards = new AtomicLong();
        // a limit of one measures no progress: the solver's own reports do, until its first board
        long progressLimit = boardLimit == null || boardLimit == 1 ? 0 : boardLimit;
        Rendering rendering = new Rendering(solver, renderer, settings, boardSize, boardLimit, boards);
        if (output == null) {
            try (SolverRun run = SolverRun.start(session, streams, label, showProgress, boards, progressLimit)) {
                rendering.run(run, streams.out());
                reportNoBoard(boards.get(), boardLimit, exhaustive, boardSize, streams.err());
                run.succeeded(boards(boards.get()));
            }
        } else {
            // the run first: while the temporary file exists, Ctrl-C finds a run to cancel and waits for the
            // file to be deleted, however soon after the file appears it comes
            try (SolverRun run = SolverRun.start(session, streams, label, showProgress, boards, progressLimit);
                    AtomicOutputFile file = AtomicOutputFile.create(output, streams)) {
                rendering.run(run, file.writer());
                file.commit();
                reportNoBoard(boards.get(), boardLimit, exhaustive, boardSize, streams.err());
                run.succeeded(boards(boards.get()) + " written to " + file.target());
            }
        }
        return ExitStatus.OK;
    }

    /**
     * Puts the seed into the request of a {@link Capability#RANDOMIZED randomised} solver: the one given, or
     * one chosen here and printed, so that the run can be repeated. Any other solver makes the same choices
     * whatever the seed, and is given none.
     */
    private void seed(Solver solver, boolean exhaustive, SolveRequest.Builder settings, PrintWriter err) {
        boolean randomized = solver.capabilities().contains(Capability.RANDOMIZED);
        if (seed != null) {
            if (!randomized) {
                throw new UsageException("--seed: the " + solver.id() + " solver "
                        + (exhaustive ? "lists every solution in a fixed order" : "makes no random choice")
                        + ", which no seed changes; a seed is for randomised solvers"
                        + randomizedIds().map(ids -> " (" + ids + ")").orElse(""));
            }
            settings.seed(seed);
        } else if (randomized) {
            long chosen = ThreadLocalRandom.current().nextLong(SEED_BOUND);
            settings.seed(chosen);
            err.println("seed: " + chosen);
        }
    }

    /** @return the ids of the installed randomised solvers, joined, if there are any */
    private Optional<String> randomizedIds() {
        String ids = root.context().session().solvers().all().stream()
                .filter(candidate -> candidate.capabilities().contains(Capability.RANDOMIZED))
                .map(Solver::id)
                .collect(Collectors.joining(", "));
        return ids.isEmpty() ? Optional.empty() : Optional.of(ids);
    }

    /** Says on standard error that there was no board to print, unless none was asked for. */
    private void reportNoBoard(long boards, Long boardLimit, boolean exhaustive, int boardSize, PrintWriter err) {
        if (boards > 0 || (boardLimit != null && boardLimit == 0)) {
            return;
        }
        List<Queen> placed = options.placed();
        String queens = placed.isEmpty() ? ""
                : placed.size() <= QUEENS_LISTED
                        ? " with queens at " + placed.stream().map(Queen::toString).collect(Collectors.joining(", "))
                        : " with the " + placed.size() + " pre-placed queens";
        err.println(exhaustive ? "no solution exists for n = " + boardSize + queens : "no solution found" + queens);
    }

    /** The stream from the solver to the renderer: checked, one per class, limited, counted. */
    private final class Rendering {
        private final Solver solver;
        private final Renderer renderer;
        private final SolveRequest.Builder settings;
        private final int boardSize;
        private final Long boardLimit;
        private final AtomicLong boards;

        Rendering(Solver solver, Renderer renderer, SolveRequest.Builder settings, int boardSize, Long boardLimit,
                AtomicLong boards) {
            this.solver = solver;
            this.renderer = renderer;
            this.settings = settings;
            this.boardSize = boardSize;
            this.boardLimit = boardLimit;
            this.boards = boards;
        }

        void run(SolverRun run, Writer out) throws IOException {
            Session session = root.context().session();
            try (Stream<Solution> found = ProviderGuard.guarded(session, solver,
                    ProviderGuard.call(session, solver, () -> solver.solve(run.request(settings))))) {
                Stream<Solution> checked = check
                        ? found.peek(new SolverCheck(solver, boardSize, options.placed()))
                        : found;
                // an exhaustive solver's stream is in lexicographic order, and so are the canonical boards in it
                Stream<Solution> kept = options.unique() ? checked.filter(Solution::isCanonical) : checked;
                Stream<Solution> solutions = boardLimit == null ? kept : kept.limit(boardLimit);
                ProviderGuard.call(session, renderer, () -> {
                    renderer.render(solutions.peek(solution -> boards.incrementAndGet()), out);
                    return null;
                });
            }
            out.flush();
        }
    }

    private static String boards(long count) {
        return count + (count == 1 ? " board" : " boards");
    }
}
