package dev.nqueens.shell.command.help;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandResult;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The bash completion script in a real bash: sourced, its completion function is called as bash calls it at
 * a Tab, with {@code COMP_WORDS} and {@code COMP_CWORD} set, and what it offers ({@code COMPREPLY}) is
 * compared with the ids the option or parameter takes. Every option of every command that has ids to offer is
 * completed, under each of its names.
 */
class BashCompletionTest {

    private static final Session SESSION = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private static final Set<String> SOLVERS = ids(ProviderKind.SOLVER);
    private static final Set<String> FORMATS = ids(ProviderKind.FORMAT);

    @TempDir
    static Path folder;
    private static Path script;

    @BeforeAll
    static void writeTheScript() throws IOException {
        CommandResult result = CommandResult.oneShot(SESSION, "completion", "bash");
        assertThat(result.status()).as(result.err()).isEqualTo(ExitStatus.OK);
        script = Files.writeString(folder.resolve("nqueens.bash"), result.out());
    }

    @Test
    void theSolverOptionOffersSolversAndTheFormatOptionFormats() throws Exception {
        assertThat(SOLVERS).isNotEmpty().doesNotContainAnyElementsOf(FORMATS);
        Map<String, Set<String>> offered = complete(List.of(
                List.of("nqueens", "count", "8", "-s", ""),
                List.of("nqueens", "count", "8", "--solver", ""),
                List.of("nqueens", "solve", "8", "-f", ""),
                List.of("nqueens", "solve", "8", "--format", ""),
                List.of("nqueens", "race", "8", "--solvers", ""),
                List.of("nqueens", "-s", ""),
                List.of("nqueens", "use", ""),
                List.of("nqueens", "format", "")));
        assertThat(offered.get("nqueens count 8 -s ")).isEqualTo(SOLVERS);
        assertThat(offered.get("nqueens count 8 --solver ")).isEqualTo(SOLVERS);
        assertThat(offered.get("nqueens solve 8 -f ")).isEqualTo(FORMATS);
        assertThat(offered.get("nqueens solve 8 --format ")).isEqualTo(FORMATS);
        assertThat(offered.get("nqueens race 8 --solvers ")).isEqualTo(SOLVERS);
        assertThat(offered.get("nqueens -s ")).isEqualTo(SOLVERS);
        assertThat(offered.get("nqueens use ")).containsAll(SOLVERS).doesNotContainAnyElementsOf(FORMATS);
        assertThat(offered.get("nqueens format ")).containsAll(FORMATS).doesNotContainAnyElementsOf(SOLVERS);
    }

    @Test
    void everyOptionOfEveryCommandOffersItsOwnIds() throws Exception {
        CommandSpec top = new CommandRunner(SESSION, new CapturedStreams().streams(), Invocation.ONE_SHOT,
                () -> ExitStatus.OK).spec();
        Map<List<String>, Set<String>> expected = new LinkedHashMap<>();
        addOptions(expected, List.of("nqueens"), top);
        for (CommandLine command : top.subcommands().values().stream().distinct().toList()) {
            addOptions(expected, List.of("nqueens", command.getCommandName()), command.getCommandSpec());
        }
        assertThat(expected).as("options with ids to complete").hasSizeGreaterThan(top.subcommands().size());

        Map<String, Set<String>> offered = complete(new ArrayList<>(expected.keySet()));
        for (Map.Entry<List<String>, Set<String>> entry : expected.entrySet()) {
            String line = String.join(" ", entry.getKey());
            assertThat(offered.get(line)).as("what a Tab after '%s' offers", line).isEqualTo(entry.getValue());
        }
    }

    /** Adds, for each name of each option of the command that has completion candidates, the line to complete. */
    private static void addOptions(Map<List<String>, Set<String>> lines, List<String> command, CommandSpec spec) {
        for (OptionSpec option : spec.options()) {
            if (option.completionCandidates() == null || option.hidden()) {
                continue;
            }
            Set<String> candidates = StreamSupport.stream(option.completionCandidates().spliterator(), false)
                    .collect(Collectors.toCollection(TreeSet::new));
            for (String name : option.names()) {
                List<String> words = new ArrayList<>(command);
                // a command with a board size gets one, as typed: the option then follows a parameter
                spec.positionalParameters().stream().map(PositionalParamSpec::paramLabel).filter("N"::equals)
                        .findFirst().ifPresent(label -> words.add("8"));
                words.add(name);
                words.add("");
                lines.put(words, candidates);
            }
        }
    }

    /**
     * Completes each line in one bash, as bash does at a Tab after its last word (empty: the cursor after a
     * space), through the function the script registers for nqueens.
     *
     * @return what the script offered for each line, by the line as typed
     */
    private static Map<String, Set<String>> complete(List<List<String>> lines) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")) || Files.isExecutable(Path.of("/usr/bin/bash")),
                "bash is not installed: the completion script cannot be tried");
        StringBuilder driver = new StringBuilder("""
                source "$1" || exit 3
                # bash's compopt works only inside a completion that bash itself started at a Tab
                compopt() { :; }
                offer() {
                  COMP_WORDS=("$@")
                  COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                  COMP_LINE="$*"
                  COMP_POINT=${#COMP_LINE}
                  COMPREPLY=()
                  _complete_nqueens nqueens "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                  printf '%s\\t%s\\n' "$COMP_LINE" "${COMPREPLY[*]}"
                }
                """);
        for (List<String> words : lines) {
            driver.append("offer");
            words.forEach(word -> driver.append(" '").append(word).append('\''));
            driver.append('\n');
        }
        Path file = Files.writeString(folder.resolve("complete-" + lines.hashCode() + ".sh"), driver);
        Path errors = folder.resolve(file.getFileName() + ".err");
        Process bash = new ProcessBuilder("bash", "--norc", "--noprofile", file.toString(), script.toString())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(errors.toFile()).start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = bash.waitFor();
        String err = Files.readString(errors);
        assertThat(status).as("bash's exit status; standard error: %s", err).isZero();
        assertThat(err).as("bash's standard error").isEmpty();
        Map<String, Set<String>> offered = new LinkedHashMap<>();
        for (String line : out.split("\n")) {
            String[] parts = line.split("\t", -1);
            offered.put(parts[0], Arrays.stream(parts[1].split(" ")).filter(word -> !word.isEmpty())
                    .collect(Collectors.toCollection(TreeSet::new)));
        }
        assertThat(offered).as("bash's answers").hasSize(lines.size());
        return offered;
    }

    private static Set<String> ids(ProviderKind<?> kind) {
        return Registry.installed(kind).ids().stream().collect(Collectors.toCollection(TreeSet::new));
    }
}
