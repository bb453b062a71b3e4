package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.NoColor;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Help on a terminal is in colour, unless the user asked for none with NO_COLOR (https://no-color.org). */
class NoColorHelpTest {

    private static final String ESCAPE = "\u001b[";

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @ParameterizedTest
    @ValueSource(strings = {"--help", "help"})
    void helpOnATerminalIsInColourUnlessTheUserAskedForNone(String help) {
        List<String> words = help.equals("help") ? List.of("help", "count") : List.of("count", help);
        String coloured = helpOnATerminal(true, words);
        assertThat(coloured).contains(ESCAPE, "Usage:");
        String plain = helpOnATerminal(false, words);
        assertThat(plain).contains("Usage:").doesNotContain("\u001b");
        // the same words as in colour
        assertThat(plain).isEqualTo(coloured.replaceAll("\u001b\\[[0-9;]*m", ""));
    }

    @Test
    void noColorAsksForNoneWhenSetAndNotEmpty() {
        assertThat(NoColor.asked("1")).isTrue();
        assertThat(NoColor.asked("0")).isTrue();
        assertThat(NoColor.asked("")).isFalse();
        assertThat(NoColor.asked(null)).isFalse();
    }

    /** @return the help the words print on a terminal, in colour or as NO_COLOR asks */
    private String helpOnATerminal(boolean colours, List<String> words) {
        StringWriter out = new StringWriter();
        StandardStreams streams = new StandardStreams(out, new PrintWriter(new StringWriter()), true, true)
                .withColours(colours);
        int status = new CommandRunner(session, streams, Invocation.ONE_SHOT, () -> ExitStatus.OK).run("", words);
        assertThat(status).isZero();
        return out.toString();
    }
}
