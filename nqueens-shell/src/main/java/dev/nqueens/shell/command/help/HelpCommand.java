package dev.nqueens.shell.command.help;

import dev.nqueens.shell.command.model.CommandSpecs;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpCommandInitializable2;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * {@code help [COMMAND]}: the help of the command line, or of one command. picocli runs it as a help command:
 * the rest of the line is not checked, and it is given the colours and the writer of the help.
 */
public final class HelpCommand implements Callable<Integer>, IHelpCommandInitializable2 {

    private String command;
    private CommandLine self;
    private Help.ColorScheme colours;
    private PrintWriter out;

    private HelpCommand() {
    }

    /**
     * @param commands the names of the commands it can describe, which complete its parameter
     * @return the model of a new {@code help} command
     */
    public static CommandSpec spec(List<String> commands) {
        HelpCommand help = new HelpCommand();
        CommandSpec spec = CommandSpecs.command(help, "help",
                "%nWhen no COMMAND is given, the usage help for the main command is displayed.",
                "If a COMMAND is specified, the help for that command is shown.%n");
        spec.helpCommand(true);
        spec.usageMessage().header("Display help information about the specified command.").synopsisHeading(
                "%nUsage: ");
        spec.addPositional(CommandSpecs.optionalPositional("COMMAND").type(String.class)
                .completionCandidates(commands)
                .description("The COMMAND to display the usage help message for.")
                .setter(CommandSpecs.<String>setter(name -> help.command = name)).build());
        return spec;
    }

    @Override
    public void init(CommandLine helpCommandLine, Help.ColorScheme colorScheme, PrintWriter outWriter,
            PrintWriter errWriter) {
        this.self = helpCommandLine;
        this.colours = colorScheme;
        this.out = outWriter;
    }

    @Override
    public Integer call() {
        CommandLine parent = self.getParent();
        if (command == null) {
            parent.usage(out, colours);
            return parent.getCommandSpec().exitCodeOnUsageHelp();
        }
        CommandLine subcommand = parent.getSubcommands().get(command);
        if (subcommand == null) {
            throw new ParameterException(parent, "Unknown subcommand '" + command + "'.", null, command);
        }
        subcommand.usage(out, colours);
        return subcommand.getCommandSpec().exitCodeOnUsageHelp();
    }
}
