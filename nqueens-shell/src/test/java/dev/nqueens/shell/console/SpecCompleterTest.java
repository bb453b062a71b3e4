package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.ArrayList;
import java.util.List;
import org.jline.reader.Candidate;
import org.jline.reader.Parser.ParseContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Completion candidates read from picocli's model of the commands. */
class SpecCompleterTest {

    private static final List<String> COMMANDS =
            List.of("completion", "count", "exit", "format", "formats", "help", "man", "manual", "member", "plugins",
                    "quit", "race", "solve", "solvers", "status", "trace", "use", "verify");

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private final SpecCompleter completer = new SpecCompleter(
            new CommandRunner(session, new CapturedStreams().streams(), Invocation.INTERACTIVE, () -> ExitStatus.OK)
                    .spec());

    /** @param line what is typed, the cursor at its end */
    private List<String> candidates(String line) {
        List<Candidate> candidates = new ArrayList<>();
        completer.complete(null, CommandSyntax.parser().parse(line, line.length(), ParseContext.COMPLETE),
                candidates);
        return candidates.stream().map(Candidate::value).distinct().sorted().toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            co
            ''
            -s bitmask co
            --solver=iterative s
            help
            help co
            """)
    void commandNamesComeFirst(String line) {
        assertThat(candidates(line)).containsExactlyElementsOf(COMMANDS);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count 8 -s
            count 8 --solver
            -s
            use
            solve 4 --limit 2 --solver
            """)
    void solverIdsFollowTheSolverOptionAndUse(String line) {
        assertThat(candidates(line + " ")).containsExactlyElementsOf(Registry.installed(ProviderKind.SOLVER).ids());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            solve 4 -f
            solve 4 --format
            format
            --format
            """)
    void formatIdsFollowTheFormatOptionAndFormat(String line) {
        assertThat(candidates(line + " ")).containsExactlyElementsOf(Registry.installed(ProviderKind.FORMAT).ids());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count 8 --so
            count 8 -
            count -
            """)
    void optionNamesFollowADash(String line) {
        assertThat(candidates(line)).contains("--solver", "-s", "--format", "-f", "--debug", "--help", "-h")
                .doesNotContain("--limit", "--output", "--version");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            solve 8 --li
            solve 8 -
            """)
    void eachCommandOffersItsOwnOptions(String line) {
        assertThat(candidates(line)).contains("--limit", "--output", "-o", "--solver");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            -
            --v
            """)
    void theTopOffersItsOptions(String line) {
        assertThat(candidates(line)).contains("--version", "--help", "--solver", "--format", "--debug");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count 8 --solver=
            count 8 --solver=it
            """)
    void valuesAttachedWithAnEqualsSignKeepTheOption(String line) {
        assertThat(candidates(line)).containsExactlyElementsOf(
                Registry.installed(ProviderKind.SOLVER).ids().stream().map(id -> "--solver=" + id).toList());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count
            count 8 -s bitmask 1
            solve 4 --output
            """)
    void freeValuesHaveNoCandidates(String line) {
        assertThat(candidates(line + " ")).isEmpty();
    }
}
