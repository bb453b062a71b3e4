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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Model.CommandSpec;

/** The completion script for bash and zsh and the manual page, both made from the command line's model. */
class CompletionAndManualTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh"})
    void theCompletionScriptKnowsEveryCommandAndTheInstalledIds(String shell) {
        CommandResult result = CommandResult.oneShot(session, "completion", shell);

        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.err()).isEmpty();
        assertThat(result.out()).contains("complete -F", "ZSH_VERSION", "bashcompinit")
                .contains("solvers", "count", "verify", "completion", "manual")
                .contains("--solver", "--format", "--plugins")
                .contains("bitmask", "halves", "json-columns");
    }

    @Test
    void anUnknownShellIsAUsageError() {
        CommandResult.oneShot(session, "completion", "fish")
                .assertUsageError("completion: unknown shell 'fish'; completion knows bash and zsh");
    }

    @Test
    void theManualPageHasEveryCommandAndOptionInRoff() {
        CommandResult result = CommandResult.oneShot(session, "manual");

        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.out()).startsWith(".TH NQUEENS 1 ")
                .contains(".SH NAME\n", ".SH SYNOPSIS\n", ".SH OPTIONS\n", ".SH COMMANDS\n", ".SH EXIT STATUS\n",
                        ".SH ENVIRONMENT\n", ".SH FILES\n")
                .contains("\\fB\\-s\\fR, \\fB\\-\\-solver\\fR \\fISOLVER\\fR");
        CommandSpec model = new CommandRunner(session, new CapturedStreams().streams(), Invocation.ONE_SHOT,
                () -> ExitStatus.OK).spec();
        for (String command : model.subcommands().keySet()) {
            assertThat(result.out()).as("the section of %s", command)
                    .containsPattern("(?m)^\\.SS ([a-z]+, )*" + command + "(,| |$)");
        }
        assertThat(CommandResult.oneShot(session, "man").out()).isEqualTo(result.out());
    }
}
