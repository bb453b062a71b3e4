package dev.nqueens.shell.command.model;

import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.status.ExitStatus;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * The top of the command line: the global options, which may stand before or after the command
 * ({@code nqueens -s iterative count 8} and {@code nqueens count 8 -s iterative} are the same), and the
 * commands. Given options but no command, it makes the options the session's settings; from the program
 * arguments it then starts a session.
 *
 * <p>The commands ({@code dev.nqueens.shell.command.CommandTree}) are given this root when they are made, and
 * read the global options and the {@link CommandContext} from it.
 */
public final class NqueensCommand implements Callable<Integer> {

    /** The width of what an exit status means in help, so that its lines fit 80 columns after the status. */
    private static final int EXIT_STATUS_WIDTH = 72;

    private String solverId;
    private String formatId;
    // inherited like every option of the command line, though read once the whole line is parsed and before
    // its command runs: plugins are read when nqueens starts
    private List<Path> pluginFolders = new ArrayList<>();
    private boolean debug;

    private final CommandContext context;

    /** @param context what the commands run against */
    public NqueensCommand(CommandContext context) {
        this.context = context;
    }

    /**
     * @return the model of the command line's top, with the global options, which every command inherits, and
     *     no command yet
     */
    public CommandSpec spec() {
        CommandSpec spec = CommandSpecs.command(this, "nqueens",
                "Places n queens on an n×n chessboard so that no two attack each other: counts the ways, "
                        + "lists them, draws them.",
                "",
                "Without a command, starts a shell that reads commands line by line, interactively on a "
                        + "terminal, or from standard input (one command per line; blank lines and lines "
                        + "starting with # are skipped). Options given without a command set the shell's "
                        + "solver and format.");
        spec.versionProvider(new VersionProvider());
        spec.usageMessage()
                .synopsisSubcommandLabel("[COMMAND]")
                .footerHeading("%nExit status:%n")
                .footer(exitStatuses());
        spec.addOption(CommandSpecs.option("-s", "--solver").paramLabel("SOLVER").type(String.class)
                .scopeType(ScopeType.INHERIT)
                .completionCandidates(IdCandidates.solvers(context.session()))
                .description("Solver to use (installed: ${COMPLETION-CANDIDATES}).")
                .setter(CommandSpecs.<String>setter(id -> solverId = id)).build());
        spec.addOption(CommandSpecs.option("-f", "--format").paramLabel("FORMAT").type(String.class)
                .scopeType(ScopeType.INHERIT)
                .completionCandidates(IdCandidates.formats(context.session()))
                .description("Output format: of solve's boards, and the form of the boards verify reads (installed: "
                        + "${COMPLETION-CANDIDATES}); of trace's events, jsonl (or svg, with --tree); of status, json.")
                .setter(CommandSpecs.<String>setter(id -> formatId = id)).build());
        CommandSpecs.Binding<List<Path>> folders = CommandSpecs.binding(() -> pluginFolders,
                list -> pluginFolders = list);
        spec.addOption(CommandSpecs.option("--plugins").paramLabel("DIR").type(List.class).auxiliaryTypes(Path.class)
                .scopeType(ScopeType.INHERIT)
                .description("Load the plugin jars in the folder DIR too, once per folder, before or after the "
                        + "command. Those of NQUEENS_PLUGINS and of .nqueens/plugins in the home folder load anyway.")
                .getter(folders).setter(folders).build());
        spec.addOption(CommandSpecs.option("--debug").type(boolean.class).scopeType(ScopeType.INHERIT)
                .description("Show the stack trace of an error.")
                .setter(CommandSpecs.<Boolean>setter(on -> debug = on)).build());
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show help.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Show the version.")
                .build());
        return spec;
    }

    /** @return what the commands run against */
    public CommandContext context() {
        return context;
    }

    /** @return the solver of {@code --solver}, or null when it is not given */
    public String solverId() {
        return solverId;
    }

    /** @return the format of {@code --format}, or null when it is not given */
    public String formatId() {
        return formatId;
    }

    /** @return the folders of {@code --plugins}, in order */
    public List<Path> pluginFolders() {
        return pluginFolders;
    }

    /** @return true if {@code --debug} is given */
    public boolean debug() {
        return debug;
    }

    @Override
    public Integer call() {
        context.session().applyGlobalOptions(solverId, formatId, debug);
        return context.whenNoCommand().getAsInt();
    }

    /** @return the lines of help's list of exit statuses: each status, and what it means wrapped under itself */
    private static String[] exitStatuses() {
        List<String> lines = new ArrayList<>();
        for (ExitStatus.Meaning status : ExitStatus.ALL) {
            String number = String.format(Locale.ROOT, "  %-4d ", status.status());
            List<String> meaning = TextTable.wrap(status.meaning(), EXIT_STATUS_WIDTH, EXIT_STATUS_WIDTH);
            lines.add(number + meaning.get(0));
            meaning.subList(1, meaning.size()).forEach(line -> lines.add(" ".repeat(number.length()) + line));
        }
        return lines.toArray(String[]::new);
    }
}
