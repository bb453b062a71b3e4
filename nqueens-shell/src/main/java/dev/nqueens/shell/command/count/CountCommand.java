package dev.nqueens.shell.command.count;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.RequestOptions;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.io.Writer;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code count N}: the number of solutions, alone on one line. */
public final class CountCommand implements Callable<Integer> {

    private final NqueensCommand root;

    long n;
    final RequestOptions options = new RequestOptions();
    final EngineOptions engine = new EngineOptions();
    boolean check;

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
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        KnownCountCheck knownCount = new KnownCountCheck(check, context.streams().err());
        if (engine.given()) {
            return new EngineCount(context, engine, options).run(root.solverId(), n, knownCount);
        }
        Session session = context.session();
        SolverChoice.Task task = options.task(true, n);
        Solver solver = session.solverFor(root.solverId(), task);
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.checkCapability(solver, "count solutions", session.solvers().all(),
                Capability.COUNT, Capability.ALL_SOLUTIONS);
        options.check(solver, task, session.solvers().all());
        Optional<SubproblemSolver> splitting = options.placed().isEmpty() ? ProviderGuard.splitting(solver)
                : Optional.empty();
        if (splitting.isPresent()) {
            // the engine runs every splitting solver's subproblems, on --threads threads
            return new EngineCount(context, engine, options).count(splitting.get(), n, knownCount);
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
}
