package dev.nqueens.shell.command;

import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.UsageException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code use ID}: makes a solver the session's choice for the commands that follow. */
@Command(name = "use", description = "Use this solver for the commands that follow (in the shell; "
        + "for a single command, give --solver).")
final class UseCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Parameters(paramLabel = "ID", completionCandidates = CommandFactory.SolverIds.class,
            description = "A solver: ${COMPLETION-CANDIDATES}.")
    String id;

    @Override
    public Integer call() {
        CommandContext context = root.context();
        if (context.invocation() == Invocation.ONE_SHOT) {
            // an unknown id is the more useful message, so look it up first
            context.session().solver(id);
            throw new UsageException("use: sets the solver of a shell session; for one command, give"
                    + " --solver " + id);
        }
        context.session().chooseSolver(id);
        return ExitStatus.OK;
    }
}
