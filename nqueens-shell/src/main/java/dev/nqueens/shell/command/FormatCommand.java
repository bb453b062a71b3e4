package dev.nqueens.shell.command;

import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.UsageException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code format ID}: makes a format the session's choice for the commands that follow. */
@Command(name = "format", description = "Use this output format for the commands that follow (in the "
        + "shell; for a single command, give --format).")
final class FormatCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Parameters(paramLabel = "ID", completionCandidates = CommandFactory.FormatIds.class,
            description = "A format: ${COMPLETION-CANDIDATES}.")
    String id;

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
