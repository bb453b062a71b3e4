package dev.nqueens.shell.command.session;

import dev.nqueens.api.Renderer;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code formats}: a table of the installed output formats, the current one marked with {@code *}. */
public final class FormatsCommand implements Callable<Integer> {

    private final NqueensCommand root;

    private FormatsCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code formats} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        return CommandSpecs.command(new FormatsCommand(root), "formats",
                "List the installed output formats; * marks the one in use.");
    }

    @Override
    public Integer call() throws IOException {
        Session session = root.context().session();
        String current = session.renderer(root.formatId()).id();
        TextTable table = new TextTable("  ID", "MAX N", "DESCRIPTION");
        for (Renderer renderer : session.renderers().all()) {
            table.row((renderer.id().equals(current) ? "* " : "  ") + renderer.id(),
                    SolversCommand.limit(renderer.maxBoardSize()),
                    renderer.description());
        }
        table.writeTo(root.context().streams().out(), root.context().streams().columns());
        return ExitStatus.OK;
    }
}
