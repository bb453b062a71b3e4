package dev.nqueens.shell.command.help;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandResult;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Help wraps its lines between words: every word of every description, the command's and its options' and
 * parameters', stands whole on one line of the help that shows it ({@code nqueens.1} and
 * {@code /etc/bash_completion.d/nqueens} were cut after their full stop), and no line is wider than the
 * usage width.
 */
class HelpWrappingTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @Test
    void everyWordOfEveryDescriptionStandsWholeOnALine() {
        CommandSpec top = new CommandRunner(session, new CapturedStreams().streams(), Invocation.ONE_SHOT,
                () -> ExitStatus.OK).spec();
        List<CommandSpec> commands = new ArrayList<>(List.of(top));
        top.subcommands().values().stream().distinct().map(CommandLine::getCommandSpec).forEach(commands::add);
        for (CommandSpec command : commands) {
            String help = command == top ? help() : help(command.name());
            Set<String> printed = words(help);
            List<String> texts = new ArrayList<>(List.of(command.usageMessage().description()));
            for (ArgSpec argument : command.args()) {
                if (!argument.hidden()) {
                    texts.addAll(List.of(argument.description()));
                }
            }
            for (String text : texts) {
                for (String word : words(text.replace("%n", " "))) {
                    if (!word.contains("${")) {
                        assertThat(printed).as("the words of the help of %s:%n%s", command.qualifiedName(), help)
                                .contains(word);
                    }
                }
            }
            assertThat(help.lines()).as("the lines of the help of %s", command.qualifiedName())
                    .allMatch(line -> line.length() <= command.usageMessage().width());
        }
    }

    @Test
    void theManualCommandsLineKeepsItsFileNamesWhole() {
        assertThat(help()).contains("nqueens.1 && man ./nqueens.1");
        assertThat(help("completion")).contains("/etc/bash_completion.d/nqueens.");
    }

    private String help(String... command) {
        List<String> words = new ArrayList<>(List.of("help"));
        words.addAll(List.of(command));
        CommandResult result = CommandResult.oneShot(session, words.toArray(String[]::new));
        assertThat(result.status()).as(result.err()).isZero();
        return result.out();
    }

    private static Set<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(word -> !word.isEmpty()).collect(Collectors.toSet());
    }
}
