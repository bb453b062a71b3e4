package dev.nqueens.shell.command;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The top of the command line: the global options, which may stand before or after the command
 * ({@code nqueens -s iterative count 8} and {@code nqueens count 8 -s iterative} are the same), and the
 * commands. Given options but no command, it makes the options the session's settings; from the program
 * arguments it then starts a session.
 *
 * <p>The subcommands ({@link #COMMANDS}) read the global options and the {@link CommandContext} from their
 * {@code @ParentCommand}.
 */
@Command(name = "nqueens",
        description = {
            "Places n queens on an n×n chessboard so that no two attack each other: counts the ways, "
                    + "lists them, draws them.",
            "",
            "Without a command, starts a shell that reads commands line by line, interactively on a "
                    + "terminal, or from standard input (one command per line; blank lines and lines "
                    + "starting with # are skipped). Options given without a command set the shell's "
                    + "solver and format."
        },
        synopsisSubcommandLabel = "[COMMAND]",
        versionProvider = VersionProvider.class,
        footerHeading = "%nExit status:%n",
        footer = {
            "  0    success",
            "  1    failure while running (a solver failed, the output could not be written)",
            "  2    usage error: an unknown command or id, a bad number, n beyond a limit,",
            "       an --output that cannot be written; nothing ran",
            "  130  cancelled with Ctrl-C"
        })
final class NqueensCommand implements Callable<Integer> {

    /**
     * The commands, in the order help lists them. {@link CommandTree} adds them to the command line, all of
     * them or only the one a command line runs, rather than picocli from a {@code subcommands} attribute.
     */
    static final List<Class<?>> COMMANDS = List.of(
            SolversCommand.class,
            FormatsCommand.class,
            UseCommand.class,
            FormatCommand.class,
            SolveCommand.class,
            CountCommand.class,
            RaceCommand.class,
            TraceCommand.class,
            MemberCommand.class,
            VerifyCommand.class,
            PluginsCommand.class,
            CompletionCommand.class,
            ManualCommand.class,
            HelpCommand.class,
            ExitCommand.class);

    @Option(names = {"-s", "--solver"}, paramLabel = "ID", scope = ScopeType.INHERIT,
            completionCandidates = CommandFactory.SolverIds.class,
            description = "Solver to use (installed: ${COMPLETION-CANDIDATES}).")
    String solverId;

    @Option(names = {"-f", "--format"}, paramLabel = "ID", scope = ScopeType.INHERIT,
            completionCandidates = CommandFactory.FormatIds.class,
            description = "Output format of solve, and the form of the boards verify reads (installed: "
                    + "${COMPLETION-CANDIDATES}).")
    String formatId;

    // inherited like every option of the command line, though read once the whole line is parsed and before
    // its command runs: plugins are read when nqueens starts
    @Option(names = "--plugins", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "Load the plugin jars in the folder DIR too, once per folder, before or after the "
                    + "command. Those of NQUEENS_PLUGINS and of .nqueens/plugins in the home folder load anyway.")
    List<Path> pluginFolders = new ArrayList<>();

    @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Show the stack trace of an error.")
    boolean debug;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show help.")
    boolean helpRequested;

    @Option(names = {"-V", "--version"}, versionHelp = true, description = "Show the version.")
    boolean versionRequested;

    private final CommandContext context;

    /** @param context what the commands run against */
    NqueensCommand(CommandContext context) {
        this.context = context;
    }

    /** @return what the commands run against */
    CommandContext context() {
        return context;
    }

    @Override
    public Integer call() {
        context.session().adopt(solverId, formatId, debug);
        return context.whenNoCommand().getAsInt();
    }
}
