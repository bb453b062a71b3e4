package dev.nqueens.shell;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code count N}: the number of solutions, alone on one line. */
@Command(name = "count", description = "Count the solutions for an n×n board; prints the number alone.")
final class CountCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Parameters(paramLabel = "N", converter = WholeNumberConverter.BoardSize.class,
            description = "The board size, 0 or more.")
    long n;

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        Session session = context.session();
        Solver solver = session.solver(root.solverId);
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.capable(solver, "count solutions", session.solvers().all(),
                Capability.COUNT, Capability.ALL_SOLUTIONS);
        Writer out = context.streams().out();
        try (SolverRun run = SolverRun.start(session, context.streams(), "count " + n + " with " + solver.id(),
                true, null, 0)) {
            long count = Requirements.refusalsAsUsage(() -> solver.count(run.request(boardSize)));
            out.write(count + "\n");
            out.flush();
            run.succeeded(count + (count == 1 ? " solution" : " solutions"));
        }
        return ExitStatus.OK;
    }
}
