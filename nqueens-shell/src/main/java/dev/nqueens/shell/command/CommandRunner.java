package dev.nqueens.shell.command;

import dev.nqueens.shell.command.help.ManualCommand;
import dev.nqueens.shell.command.help.WordWrappingHelp;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.session.PluginsCommand;
import dev.nqueens.shell.command.trace.TraceCommand;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.IntSupplier;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Runs commands of a session through picocli: parses the words, runs the command, reports errors and
 * returns the exit status. Each run gets a fresh command tree, so that no option value lingers from one
 * command to the next; {@link CommandTree} says which commands it holds.
 */
public final class CommandRunner {

    private final CommandContext context;

    /**
     * @param session the session the commands run in
     * @param streams where results and messages go
     * @param invocation how the commands arrive
     * @param whenNoCommand what options without a command lead to; see {@link CommandContext}
     */
    public CommandRunner(Session session, StandardStreams streams, Invocation invocation, IntSupplier whenNoCommand) {
        this(session, streams, invocation, whenNoCommand, null);
    }

    /**
     * @param session the session the commands run in
     * @param streams where results and messages go
     * @param invocation how the commands arrive
     * @param whenNoCommand what options without a command lead to; see {@link CommandContext}
     * @param screen the terminal a command may take over to animate ({@code trace}), or null for none
     */
    public CommandRunner(Session session, StandardStreams streams, Invocation invocation, IntSupplier whenNoCommand,
            Screen screen) {
        this.context = new CommandContext(session, streams, invocation, whenNoCommand, screen);
    }

    /** @return the commands and their options, for completion */
    public CommandSpec spec() {
        return configured(CommandTree.whole(new NqueensCommand(context))).getCommandSpec();
    }

    /**
     * Runs one command and flushes its output.
     *
     * @param location where the words came from, as in {@code "line 3"}, or empty; it prefixes messages
     * @param words the command and its arguments
     * @return the exit status; see {@link ExitStatus}
     */
    public int run(String location, List<String> words) {
        NqueensCommand root = new NqueensCommand(context);
        CommandLine commandLine = configured(CommandTree.forWords(root, words));
        StandardStreams streams = context.streams();
        ErrorReporter reporter = new ErrorReporter(streams.err(), location,
                context.invocation() == Invocation.ONE_SHOT,
                () -> root.debug() || context.session().debug());
        commandLine.setParameterExceptionHandler(reporter);
        commandLine.setExecutionExceptionHandler(reporter);
        commandLine.setExecutionStrategy(parseResult -> {
            // the command the line runs, whose name its errors carry
            List<CommandLine> commands = parseResult.asCommandLineList();
            CommandLine command = commands.get(commands.size() - 1);
            if (needsPlugins(parseResult, command)) {
                loadPlugins(root, command);
                checkGlobalIds(root, command);
            } else {
                // help is in colour on a terminal: only these lines ask whether standard output is one
                commandLine.setColorScheme(colourScheme());
            }
            return new CommandLine.RunLast().execute(parseResult);
        });
        int status;
        try {
            status = commandLine.execute(words.toArray(String[]::new));
        } catch (StackOverflowError | OutOfMemoryError | LinkageError | AssertionError e) {
            // a provider ran away, or was built against classes that are not there: the command fails, and
            // the session survives, since the stack or the heap it used is free again
            status = reporter.report(e, commandName(commandLine, words));
        }
        // picocli's own writer, through which help and --version go, keeps a failure to itself: one that no
        // command reported is reported here
        commandLine.getOut().flush();
        if (status == ExitStatus.OK && commandLine.getOut().checkError()) {
            status = reporter.report(streams.outFailure().orElseGet(() -> new IOException("the output failed")),
                    commandName(commandLine, words));
        }
        // once the results have nowhere to go, the failure has been reported: say it once
        if (!streams.outFailed()) {
            try {
                streams.flush();
            } catch (IOException e) {
                status = reporter.report(e, commandName(commandLine, words));
            }
        }
        return status;
    }

    /**
     * {@code --version}, {@code --help}, {@code help} and {@code manual} say what nqueens is, not what its
     * plugins are: they run no plugin, not even its check, and do not wait for one. The ids of the options'
     * help are then the built-in ones.
     */
    private static boolean needsPlugins(ParseResult parseResult, CommandLine command) {
        for (ParseResult level = parseResult; level != null; level = level.subcommand()) {
            if (level.isUsageHelpRequested() || level.isVersionHelpRequested()) {
                return false;
            }
        }
        CommandSpec spec = command.getCommandSpec();
        return !spec.helpCommand() && !(spec.userObject() instanceof ManualCommand);
    }

    /**
     * Plugins are read once, when nqueens starts: by the command line of the program arguments, before its
     * command runs (a session it starts keeps them), with a warning on standard error for each problem;
     * {@code plugins --recheck} has every jar checked again first. Inside a session, {@code --plugins} comes
     * too late.
     */
    private void loadPlugins(NqueensCommand root, CommandLine commandLine) {
        if (context.invocation() == Invocation.ONE_SHOT) {
            boolean recheck = commandLine.getCommandSpec().userObject() instanceof PluginsCommand plugins
                    && plugins.recheck();
            context.session().loadPlugins(root.pluginFolders(), recheck).warnings()
                    .forEach(warning -> context.streams().err().println(TerminalText.safe(warning)));
        } else if (!root.pluginFolders().isEmpty()) {
            UsageException tooLate = new UsageException("--plugins is read when nqueens starts: give it to the"
                    + " nqueens command, as in nqueens --plugins " + root.pluginFolders().get(0));
            throw new CommandLine.ExecutionException(commandLine, tooLate.getMessage(), tooLate);
        }
    }

    /**
     * A global option names a provider for whatever command it stands with, so an unknown id is an error
     * even where the command would not use it ({@code count 8 --format pdf}).
     */
    private void checkGlobalIds(NqueensCommand root, CommandLine commandLine) {
        try {
            context.session().solver(root.solverId());
            // trace writes its events in forms of its own, which it checks itself
            if (!(commandLine.getCommandSpec().userObject() instanceof TraceCommand)) {
                context.session().renderer(root.formatId());
            }
        } catch (UsageException e) {
            throw new CommandLine.ExecutionException(commandLine, e.getMessage(), e);
        }
    }

    private static String commandName(CommandLine commandLine, List<String> words) {
        return words.stream().filter(commandLine.getSubcommands()::containsKey).findFirst().orElse("nqueens");
    }

    private CommandLine configured(CommandLine commandLine) {
        StandardStreams streams = context.streams();
        // every command takes --help; picocli's help command brings its own
        for (CommandLine subcommand : commandLine.getSubcommands().values()) {
            CommandSpec spec = subcommand.getCommandSpec();
            if (spec.findOption("--help") == null) {
                spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show help.").build());
            }
        }
        // help wraps its lines between words, never inside nqueens.1
        commandLine.setHelpFactory(WordWrappingHelp::new);
        commandLine.setOut(new PrintWriter(streams.out()));
        commandLine.setErr(streams.err());
        // an argument starting with @ is a value, never a file of arguments to read
        commandLine.setExpandAtFiles(false);
        return commandLine;
    }

    /**
     * @return colours in the help for people at a terminal, unless they asked for none ({@code NO_COLOR}); a
     *     script's output stays plain even on a terminal
     */
    private Help.ColorScheme colourScheme() {
        StandardStreams streams = context.streams();
        boolean colour = streams.outIsTerminal() && streams.colours() && context.invocation() != Invocation.SCRIPT;
        return Help.defaultColorScheme(colour ? Help.Ansi.ON : Help.Ansi.OFF);
    }
}
