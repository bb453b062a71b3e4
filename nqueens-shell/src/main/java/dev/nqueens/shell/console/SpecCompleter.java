package dev.nqueens.shell.console;

import java.util.List;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Tab completion read from picocli's model of the commands, so that a new command or option completes
 * without touching this class: command names first, option names after a dash, and values from an
 * option's or parameter's completion candidates (solver ids after {@code --solver} and {@code use}, format
 * ids after {@code --format} and {@code format}, command names after {@code help}).
 *
 * <p>It offers everything that fits the position; the line reader keeps those that match what is typed.
 */
final class SpecCompleter implements Completer {

    private final CommandSpec root;

    /** @param root the top command, with its subcommands */
    SpecCompleter(CommandSpec root) {
        this.root = root;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        String word = line.word().substring(0, line.wordCursor());
        CommandSpec command = root;
        OptionSpec awaitingValue = null;
        int positionals = 0;
        for (String before : line.words().subList(0, line.wordIndex())) {
            if (awaitingValue != null) {
                awaitingValue = null;
            } else if (before.startsWith("-")) {
                OptionSpec option = command.findOption(before);
                awaitingValue = option != null && option.arity().min() > 0 ? option : null;
            } else if (command == root && root.subcommands().containsKey(before)) {
                command = root.subcommands().get(before).getCommandSpec();
            } else {
                positionals++;
            }
        }
        if (awaitingValue != null) {
            addValues(awaitingValue, "", candidates);
        } else if (word.startsWith("-")) {
            int equals = word.indexOf('=');
            OptionSpec option = equals < 0 ? null : command.findOption(word.substring(0, equals));
            if (option != null) {
                addValues(option, word.substring(0, equals + 1), candidates);
            } else {
                addOptions(command, candidates);
            }
        } else if (command == root || command.helpCommand()) {
            addCommands(candidates);
        } else if (positionals < command.positionalParameters().size()) {
            PositionalParamSpec parameter = command.positionalParameters().get(positionals);
            addValues(parameter, "", candidates);
        }
    }

    private void addCommands(List<Candidate> candidates) {
        root.subcommands().forEach((name, command) -> candidates.add(new Candidate(name, name, null,
                firstLine(command.getCommandSpec().usageMessage().description()), null, null, true)));
    }

    private static void addOptions(CommandSpec command, List<Candidate> candidates) {
        for (OptionSpec option : command.options()) {
            if (option.hidden()) {
                continue;
            }
            for (String name : option.names()) {
                candidates.add(new Candidate(name, name, null, firstLine(option.description()), null,
                        option.longestName(), true));
            }
        }
    }

    private static void addValues(ArgSpec arg, String prefix, List<Candidate> candidates) {
        Iterable<String> values = arg.completionCandidates();
        if (values != null) {
            for (String value : values) {
                candidates.add(new Candidate(prefix + value, value, null, null, null, null, true));
            }
        }
    }

    private static String firstLine(String[] description) {
        // descriptions may hold ${...} variables that only the help expands; a completion list needs none
        return description.length == 0 || description[0].contains("${") ? null : description[0];
    }
}
