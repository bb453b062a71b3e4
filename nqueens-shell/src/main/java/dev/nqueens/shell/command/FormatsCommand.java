package dev.nqueens.shell.command;

import dev.nqueens.api.Renderer;
import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.Session;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code formats}: a table of the installed output formats, the current one marked with {@code *}. */
@Command(name = "formats", description = "List the installed output formats; * marks the one in use.")
final class FormatsCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Override
    public Integer call() throws IOException {
        Session session = root.context().session();
        String current = session.renderer(root.formatId).id();
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
