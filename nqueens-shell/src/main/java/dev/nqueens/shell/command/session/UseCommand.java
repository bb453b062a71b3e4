package dev.nqueens.shell.command.session;

import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.IdCandidates;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code use ID}: makes a solver the session's choice for the commands that follow. */
public final class UseCommand implements Callable<Integer> {

    private final NqueensCommand root;
    String id;

    private UseCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code use} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        UseCommand command = new UseCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "use", "Use this solver for the commands that follow (in the "
                + "shell; for a single command, give --solver).");
        spec.addPositional(CommandSpecs.positional("ID").type(String.class)
                .completionCandidates(IdCandidates.solvers(root.context().session()))
                .description("A solver: ${COMPLETION-CANDIDATES}.")
                .setter(CommandSpecs.<String>setter(id -> command.id = id)).build());
        return spec;
    }

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
