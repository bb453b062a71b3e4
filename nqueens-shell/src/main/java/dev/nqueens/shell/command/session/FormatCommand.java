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

/** {@code format ID}: makes a format the session's choice for the commands that follow. */
public final class FormatCommand implements Callable<Integer> {

    private final NqueensCommand root;
    String id;

    private FormatCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code format} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        FormatCommand command = new FormatCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "format", "Use this output format for the commands that "
                + "follow (in the shell; for a single command, give --format).");
        spec.addPositional(CommandSpecs.positional("ID").type(String.class)
                .completionCandidates(IdCandidates.formats(root.context().session()))
                .description("A format: ${COMPLETION-CANDIDATES}.")
                .setter(CommandSpecs.<String>setter(id -> command.id = id)).build());
        return spec;
    }

    @Override
    public Integer call() {
        CommandContext context = root.context();
        if (context.invocation() == Invocation.ONE_SHOT) {
            // an unknown id is the more useful message, so look it up first
            context.session().renderer(id);
            throw new UsageException("format: sets the output format of a shell session; for one"
                    + " command, give --format " + id);
        }
        context.session().chooseFormat(id);
        return ExitStatus.OK;
    }
}
