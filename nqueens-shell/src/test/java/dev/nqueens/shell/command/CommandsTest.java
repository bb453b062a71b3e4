package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.VersionProvider;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The commands as a user meets them: the words of one command line in, standard output, standard error
 * and the exit status out.
 */
class CommandsTest {

    private static final String CLASSIC_FOUR_JSON =
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]";

    private final Session session = PurposeBuiltProviders.session();
    private int sessionsStarted;

    /** Runs one command as {@code nqueens WORDS} would. */
    private CommandResult oneShot(String... words) {
        CapturedStreams streams = new CapturedStreams();
        CommandRunner runner = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> {
            sessionsStarted++;
            return ExitStatus.OK;
        });
        int status = runner.run("", List.of(words));
        return new CommandResult(status, streams.out(), streams.err());
    }

    /** Runs one command as a line of a session would. */
    private CommandResult inSession(String... words) {
        CapturedStreams streams = new CapturedStreams();
        int status = new CommandRunner(session, streams.streams(), Invocation.INTERACTIVE, () -> ExitStatus.OK)
                .run("", List.of(words));
        return new CommandResult(status, streams.out(), streams.err());
    }

    @Test
    void countPrintsTheNumberAloneOnStandardOutput() {
        assertThat(oneShot("count", "8")).isEqualTo(CommandResult.succeeded("92\n"));
    }

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 1", "2, 0", "3, 0", "4, 2", "5, 10", "6, 4", "7, 40", "9, 352", "10, 724"})
    void countMatchesOeisA000170(int n, long solutions) {
        assertThat(oneShot("count", Integer.toString(n))).isEqualTo(CommandResult.succeeded(solutions + "\n"));
    }

    @ParameterizedTest
    @MethodSource("globalOptionPlacements")
    void globalOptionsMayStandBeforeOrAfterTheCommand(List<String> words) {
        assertThat(oneShot(words.toArray(String[]::new))).isEqualTo(CommandResult.succeeded("14200\n"));
    }

    static Stream<List<String>> globalOptionPlacements() {
        return Stream.of(
                List.of("count", "12", "-s", "iterative"),
                List.of("-s", "iterative", "count", "12"),
                List.of("--solver", "iterative", "count", "12"),
                List.of("count", "--solver=iterative", "12"));
    }

    @ParameterizedTest
    @MethodSource("countingSolvers")
    void everyInstalledSolverCountsAlike(String solver) {
        assertThat(oneShot("count", "9", "--solver", solver)).isEqualTo(CommandResult.succeeded("352\n"));
    }

    static Stream<String> countingSolvers() {
        return Registry.installed(ProviderKind.SOLVER).all().stream()
                .filter(solver -> solver.capabilities().contains(Capability.COUNT)
                        || solver.capabilities().contains(Capability.ALL_SOLUTIONS))
                .map(Solver::id);
    }

    @Test
    void solveAsJsonPrintsTheClassicAnswer() {
        CommandResult result = oneShot("solve", "4", "-f", "json");
        assertThat(result.status()).isZero();
        assertThat(result.out().strip()).isEqualTo(CLASSIC_FOUR_JSON);
        assertThat(result.err()).isEmpty();
    }

    @Test
    void solveDrawsAsciiBoardsByDefault() {
        assertThat(oneShot("solve", "4")).isEqualTo(CommandResult.succeeded(".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n"));
    }

    @Test
    void solveStopsAfterTheLimit() {
        assertThat(oneShot("solve", "8", "--limit", "3", "-f", "columns"))
                .isEqualTo(CommandResult.succeeded("0 4 7 5 2 6 1 3\n0 5 7 2 6 3 1 4\n0 6 3 5 7 1 4 2\n"));
    }

    @Test
    void aLimitOfZeroGivesTheEmptyDocument() {
        CommandResult result = oneShot("solve", "8", "--limit", "0", "-f", "json");
        assertThat(result.status()).isZero();
        assertThat(result.out().strip()).isEqualTo("[]");
    }

    @Test
    void solveWritesTheOutputFileAndNothingToStandardOutput(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("six.json");
        assertThat(oneShot("solve", "6", "-f", "json", "--output", file.toString())).isEqualTo(CommandResult.succeeded(""));
        String expected = oneShot("solve", "6", "-f", "json").out();
        assertThat(Files.readString(file)).isEqualTo(expected);
        assertThat(filesIn(folder)).containsExactly("six.json");
    }

    @Test
    void solveReplacesAnExistingOutputFile(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("boards.txt");
        Files.writeString(file, "an older answer that is longer than the new one\n".repeat(10));
        assertThat(oneShot("solve", "4", "-f", "columns", "-o", file.toString()).status()).isZero();
        assertThat(Files.readString(file)).isEqualTo("1 3 0 2\n2 0 3 1\n");
    }

    @Test
    void aSolverThatFailsMidwayLeavesTheOutputFileAsItWas(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("boards.txt");
        Files.writeString(file, "keep me\n");
        CommandResult result = oneShot("solve", "4", "-s", "failing", "--output", file.toString());
        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(Files.readString(file)).isEqualTo("keep me\n");
        assertThat(filesIn(folder)).containsExactly("boards.txt");
    }

    @Test
    void solversListsEveryInstalledSolverAndMarksTheCurrentOne() {
        CommandResult result = oneShot("solvers");
        assertThat(result.status()).isZero();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.get(0)).startsWith("  ID").contains("CAPABILITIES", "DESCRIPTION");
        assertThat(lines).hasSize(1 + session.solvers().ids().size());
        assertThat(lines).filteredOn(line -> line.startsWith("* ")).singleElement()
                .asString().startsWith("* bitmask ");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("  iterative ").contains("all-solutions"));
    }

    @Test
    void theMarkFollowsTheSolverOption() {
        assertThat(oneShot("solvers", "-s", "iterative").out()).contains("\n* iterative ").doesNotContain("* bitmask");
    }

    @Test
    void formatsListsEveryInstalledFormatAndMarksTheCurrentOne() {
        CommandResult result = oneShot("-f", "json", "formats");
        assertThat(result.status()).isZero();
        assertThat(result.out().lines()).hasSize(1 + session.renderers().ids().size())
                .anySatisfy(line -> assertThat(line).startsWith("* json "))
                .anySatisfy(line -> assertThat(line).startsWith("  ascii "));
    }

    @Test
    void helpListsTheCommandsAndTheExitStatuses() {
        CommandResult result = oneShot("help");
        assertThat(result.status()).isZero();
        assertThat(result.out()).startsWith("Usage: nqueens")
                .contains("solvers", "formats", "use", "format", "solve", "count", "exit", "Exit status:", "130");
        assertThat(oneShot("--help").out()).isEqualTo(result.out());
    }

    @Test
    void helpOfACommandShowsItsUsage() {
        String help = oneShot("help", "count").out();
        assertThat(help).startsWith("Usage: nqueens count").contains("--solver");
        assertThat(oneShot("count", "--help").out()).isEqualTo(help);
    }

    @Test
    void versionNamesTheRelease() {
        CommandResult result = oneShot("--version");
        assertThat(result.status()).isZero();
        assertThat(result.out()).startsWith("nqueens " + VersionProvider.version() + "\n");
        assertThat(VersionProvider.version()).matches("\\d+\\.\\d+\\.\\d+.*");
    }

    @Test
    void optionsWithoutACommandBecomeTheSessionsSettingsAndStartIt() {
        assertThat(oneShot("-s", "iterative", "--format", "json", "--debug")).isEqualTo(CommandResult.succeeded(""));
        assertThat(sessionsStarted).isOne();
        assertThat(session.solverId()).isEqualTo("iterative");
        assertThat(session.formatId()).isEqualTo("json");
        assertThat(session.debug()).isTrue();
    }

    @Test
    void aSolverOptionOnACommandLeavesTheSessionsChoiceAlone() {
        assertThat(inSession("count", "8", "-s", "iterative").status()).isZero();
        assertThat(session.solverId()).isEqualTo("bitmask");
    }

    @Test
    void useAndFormatChangeTheSessionsChoices() {
        assertThat(inSession("use", "iterative")).isEqualTo(CommandResult.succeeded(""));
        assertThat(inSession("format", "columns")).isEqualTo(CommandResult.succeeded(""));
        assertThat(inSession("solve", "4")).isEqualTo(CommandResult.succeeded("1 3 0 2\n2 0 3 1\n"));
        assertThat(session.solverId()).isEqualTo("iterative");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            use iterative  | use: sets the solver of a shell session; for one command, give --solver iterative
            format json    | format: sets the output format of a shell session; for one command, give --format json
            """)
    void useAndFormatOnTheCommandLinePointToTheOptions(String words, String message) {
        assertThat(oneShot(words.split(" "))).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: " + message + "\n"));
        assertThat(session.solverId()).isEqualTo("bitmask");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count -1                         | count: n must be 0 or more, not -1
            count abc                        | count: n must be a whole number, not 'abc'
            count 4.5                        | count: n must be a whole number, not '4.5'
            count                            | count: missing required parameter: 'N'; see 'nqueens help count'
            count 99999999999                | count: n = 99999999999 is beyond every solver that can count solutions
            count 99999999999 -s bitmask     | count: n = 99999999999 is beyond the bitmask solver's limit of
            count 99999999999999999999999    | count: n = 99999999999999999999999 is too large
            frobnicate                       | unknown command 'frobnicate'
            xyzzy                            | unknown command 'xyzzy'; commands: solvers, formats, use, format,
            cout 8                           | unknown command 'cout'; did you mean 'count'?
            count 8 -s fastest               | count: unknown solver 'fastest'; available: bitmask,
            solve 4 -f pdf                   | solve: unknown format 'pdf'; available: ascii,
            count 8 -f pdf                   | count: unknown format 'pdf'; available: ascii,
            solvers --format pdf             | solvers: unknown format 'pdf'; available: ascii,
            -s fastest                       | unknown solver 'fastest'
            use fastest                      | use: unknown solver 'fastest'
            format pdf                       | format: unknown format 'pdf'
            count 8 --solver                 | count: missing required parameter for option '--solver' (SOLVER)
            solve 4 --output                 | solve: missing required parameter for option '--output' (FILE)
            solve 4 --limit                  | solve: missing required parameter for option '--limit' (K)
            -f                               | missing required parameter for option '--format' (FORMAT); see 'nqueens help'
            solve 4 --limit -3               | solve: --limit must be 0 or more, not -3
            solve 4 --limit many             | solve: --limit must be a whole number, not 'many'
            count 8 --bogus                  | count: unknown option '--bogus'; see 'nqueens help count'
            --bogus                          | unknown option '--bogus'; see 'nqueens help'
            count 8 9                        | count: unexpected argument '9'; see 'nqueens help count'
            use                              | use: missing required parameter: 'SOLVER'
            solve 4 -s count-only            | solve: the count-only solver cannot list solutions; solvers that can: bitmask,
            solve 4 -f refusing              | solve: no board fits the refusing format
            """)
    void badInputIsOneLineOnStandardErrorAndExitStatus2(String words, String message) {
        oneShot(words.split(" ")).assertUsageError(message);
    }

    @Test
    void aNumberOfAMillionDigitsIsRefusedAtOnceAndQuotedShort() {
        String digits = "9".repeat(1_000_000);
        CommandResult result = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> oneShot("count", digits));
        result.assertUsageError("count: n = " + "9".repeat(40) + "... (1000000 characters) is too large");
        CommandResult negative = oneShot("solve", "4", "--limit", "-" + digits);
        negative.assertUsageError("solve: --limit must be 0 or more, not -" + "9".repeat(40) + "...");
        oneShot("count", "x" + digits).assertUsageError("count: n must be a whole number, not 'x" + "9".repeat(39)
                + "... (1000001 characters)'");
        assertThat(oneShot("count", "0000000000000000000000008").out()).isEqualTo("92\n");
    }

    @Test
    void nBeyondTheChosenSolversLimitIsAUsageError() {
        Solver limited = session.solvers().all().stream()
                .filter(solver -> solver.maxBoardSize() < Integer.MAX_VALUE)
                .findFirst().orElseThrow();
        int n = limited.maxBoardSize() + 1;
        CommandResult result = oneShot("count", Integer.toString(n), "-s", limited.id());
        assertThat(result).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: count: n = " + n
                + " is beyond the " + limited.id() + " solver's limit of " + limited.maxBoardSize() + "\n"));
    }

    @Test
    void aBoardTooLargeForTheFormatIsRefusedBeforeAnyWork() {
        Optional<Renderer> limited = Registry.installed(ProviderKind.FORMAT).all().stream()
                .filter(renderer -> renderer.maxBoardSize() < Integer.MAX_VALUE)
                .findFirst();
        assumeTrue(limited.isPresent(), "every installed format draws boards of any size");
        int n = limited.get().maxBoardSize() + 1;
        Optional<Solver> able = Registry.installed(ProviderKind.SOLVER).all().stream()
                .filter(solver -> solver.maxBoardSize() >= n)
                .findFirst();
        assumeTrue(able.isPresent(), "no installed solver takes boards that large");
        CommandResult result = oneShot("solve", Integer.toString(n), "-f", limited.get().id(), "-s", able.get().id());
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.err()).startsWith("nqueens: solve: n = " + n + " is beyond the " + limited.get().id()
                + " format's limit of " + limited.get().maxBoardSize());
        assertThat(result.err().lines()).hasSize(1);
    }

    @Test
    void outputIntoAMissingFolderIsAUsageError(@TempDir Path folder) {
        Path file = folder.resolve("no such folder").resolve("boards.txt");
        assertThat(oneShot("solve", "4", "--output", file.toString())).isEqualTo(new CommandResult(ExitStatus.USAGE, "",
                "nqueens: solve: --output: the folder " + file.getParent() + " does not exist\n"));
    }

    @Test
    void outputUnderAFileIsAUsageError(@TempDir Path folder) throws IOException {
        Path plain = Files.writeString(folder.resolve("plain.txt"), "");
        CommandResult result = oneShot("solve", "4", "--output", plain.resolve("boards.txt").toString());
        assertThat(result).isEqualTo(new CommandResult(ExitStatus.USAGE, "",
                "nqueens: solve: --output: " + plain + " is not a folder\n"));
    }

    @Test
    void outputOntoAFolderIsAUsageError(@TempDir Path folder) {
        assertThat(oneShot("solve", "4", "--output", folder.toString())).isEqualTo(new CommandResult(ExitStatus.USAGE, "",
                "nqueens: solve: --output: " + folder + " is a folder, not a file\n"));
    }

    @Test
    void outputIntoAFolderThatTakesNoFilesIsAUsageError() {
        // sysfs takes no new files, not even from root, for whom permission bits mean nothing
        assumeTrue(Files.isDirectory(Path.of("/sys/kernel")), "needs Linux's /sys");
        CommandResult result = oneShot("solve", "4", "--output", "/sys/kernel/boards.txt");
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.err()).startsWith("nqueens: solve: --output: cannot write to the folder /sys/kernel");
        assertThat(result.err().lines()).hasSize(1);
    }

    @Test
    void aSolverFailingWhileRunningIsExitStatus1WithoutAStackTrace() {
        assertThat(oneShot("count", "8", "-s", "failing")).isEqualTo(new CommandResult(ExitStatus.FAILURE, "",
                "nqueens: count: the failing solver failed: java.lang.IllegalStateException: the search tree is on"
                        + " fire\n"));
    }

    @Test
    void debugAddsTheStackTrace() {
        CommandResult result = oneShot("count", "8", "-s", "failing", "--debug");
        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(result.err()).startsWith("nqueens: count: the failing solver failed: java.lang.IllegalStateException")
                .contains("PurposeBuiltProviders$FailingSolver.count(");
    }

    @Test
    void aRunawaySolverFailsItsCommandButNotTheSession() {
        CommandResult result = inSession("count", "8", "-s", "runaway");
        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(result.err()).isEqualTo("nqueens: count: the runaway solver failed: java.lang.StackOverflowError\n");
        assertThat(inSession("count", "6").out()).isEqualTo("4\n");
    }

    @Test
    void aCountingOnlySolverCounts() {
        assertThat(oneShot("count", "8", "-s", "count-only")).isEqualTo(CommandResult.succeeded("92\n"));
    }

    @Test
    void onAConsoleASummaryFollowsOnStandardError() {
        CapturedStreams console = new CapturedStreams(true);
        int status = new CommandRunner(session, console.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", List.of("count", "8"));
        assertThat(status).isZero();
        assertThat(console.out()).isEqualTo("92\n");
        assertThat(console.err()).matches("count 8 with bitslice: 92 solutions in \\d+ ms\n");
    }

    @Test
    void argumentsStartingWithAtAreNeverReadAsFiles(@TempDir Path folder) throws IOException {
        Path arguments = Files.writeString(folder.resolve("args"), "8\n", StandardCharsets.UTF_8);
        assertThat(oneShot("count", "@" + arguments).err()).startsWith("nqueens: count: n must be a whole number");
    }

    private static List<String> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            List<String> names = new ArrayList<>(files.map(path -> path.getFileName().toString()).toList());
            names.sort(null);
            return names;
        }
    }
}
