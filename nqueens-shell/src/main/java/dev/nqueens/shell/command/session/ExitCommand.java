package dev.nqueens.shell.command.session;

import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.status.ExitStatus;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code exit}, or {@code quit}: ends the session after this command. */
public final class ExitCommand implements Callable<Integer> {

    private final NqueensCommand root;

    private ExitCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code exit} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        return CommandSpecs.command(new ExitCommand(root), "exit", "Leave the shell (Ctrl-D does too).");
    }

    @Override
    public Integer call() {
        root.context().session().requestExit();
        return ExitStatus.OK;
    }
}
