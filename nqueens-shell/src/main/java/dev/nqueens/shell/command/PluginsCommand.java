package dev.nqueens.shell.command;

import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginReport;
import dev.nqueens.shell.session.ExitStatus;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code plugins}: a table of what the plugin folders held, one row per provider a jar offers, per jar that
 * offers none, and per problem, with what loaded and, for the rest, why not. Without any plugin jar, the
 * table is empty and a line on standard error names the folders searched.
 */
@Command(name = "plugins", description = "List the plugin jars, the solvers and formats each provides, and "
        + "what failed to load and why.")
final class PluginsCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        PluginReport report = context.session().plugins();
        TextTable table = new TextTable("PATH", "KIND", "ID", "STATUS");
        for (PluginReport.Entry entry : report.entries()) {
            table.row(entry.path().toString(), entry.kind().label(), entry.id() == null ? "-" : entry.id(),
                    entry.status());
        }
        table.writeTo(context.streams().out());
        if (report.noJars()) {
            String searched = report.folders().stream()
                    .map(folder -> folder.path().toString())
                    .collect(Collectors.joining(", "));
            context.streams().err().println("nqueens: no plugin jars" + (searched.isEmpty() ? "" : " in " + searched)
                    + "; put jars into ~/.nqueens/plugins, or name folders with --plugins DIR or "
                    + PluginFolder.VARIABLE);
        }
        return ExitStatus.OK;
    }
}
