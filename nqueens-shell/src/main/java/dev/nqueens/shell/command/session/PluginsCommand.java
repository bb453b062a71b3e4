package dev.nqueens.shell.command.session;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginReport;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code plugins}: a table of what the plugin folders held, one row per provider a jar offers, per jar that
 * offers none or failed its check, and per problem, with what loaded and, for the rest, why not, and when the
 * jar's verdict was made; then the solvers and formats of the class path (or module path) that nqueens does
 * not ship, and those skipped there. Without any of these, the table is empty and a line on standard error
 * names the folders searched. {@code plugins --recheck} has every jar checked again, ignoring the verdicts
 * kept: the command line runs the checks before this command, as it reads the plugins.
 */
public final class PluginsCommand implements Callable<Integer> {

    /** The packages of the providers nqueens ships. */
    private static final List<String> BUILT_IN = List.of("dev.nqueens.solvers", "dev.nqueens.render");

    /** How the table shows when a verdict was made: the local date and time. */
    private static final DateTimeFormatter CHECKED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final NqueensCommand root;
    private boolean recheck;

    private PluginsCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code plugins} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        PluginsCommand command = new PluginsCommand(root);
        CommandSpec spec = CommandSpecs.command(command, "plugins", "List the plugin jars, and jars of providers "
                + "on the class path, the solvers and formats each provides, what failed to load and why, and when "
                + "each jar was checked.");
        spec.addOption(CommandSpecs.flag("--recheck", "Check every plugin jar again, as if it were new, ignoring the "
                + "verdicts kept in .nqueens/plugins.cache in the home folder, and keep the new ones.",
                on -> command.recheck = on));
        return spec;
    }

    /** @return true if {@code --recheck} is given: the command line has every jar checked again first */
    public boolean recheck() {
        return recheck;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        if (recheck && context.invocation() != Invocation.ONE_SHOT) {
            throw new UsageException("--recheck checks the plugin jars when nqueens starts: run nqueens plugins"
                    + " --recheck");
        }
        PluginReport report = PluginReport.of(context.session().plugins());
        TextTable table = new TextTable("PATH", "KIND", "ID", "CHECKED", "STATUS");
        for (PluginReport.Entry entry : report.entries()) {
            Instant checked = report.checked().get(entry.path());
            table.row(TerminalText.safe(entry.path().toString()), entry.kind().label(),
                    entry.id() == null ? "-" : entry.id(),
                    checked == null ? "-" : CHECKED.format(checked.atZone(ZoneId.systemDefault())), entry.status());
        }
        Session session = context.session();
        int fromClassPath = classPath(table, session.solvers(), report) + classPath(table, session.renderers(), report);
        table.writeTo(context.streams().out(), context.streams().columns());
        if (report.noJars() && fromClassPath == 0) {
            String searched = report.folders().stream()
                    .map(folder -> folder.path().toString())
                    .collect(Collectors.joining(", "));
            // the folders' names come from the environment and the command line: anyone's
            context.streams().err().println(TerminalText.safe("nqueens: no plugin jars"
                    + (searched.isEmpty() ? "" : " in " + searched)
                    + "; put jars into ~/.nqueens/plugins, or name folders with --plugins DIR or "
                    + PluginFolder.VARIABLE));
        }
        return ExitStatus.OK;
    }

    /**
     * Adds a row for each provider of the class path or module path that nqueens does not ship, and for each
     * that the registry skipped there: jars put there by hand work like plugins and are shown like them.
     *
     * @return the number of rows added
     */
    private static int classPath(TextTable table, Registry<? extends Provider> registry, PluginReport plugins) {
        String kind = registry.kind().noun();
        int rows = 0;
        for (Provider provider : registry.all()) {
            boolean builtIn = BUILT_IN.stream().anyMatch(provider.getClass().getPackageName()::startsWith);
            if (!builtIn && plugins.jarOf(provider).isEmpty()) {
                table.row(origin(provider), kind, provider.id(), "-", "loaded from the class path");
                rows++;
            }
        }
        for (ProviderProblem problem : registry.problems()) {
            table.row("class path", kind, problem.id().orElse("-"), "-", "skipped: " + problem.reason());
            rows++;
        }
        return rows;
    }

    /** @return the jar or folder the provider's class came from, as the table shows it */
    private static String origin(Provider provider) {
        CodeSource source = provider.getClass().getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "class path";
        }
        try {
            return Path.of(source.getLocation().toURI()).toString();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return source.getLocation().toString();
        }
    }
}
