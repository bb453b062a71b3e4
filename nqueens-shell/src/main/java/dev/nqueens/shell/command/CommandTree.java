package dev.nqueens.shell.command;

import dev.nqueens.shell.command.boards.SolveCommand;
import dev.nqueens.shell.command.boards.VerifyCommand;
import dev.nqueens.shell.command.cluster.MemberCommand;
import dev.nqueens.shell.command.cluster.StatusCommand;
import dev.nqueens.shell.command.count.CountCommand;
import dev.nqueens.shell.command.help.CompletionCommand;
import dev.nqueens.shell.command.help.HelpCommand;
import dev.nqueens.shell.command.help.ManualCommand;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.race.RaceCommand;
import dev.nqueens.shell.command.session.ExitCommand;
import dev.nqueens.shell.command.session.ChoiceCommand;
import dev.nqueens.shell.command.session.FormatsCommand;
import dev.nqueens.shell.command.session.PluginsCommand;
import dev.nqueens.shell.command.session.SolversCommand;
import dev.nqueens.shell.command.trace.TraceCommand;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The commands of the command line, and picocli's model of it for one run: the root command with every
 * command, or with the one command the line names first, when that command needs no other.
 *
 * <p>A command line such as {@code count 12 -s iterative} can only run {@code count}: the root takes no
 * arguments, and once a command is found, picocli parses the rest against it alone (no command here is
 * repeatable). So it is built with {@code count} alone, and parses, runs and fails exactly as with the whole
 * tree, in a fraction of the time. Everything else gets the whole tree: a line that starts with an option (as
 * in {@code -s iterative count 12}) or is empty, a word that is no command (whose error lists or suggests the
 * commands), and the commands that describe the others ({@code help}, {@code completion} and
 * {@code manual}).
 */
final class CommandTree {

    /** The commands, in the order help lists them. */
    static final List<Entry> COMMANDS = List.of(
            new Entry("solvers", List.of(), false, SolversCommand::spec),
            new Entry("formats", List.of(), false, FormatsCommand::spec),
            new Entry("use", List.of(), false, ChoiceCommand::use),
            new Entry("format", List.of(), false, ChoiceCommand::format),
            new Entry("solve", List.of(), false, SolveCommand::spec),
            new Entry("count", List.of(), false, CountCommand::spec),
            new Entry("race", List.of(), false, RaceCommand::spec),
            new Entry("trace", List.of(), false, TraceCommand::spec),
            new Entry("member", List.of(), false, MemberCommand::spec),
            new Entry("status", List.of(), false, StatusCommand::spec),
            new Entry("verify", List.of(), false, VerifyCommand::spec),
            new Entry("plugins", List.of(), false, PluginsCommand::spec),
            new Entry("completion", List.of(), true, CompletionCommand::spec),
            new Entry("manual", List.of("man"), true, root -> ManualCommand.spec()),
            new Entry("help", List.of(), true, root -> HelpCommand.spec(described())),
            new Entry("exit", List.of("quit"), false, ExitCommand::spec));

    private CommandTree() {
    }

    /** @return the names of the commands that {@code help} describes: all but itself */
    private static List<String> described() {
        return COMMANDS.stream().map(Entry::name).filter(name -> !name.equals("help")).toList();
    }

    /**
     * @param root the root command
     * @return the command line with every command
     */
    static CommandLine whole(NqueensCommand root) {
        return withCommands(root, COMMANDS);
    }

    /**
     * @param root the root command
     * @param words the command line to run
     * @return the command line with the command the words name first, if it needs no other, else with every
     *     command
     */
    static CommandLine forWords(NqueensCommand root, List<String> words) {
        return withCommands(root, words.isEmpty() ? COMMANDS : commandsFor(words.get(0)));
    }

    /** @return the command named {@code first}, by its name or an alias, if it needs no other; else all */
    private static List<Entry> commandsFor(String first) {
        for (Entry command : COMMANDS) {
            if (command.name().equals(first) || command.aliases().contains(first)) {
                return command.describesOthers() ? COMMANDS : List.of(command);
            }
        }
        return COMMANDS;
    }

    private static CommandLine withCommands(NqueensCommand root, List<Entry> commands) {
        CommandLine commandLine = new CommandLine(root.spec());
        for (Entry command : commands) {
            commandLine.addSubcommand(command.name(), command.spec().apply(root),
                    command.aliases().toArray(String[]::new));
        }
        return commandLine;
    }

    /**
     * A command of the command line.
     *
     * @param name its name
     * @param aliases its other names
     * @param describesOthers true if it needs every command in the tree: it describes the command line
     * @param spec what makes a new command of this kind, and its model, for a run with this root
     */
    record Entry(String name, List<String> aliases, boolean describesOthers,
            Function<NqueensCommand, CommandSpec> spec) {
    }
}
