package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.session.Session;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.jline.utils.AttributedStyle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The interactive shell without colours, as NO_COLOR asks: its prompt and the line editor's completion lists. */
class NoColorShellTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private final Terminal terminal = terminal();

    @AfterEach
    void closeTheTerminal() throws IOException {
        terminal.close();
    }

    @Test
    void thePromptIsInColourUnlessTheUserAskedForNone() {
        String plain = "nqueens (" + session.solverId() + ", " + session.formatId() + ")> ";
        assertThat(Shell.prompt(session, terminal, true)).contains("\u001b[").isNotEqualTo(plain);
        assertThat(Shell.prompt(session, terminal, false)).isEqualTo(plain);
    }

    @Test
    void theCompletionListsLoseTheirColoursButNotTheirSelection() throws IOException {
        Styles coloured = new Styles(terminal);
        assertThat(coloured.colours()).allMatch(style -> !style.equals(AttributedStyle.DEFAULT));

        Styles plain = new Styles(terminal);
        Shell.withoutColours(plain::setVariable);
        assertThat(plain.colours()).containsOnly(AttributedStyle.DEFAULT);
        assertThat(plain.selection()).isEqualTo(coloured.selection()).isNotEqualTo(AttributedStyle.DEFAULT);
    }

    /** A line editor that says the styles it draws its lists of completions with. */
    private static final class Styles extends LineReaderImpl {

        Styles(Terminal terminal) throws IOException {
            super(terminal);
        }

        /** @return the styles of the candidates' starts, their descriptions and groups, in the menu and the list */
        AttributedStyle[] colours() {
            return new AttributedStyle[] {getCompletionStyleStarting(false), getCompletionStyleDescription(false),
                getCompletionStyleGroup(false), getCompletionStyleStarting(true), getCompletionStyleDescription(true),
                getCompletionStyleGroup(true), getCompletionStyleBackground(true)};
        }

        AttributedStyle selection() {
            return getCompletionStyleSelection(false);
        }
    }

    private static Terminal terminal() {
        try {
            return new DumbTerminal("test", "ansi", new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
