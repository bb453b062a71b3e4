package dev.nqueens.shell.command;

import static dev.nqueens.shell.plugin.PluginJars.GARBLED;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.FolderPluginSource;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.plugin.Quarantine;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin whose description and exception message hold ESC, CR and BEL cannot clear the screen, move the
 * cursor or break a table through any command: each reaches the terminal as a visible escape.
 */
class ControlCharactersTest {

    private static final ChildJvmChecker CHILD_JVM = new ChildJvmChecker(ChildJvmChecker.DEADLINE);

    @TempDir
    Path folder;

    @BeforeEach
    void garbledPlugin() {
        PluginJars.jar(folder.resolve("garbled.jar")).solvers(GARBLED).write();
    }

    private CommandResult nqueens(String... words) {
        Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
                        Registry.installed(ProviderKind.FORMAT))
                .pluginSource(new FolderPluginSource(List.of(), Quarantine.uncached(CHILD_JVM, Clock.systemUTC())))
                .hostProcess(HostProcess.PROGRAM)
                .build();
        CapturedStreams streams = new CapturedStreams();
        int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", List.of(words));
        return new CommandResult(status, streams.out(), streams.err());
    }

    /** @return true if the text holds a control character other than the line feed */
    private static boolean raw(String text) {
        return text.chars().anyMatch(c -> (c < 0x20 && c != '\n') || (c >= 0x7f && c <= 0x9f));
    }

    @Test
    void solversShowsTheDescriptionEscapedOnItsOwnLine() {
        CommandResult result = nqueens("--plugins", folder.toString(), "solvers");
        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(raw(result.out())).as("raw control characters in %s", result.out()).isFalse();
        assertThat(result.out().lines().filter(line -> line.contains("garbled")))
                .singleElement().asString().endsWith("Clears\\e[2J the screen\\r\\a");
        assertThat(result.out().lines().count())
                .isEqualTo(Registry.installed(ProviderKind.SOLVER).all().size() + 2L);
        assertThat(result.err()).isEmpty();
    }

    @Test
    void aFailureMessageIsOneLineWithItsControlsEscaped() {
        CommandResult result = nqueens("--plugins", folder.toString(), "count", "6", "-s", "garbled");
        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(raw(result.err())).as("raw control characters in %s", result.err()).isFalse();
        assertThat(result.err()).contains("on fire\\e[31m\\rred\\a").endsWith("\n");
        assertThat(result.err().lines()).hasSize(1);
    }

    @Test
    void thePluginsTableShowsNoRawControl() {
        CommandResult result = nqueens("--plugins", folder.toString(), "plugins");
        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.out()).contains("garbled");
        assertThat(raw(result.out())).as("raw control characters in %s", result.out()).isFalse();
        assertThat(raw(result.err())).as("raw control characters in %s", result.err()).isFalse();
    }
}
