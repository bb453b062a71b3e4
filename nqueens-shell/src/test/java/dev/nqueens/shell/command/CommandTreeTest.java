package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/** A command line that names a command builds that command alone, and it is the same as in the whole tree. */
class CommandTreeTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private final CommandContext context = new CommandContext(session, new CapturedStreams().streams(),
            Invocation.ONE_SHOT, () -> ExitStatus.OK);

    @Test
    void aCommandBuiltAloneHasTheOptionsAndHelpItHasInTheWholeTree() {
        CommandLine whole = CommandTree.whole(new NqueensCommand(context));
        int alone = 0;
        for (CommandTree.Entry command : CommandTree.COMMANDS) {
            String name = command.name();
            List<CommandLine> built = CommandTree.forWords(new NqueensCommand(context), List.of(name, "8"))
                    .getSubcommands().values().stream().distinct().toList();
            if (built.size() == 1) {
                alone++;
                CommandLine inWhole = whole.getSubcommands().get(name);
                assertThat(built.get(0).getCommandSpec().options()).as(name)
                        .map(OptionSpec::longestName)
                        .containsExactlyElementsOf(inWhole.getCommandSpec().options().stream()
                                .map(OptionSpec::longestName).toList());
                assertThat(built.get(0).getUsageMessage(Ansi.OFF)).as(name)
                        .isEqualTo(inWhole.getUsageMessage(Ansi.OFF));
                assertThat(built.get(0).getCommandSpec().names()).as(name)
                        .isEqualTo(inWhole.getCommandSpec().names());
            }
        }
        // all but help, completion and manual, which describe the others
        assertThat(alone).isEqualTo(CommandTree.COMMANDS.size() - 3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"help", "completion", "manual", "man", "-s", "--help", "cont", ""})
    void helpCompletionManualAnOptionOrAnUnknownWordGetEveryCommand(String first) {
        List<String> words = first.isEmpty() ? List.of() : List.of(first, "count");

        CommandLine line = CommandTree.forWords(new NqueensCommand(context), words);

        assertThat(line.getSubcommands().keySet())
                .isEqualTo(CommandTree.whole(new NqueensCommand(context)).getSubcommands().keySet())
                .contains("count", "solvers", "help", "quit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"count", "solvers", "solve", "quit"})
    void aCommandThatNeedsNoOtherIsBuiltAlone(String first) {
        CommandLine line = CommandTree.forWords(new NqueensCommand(context), List.of(first, "8"));

        assertThat(line.getSubcommands().values().stream().distinct()).singleElement()
                .satisfies(command -> assertThat(command.getCommandSpec().names()).contains(first));
    }
}
