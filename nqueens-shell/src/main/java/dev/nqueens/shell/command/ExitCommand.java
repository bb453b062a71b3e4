package dev.nqueens.shell.command;

import dev.nqueens.shell.session.ExitStatus;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code exit}, or {@code quit}: ends the session after this command. */
@Command(name = "exit", aliases = "quit", description = "Leave the shell (Ctrl-D does too).")
final class ExitCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Override
    public Integer call() {
        root.context().session().requestExit();
        return ExitStatus.OK;
    }
}
