package dev.nqueens.shell.command;

import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IFactory;

/**
 * Builds picocli's model of the command line for one run: the root command with every command of
 * {@link NqueensCommand#COMMANDS}, or with the one command the line names first, when that command needs no
 * other.
 *
 * <p>picocli builds its model by reflection over each command's annotations, options and mixins, once per
 * command line: in a fresh JVM, after picocli's own start-up, the whole tree took about 63 ms and the root
 * with {@code count} alone 33 ms (2026-12-01, the quietest of 7 runs each; twice that on a busy machine),
 * which every one-shot command paid, in a start-up of about 310 ms; a line of a script or of the shell,
 * about 23 ms against 6. A command line such as {@code count 12 -s iterative} can only run {@code count}:
 * the root takes no arguments, and once a command is found, picocli parses the rest against it alone (no
 * command here is repeatable). So it is built with {@code count} alone, and parses, runs and fails exactly
 * as with the whole tree. Everything else gets the whole tree: a line that starts with an option (as in
 * {@code -s iterative count 12}) or is empty, a word that is no command (whose error lists or suggests the
 * commands), and the commands that describe the others ({@code help}, {@code completion} and
 * {@code manual}).
 */
final class CommandTree {

    /** The commands that describe the whole command line, so that they need every command in it. */
    private static final Set<Class<?>> DESCRIBING = Set.of(HelpCommand.class, CompletionCommand.class,
            ManualCommand.class);

    private CommandTree() {
    }

    /**
     * @param root the root command
     * @param factory what instantiates the commands
     * @return the command line with every command
     */
    static CommandLine whole(NqueensCommand root, IFactory factory) {
        return withCommands(root, factory, NqueensCommand.COMMANDS);
    }

    /**
     * @param root the root command
     * @param factory what instantiates the commands
     * @param words the command line to run
     * @return the command line with the command the words name first, if it needs no other, else with every
     *     command
     */
    static CommandLine forWords(NqueensCommand root, IFactory factory, List<String> words) {
        return withCommands(root, factory, words.isEmpty() ? NqueensCommand.COMMANDS : commandsFor(words.get(0)));
    }

    /** @return the command named {@code first}, by its name or an alias, if it needs no other; else all */
    private static List<Class<?>> commandsFor(String first) {
        for (Class<?> command : NqueensCommand.COMMANDS) {
            Command annotation = command.getAnnotation(Command.class);
            if (annotation.name().equals(first) || List.of(annotation.aliases()).contains(first)) {
                return DESCRIBING.contains(command) ? NqueensCommand.COMMANDS : List.of(command);
            }
        }
        return NqueensCommand.COMMANDS;
    }

    private static CommandLine withCommands(NqueensCommand root, IFactory factory, List<Class<?>> commands) {
        CommandLine commandLine = new CommandLine(root, factory);
        for (Class<?> command : commands) {
            commandLine.addSubcommand(command);
        }
        return commandLine;
    }
}
