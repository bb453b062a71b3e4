package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.session.SolverNeeds;
import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code count N}: the number of solutions, alone on one line. */
@Command(name = "count",
        description = {
            "Count the solutions for an n×n board; prints the number alone.",
            "",
            "Without --solver (or use in the shell), takes the fastest installed solver that can: one that "
                    + "counts without listing boards, spreading the work over all cores if it can (halves, up "
                    + "to n = 27), else bitmask (n up to 32), else the first by id (iterative)."
        })
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Parameters(paramLabel = "N", converter = WholeNumberConverter.BoardSize.class,
            description = "The board size, 0 or more.")
    long n;

    @Mixin
    RunOptions options;

    @Mixin
    EngineOptions engine;

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        if (engine.given()) {
            return new EngineCount(context, engine, options).run(root.solverId, n);
        }
        Session session = context.session();
        SolverNeeds needs = options.needs(SolverNeeds.Action.COUNT, n);
        Solver solver = session.solverFor(root.solverId, needs);
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.capable(solver, "count solutions", session.solvers().all(),
                Capability.COUNT, Capability.ALL_SOLUTIONS);
        options.check(solver, needs, session.solvers().all());
        SolveRequest.Builder settings = options.settings(boardSize);
        Writer out = context.streams().out();
        String label = "count " + n + (options.unique ? " --unique" : "") + " with " + solver.id();
        try (SolverRun run = SolverRun.start(session, context.streams(), label, true, null, 0)) {
            long count = ProviderCalls.call(session, solver, () -> options.unique
                    ? solver.countUnique(run.request(settings))
                    : solver.count(run.request(settings)));
            out.write(count + "\n");
            out.flush();
            run.succeeded(count + (options.unique ? " fundamental" : "") + (count == 1 ? " solution" : " solutions"));
        }
        return ExitStatus.OK;
    }
}
