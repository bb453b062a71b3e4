package dev.nqueens.shell;

import static dev.nqueens.shell.ShellProcesses.JAR;
import static dev.nqueens.shell.ShellProcesses.JAVA;
import static dev.nqueens.shell.ShellProcesses.java;
import static dev.nqueens.shell.ShellProcesses.withTheirOwnHome;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Solver;
import dev.nqueens.shell.ShellProcesses.Run;
import dev.nqueens.shell.command.model.VersionProvider;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.testkit.internal.Eventually;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The packaged program as a user runs it: {@code java -jar nqueens.jar} as a separate process, with
 * arguments or with a script on standard input, checking standard output, standard error and the exit
 * status. Also launches the shell from the separate jars, on the module path ({@code -p ... -m}) and on
 * the class path ({@code -cp}), where the providers must be found just the same.
 *
 * <p>Successful runs must leave standard error empty: no warning from the JVM (native access on Java 22
 * and later) or from a library. The JVM is the one running the build, so CI covers each JDK it builds on.
 */
class EndToEndIT {

    private static final String RUNTIME_PATH = System.getProperty("nqueens.runtime.path", "");
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    /** A home folder without plugins, so that the user's own plugin folder cannot change what the tests see. */
    private static final Path HOME = Path.of("target", "end-to-end-home").toAbsolutePath();
    private static final String CLASSIC_FOUR_JSON =
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]";

    @TempDir
    Path folder;

    private static List<String> jar(String... args) {
        return jarWithHome(HOME, args);
    }

    private static List<String> jarWithHome(Path home, String... args) {
        return java(home, List.of(), args);
    }

    private Run run(List<String> command, String stdin) throws IOException, InterruptedException {
        Process process = start(command);
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        return finish(process);
    }

    private Process start(List<String> command) throws IOException {
        return start(command, null);
    }

    /** @param pluginFolders the value of NQUEENS_PLUGINS, or null to leave it unset whatever the caller's is */
    private Process start(List<String> command, String pluginFolders) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectOutput(folder.resolve("stdout").toFile())
                .redirectError(folder.resolve("stderr").toFile());
        builder.environment().remove(PluginFolder.VARIABLE);
        withTheirOwnHome(builder);
        if (pluginFolders != null) {
            builder.environment().put(PluginFolder.VARIABLE, pluginFolders);
        }
        return builder.start();
    }

    private Run finish(Process process) throws IOException, InterruptedException {
        return ShellProcesses.finish(process, folder.resolve("stdout"), folder.resolve("stderr"), TIMEOUT);
    }

    private static Run succeeded(String out) {
        return new Run(ExitStatus.OK, out, "");
    }

    @Test
    void theJarIsBuilt() {
        assertThat(JAR).isRegularFile();
    }

    @Test
    void countPrintsTheNumberAlone() throws Exception {
        assertThat(run(jar("count", "12", "-s", "iterative"), "")).isEqualTo(succeeded("14200\n"));
    }

    @Test
    void countUniquePrintsTheFundamentalSolutions() throws Exception {
        assertThat(run(jar("count", "12", "--unique"), "")).isEqualTo(succeeded("1787\n"));
    }

    @Test
    void verifyChecksTheBoardsPipedIntoIt() throws Exception {
        String boards = run(jar("solve", "8", "-f", "json"), "").out();
        assertThat(run(jar("verify"), boards)).isEqualTo(succeeded("ok: 92 boards\n"));
        Run bad = run(jar("verify"), "1 3 0 2\n1 4 3 0 2\n");
        assertThat(bad).isEqualTo(new Run(ExitStatus.FAILURE, "board 2: rows 0 and 2 share a diagonal (columns 1 and"
                + " 3)\n", ""));
        Run unreadable = run(jar("verify"), "[[1,3,0,2],[2,0,3,\n");
        assertThat(unreadable.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(unreadable.err()).startsWith("nqueens: verify: standard input: line 2, column ");
        assertThat(unreadable.err().lines()).hasSize(1);
    }

    @Test
    void solveAsJsonPrintsTheClassicAnswer() throws Exception {
        Run run = run(jar("solve", "4", "-f", "json"), "");
        assertThat(run.status()).isZero();
        assertThat(run.out().strip()).isEqualTo(CLASSIC_FOUR_JSON);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void solversListsTheProvidersFoundInsideTheJar() throws Exception {
        Run run = run(jar("solvers"), "");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("* bitmask ", "  iterative ", "  recursive ");
        assertThat(run.err()).isEmpty();
        assertThat(run(jar("formats"), "").out()).contains("* ascii ", "  json ", "  unicode ", "  svg ");
    }

    @Test
    void versionNamesTheRelease() throws Exception {
        Run run = run(jar("--version"), "");
        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("nqueens " + VersionProvider.version() + "\n");
    }

    @Test
    void aScriptOnStandardInputPrintsResultsOnly() throws Exception {
        assertThat(run(jar(), "use iterative\ncount 8\n")).isEqualTo(succeeded("92\n"));
    }

    @Test
    void aScriptGoesOnAfterAFailingLineAndExitsWithItsStatus() throws Exception {
        Run run = run(jar(), "# a comment\n\ncount abc\ncount 4\nsolve 4 -f columns\n");
        assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.out()).isEqualTo("2\n1 3 0 2\n2 0 3 1\n");
        assertThat(run.err()).isEqualTo("nqueens: line 3: count: n must be a whole number, not 'abc'\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            count -1                          | count: n must be 0 or more, not -1
            count abc                         | count: n must be a whole number, not 'abc'
            count                             | count: missing required parameter: 'N'
            count 99999999999                 | count: n = 99999999999 is beyond every solver that can count solutions
            count 40 -s bitmask               | count: n = 40 is beyond the bitmask solver's limit of
            count 8 --place 0:0,2:2           | count: --place: pre-placed queens 0:0 and 2:2 attack each other
            frobnicate                        | unknown command 'frobnicate'
            count 8 -s fastest                | count: unknown solver 'fastest'; available: bitmask,
            solve 4 -f pdf                    | solve: unknown format 'pdf'; available: ascii,
            count 8 --solver                  | count: missing required parameter for option '--solver' (SOLVER)
            solve 4 --output                  | solve: missing required parameter for option '--output' (FILE)
            solve 4 --output missing/x.txt    | solve: --output: the folder
            use iterative                     | use: sets the solver of a shell session
            """)
    void badInputIsOneLineOnStandardErrorAndExitStatus2(String words, String message) throws Exception {
        Run run = run(jar(words.split(" ")), "");
        assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("nqueens: " + message);
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void outputIntoAFolderThatCannotBeWrittenIsExitStatus2() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/sys/kernel")), "needs Linux's /sys");
        Run run = run(jar("solve", "4", "--output", "/sys/kernel/boards.txt"), "");
        assertThat(run).isEqualTo(new Run(ExitStatus.USAGE, "",
                "nqueens: solve: --output: cannot write to the folder /sys/kernel: permission denied\n"));
    }

    @Test
    void solveStreamsInBoundedMemory() throws Exception {
        // 365,596 boards of 14 rows, about 90 MB of JSON, through a heap of 32 MB
        Process process = new ProcessBuilder(JAVA.toString(), "-Xmx32m", "-jar", JAR.toString(), "solve", "14",
                "-f", "json")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(folder.resolve("stderr").toFile())
                .start();
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(Files.readString(folder.resolve("stderr"))).isEmpty();
        assertThat(process.exitValue()).isZero();
    }

    @Test
    void aLargeFileThatIsNoCheckpointIsRefusedWithoutReadingItWhole() throws Exception {
        // 64 MB of boards, given as a checkpoint to a heap of 32 MB: its first line is enough to refuse it
        Path boards = folder.resolve("boards.txt");
        try (Writer out = Files.newBufferedWriter(boards)) {
            for (int i = 0; i < 64 * 1024 * 1024 / 9; i++) {
                out.write(".Q......\n");
            }
        }
        // halves, which asks for no heap of its own: the heap is the file's to fill
        Process process = new ProcessBuilder(JAVA.toString(), "-Xmx32m", "-jar", JAR.toString(), "count", "8",
                "-s", "halves", "--checkpoint", boards.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(folder.resolve("stderr").toFile())
                .start();
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(folder.resolve("stderr"));
        assertThat(err).startsWith("nqueens: count: " + boards + " is not an nqueens checkpoint, or its first line is"
                + " damaged (");
        assertThat(err.lines()).hasSize(1);
        assertThat(process.exitValue()).isEqualTo(ExitStatus.USAGE);
        assertThat(Files.size(boards)).isEqualTo(64L * 1024 * 1024 / 9 * 9);
    }

    @Test
    void whenTheReaderOfThePipeGoesTheSolveStopsQuietly() throws Exception {
        // as in nqueens solve 16 | head -3: the reader's choice, not an error
        Process process = new ProcessBuilder(JAVA.toString(), "-jar", JAR.toString(), "solve", "16")
                .redirectError(folder.resolve("stderr").toFile())
                .start();
        try (var out = process.getInputStream()) {
            assertThat(out.readNBytes(3 * 17)).hasSize(3 * 17);
        }
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(Files.readString(folder.resolve("stderr"))).isEmpty();
        assertThat(process.exitValue()).isEqualTo(ExitStatus.OK);
    }

    @Test
    void anOutputFileThatCannotBeWrittenIsStillAFailureInOneLine() throws Exception {
        // a full disk is no reader's choice: /dev/full fails every write with ENOSPC
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "this machine has /dev/full");
        Process process = new ProcessBuilder(JAVA.toString(), "-jar", JAR.toString(), "solve", "10")
                .redirectOutput(new File("/dev/full"))
                .redirectError(folder.resolve("stderr").toFile())
                .start();
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(folder.resolve("stderr"));
        assertThat(err).startsWith("nqueens: solve: cannot write the output: ");
        assertThat(err.lines()).hasSize(1);
        assertThat(process.exitValue()).isEqualTo(ExitStatus.FAILURE);
    }

    @ParameterizedTest
    @CsvSource({"help count, help", "--version, nqueens", "count --help, count"})
    void helpAndTheVersionToAFullDiskAreAFailureInOneLine(String words, String command) throws Exception {
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "this machine has /dev/full");
        List<String> line = new ArrayList<>(List.of(JAVA.toString(), "-jar", JAR.toString()));
        line.addAll(List.of(words.split(" ")));
        Process process = new ProcessBuilder(line)
                .redirectOutput(new File("/dev/full"))
                .redirectError(folder.resolve("stderr").toFile())
                .start();
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(folder.resolve("stderr"));
        assertThat(err).startsWith("nqueens: " + command + ": cannot write the output: No space left on device");
        assertThat(err.lines()).hasSize(1);
        assertThat(process.exitValue()).isEqualTo(ExitStatus.FAILURE);
    }

    @Test
    void onTheModulePathTheProvidersAreFoundAsModules() throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(nativeAccess("org.jline.nativ"));
        command.addAll(List.of("--module-path", RUNTIME_PATH, "--module", "dev.nqueens.shell/dev.nqueens.shell.Main"));
        assertThat(run(with(command, "count", "8"), "")).isEqualTo(succeeded("92\n"));
        assertThat(run(with(command, "solvers"), "").out()).contains("bitmask", "iterative", "recursive");
        assertThat(run(with(command), "-f json\nsolve 4\n").out().strip()).isEqualTo(CLASSIC_FOUR_JSON);
    }

    @Test
    void onTheClassPathTheProvidersAreFoundToo() throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(nativeAccess("ALL-UNNAMED"));
        command.addAll(List.of("--class-path", RUNTIME_PATH, "dev.nqueens.shell.Main"));
        assertThat(run(with(command, "count", "8"), "")).isEqualTo(succeeded("92\n"));
        assertThat(run(with(command, "solvers"), "").out()).contains("bitmask", "iterative", "recursive");
    }

    /** Java 22 and later warn when a library loads native code unless the launch allows it. */
    private static List<String> nativeAccess(String modules) {
        assertThat(RUNTIME_PATH.split(File.pathSeparator)).as("nqueens.runtime.path").hasSizeGreaterThan(3);
        return Runtime.version().feature() >= 22 ? List.of("--enable-native-access=" + modules) : List.of();
    }

    private static List<String> with(List<String> command, String... args) {
        return Stream.concat(command.stream(), Stream.of(args)).toList();
    }

    @ParameterizedTest
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalCancelsTheSolveAndLeavesTheOutputFileAsItWas(String signal, int status) throws Exception {
        assumeFalse(signal.equals("INT") && sigintIgnored(),
                "this JVM ignores SIGINT (a background job of a non-interactive shell), so its children do");
        Path file = Files.writeString(folder.resolve("boards.txt"), "old\n");
        Process process = start(jar("solve", "16", "--output", file.toString()));
        awaitTemporaryFile(process);
        new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
        Run run = finish(process);
        assertThat(run.status()).isEqualTo(status);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("nqueens: solve cancelled\n");
        assertThat(Files.readString(file)).isEqualTo("old\n");
        assertThat(temporaryFiles()).isEmpty();
    }

    @Test
    void ctrlCEndsAScriptWithStatus130AndRunsNoFurtherLine() throws Exception {
        assumeFalse(sigintIgnored(), "this JVM ignores SIGINT, so its children do");
        Process process = start(jar());
        try (OutputStream in = process.getOutputStream()) {
            // a long first line whose work shows: the temporary file of its output
            in.write("solve 16 --output boards.txt\ncount 4\n".getBytes(StandardCharsets.UTF_8));
        }
        awaitTemporaryFile(process);
        new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
        Run run = finish(process);
        assertThat(run.status()).isEqualTo(ExitStatus.INTERRUPTED);
        assertThat(run.out()).isEmpty();
    }

    /** Waits until the temporary file next to an output file shows that a solve is writing. */
    private void awaitTemporaryFile(Process process) throws IOException {
        Eventually.holds(() -> !temporaryFilesUnchecked().isEmpty() || !process.isAlive(),
                "a temporary file beside the output, or the end of nqueens", TIMEOUT);
        assertThat(temporaryFiles()).hasSize(1);
    }

    private List<Path> temporaryFilesUnchecked() {
        try {
            return temporaryFiles();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<Path> temporaryFiles() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(path -> path.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    /** Linux lists the ignored signals of a process in /proc; SIGINT is signal 2, the mask's second bit. */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        assumeTrue(Files.isReadable(status), "needs Linux's /proc to tell whether SIGINT is ignored");
        String mask = Files.readAllLines(status).stream()
                .filter(line -> line.startsWith("SigIgn:"))
                .findFirst().orElseThrow()
                .substring("SigIgn:".length()).strip();
        return (Long.parseLong(mask, 16) & 0b10) != 0;
    }

    @Test
    void aPluginIsListedAndUsed() throws Exception {
        Path plugins = folder.resolve("plugins");
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).renderers(PluginJars.COMMAS).write();
        Run solvers = run(jar("--plugins", plugins.toString(), "solvers"), "");
        assertThat(solvers.out()).contains("\n  good ", "Backtracking, a test plugin");
        assertThat(solvers.err()).isEmpty();
        assertThat(run(jar("--plugins", plugins.toString(), "count", "8", "-s", "good"), ""))
                .isEqualTo(succeeded("92\n"));
        assertThat(run(jar("--plugins", plugins.toString(), "solve", "4", "-s", "good", "-f", "commas"), ""))
                .isEqualTo(succeeded("1,3,0,2\n2,0,3,1\n"));
        // a session started with --plugins keeps them
        assertThat(run(jar("--plugins", plugins.toString()), "use good\ncount 6\n")).isEqualTo(succeeded("4\n"));
    }

    @Test
    void aCorruptJarIsReportedInOneLineAndSkipped() throws Exception {
        Path plugins = folder.resolve("plugins");
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).write();
        Path corrupt = PluginJars.corrupt(plugins.resolve("corrupt.jar"));
        String warning = "nqueens: plugin " + corrupt
                + ": skipped, cannot be read as a jar: zip END header not found\n";
        assertThat(run(jar("--plugins", plugins.toString(), "count", "8", "-s", "good"), ""))
                .isEqualTo(new Run(ExitStatus.OK, "92\n", warning));
        Run listing = run(jar("--plugins", plugins.toString(), "plugins"), "");
        assertThat(listing.status()).isZero();
        assertThat(listing.out().lines()).anySatisfy(line -> assertThat(line.split(" {2,}")).containsExactly(
                corrupt.toString(), "jar", "-", "-", "skipped, cannot be read as a jar: zip END header not found"));
        assertThat(listing.err()).isEqualTo(warning);
    }

    @Test
    void pluginsComeFromTheHomeFolderAndFromNqueensPlugins() throws Exception {
        Path home = folder.resolve("home");
        PluginJars.jar(home.resolve(".nqueens/plugins/good.jar")).solvers(PluginJars.GOOD).write();
        assertThat(run(jarWithHome(home, "count", "6", "-s", "good"), "")).isEqualTo(succeeded("4\n"));

        Path first = folder.resolve("first");
        Path second = folder.resolve("second");
        PluginJars.jar(first.resolve("good.jar")).solvers(PluginJars.GOOD).write();
        PluginJars.jar(second.resolve("counting.jar")).solvers(PluginJars.LIBRARY_USER).classes(PluginJars.LIBRARY)
                .write();
        Process process = start(jar("solvers"), first + File.pathSeparator + second);
        process.getOutputStream().close();
        Run run = finish(process);
        assertThat(run.out()).contains("\n  good ", "\n  library-user ");
        assertThat(run.err()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"INT, 130", "TERM, 143"})
    void aPluginSolverThatIgnoresCancellationIsReportedAndTheProcessEndsAnyway(String signal, int status)
            throws Exception {
        assumeFalse(signal.equals("INT") && sigintIgnored(),
                "this JVM ignores SIGINT (a background job of a non-interactive shell), so its children do");
        Path plugins = folder.resolve("plugins");
        PluginJars.jar(plugins.resolve("stubborn.jar")).solvers(PluginJars.STUBBORN).write();
        Process process = start(jar("--plugins", plugins.toString(), "count", "5", "-s", "stubborn"));
        process.getOutputStream().close();
        Eventually.contains(() -> readQuietly(folder.resolve("stderr")), "stubborn: counting\n", TIMEOUT);
        long signalled = System.nanoTime();
        new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
        Run run = finish(process);
        assertThat(Duration.ofNanos(System.nanoTime() - signalled)).isBetween(Interrupts.STOP_GRACE,
                Interrupts.STOP_GRACE.plusSeconds(10));
        assertThat(run).isEqualTo(new Run(status, "", "stubborn: counting\nnqueens: count 5 with stubborn has not"
                + " stopped 2.0 s after it was cancelled; exiting anyway\n"));
    }

    /** @return a home folder whose plugin folder holds a jar of the solver given, and a good jar */
    private Path homeWith(String jarName, String solver) {
        Path home = folder.resolve("home");
        Path plugins = home.resolve(".nqueens").resolve("plugins");
        PluginJars.jar(plugins.resolve(jarName)).solvers(solver).write();
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).renderers(PluginJars.COMMAS).write();
        return home;
    }

    /** --version and help run no plugin, nor its check, and write no verdict. */
    private void versionAndHelpRunWithoutPlugins(Path home) throws Exception {
        Run version = run(jarWithHome(home, "--version"), "");
        assertThat(version.status()).isZero();
        assertThat(version.out()).startsWith("nqueens " + VersionProvider.version() + "\n");
        assertThat(version.err()).isEmpty();
        Run help = run(jarWithHome(home, "help"), "");
        assertThat(help.status()).isZero();
        assertThat(help.out()).startsWith("Usage: nqueens");
        assertThat(help.err()).isEmpty();
        assertThat(home.resolve(".nqueens").resolve("plugins.cache")).doesNotExist();
    }

    /**
     * A jar whose provider's constructor never returns once kept every command, --version too, waiting as
     * long as it slept: now --version and help do not check it, and a command that needs the plugins waits
     * for it once, up to the deadline, and then only reads its verdict.
     */
    @Test
    void aJarWhoseConstructorNeverReturnsHoldsUpNoCommand() throws Exception {
        Path home = homeWith("hangs.jar", PluginJars.HANGS);
        versionAndHelpRunWithoutPlugins(home);
        String warning = "nqueens: plugin " + home.resolve(".nqueens/plugins/hangs.jar")
                + ": skipped: its providers did not answer within 2 s\n";
        assertThat(run(java(home, List.of("-D" + ChildJvmChecker.DEADLINE_PROPERTY + "=2"), "count", "8", "-s", "good"),
                "")).isEqualTo(new Run(ExitStatus.OK, "92\n", warning));
        Path cache = home.resolve(".nqueens").resolve("plugins.cache");
        String verdicts = Files.readString(cache);
        assertThat(run(jarWithHome(home, "solve", "4", "-s", "good", "-f", "commas"), ""))
                .isEqualTo(new Run(ExitStatus.OK, "1,3,0,2\n2,0,3,1\n", warning));
        // the second start checked nothing: it wrote no verdict
        assertThat(Files.readString(cache)).isEqualTo(verdicts);
    }

    /**
     * A jar whose static initializer calls System.exit(3) once ended every command with exit status 3 and
     * no message, --version and plugins too: now it ends its check alone, and is named.
     */
    @Test
    void aJarThatCallsSystemExitEndsNoCommand() throws Exception {
        Path home = homeWith("exits.jar", PluginJars.EXITS);
        versionAndHelpRunWithoutPlugins(home);
        Path exits = home.resolve(".nqueens/plugins/exits.jar");
        String status = "skipped: it called System.exit(3) while its providers were made";
        String warning = "nqueens: plugin " + exits + ": " + status + "\n";
        Run plugins = run(jarWithHome(home, "plugins"), "");
        assertThat(plugins.status()).isZero();
        assertThat(plugins.err()).isEqualTo(warning);
        assertThat(plugins.out().lines()).anySatisfy(line -> assertThat(line.split(" {2,}")).hasSize(5)
                .startsWith(exits.toString(), "jar", "-").endsWith(status)
                .satisfies(cells -> assertThat(cells[3]).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d")));
        assertThat(run(jarWithHome(home, "count", "8", "-s", "good"), "")).isEqualTo(new Run(ExitStatus.OK, "92\n",
                warning));
    }

    /**
     * A jar of half a megabyte whose services file inflates to 512 MB once ended count 8 with an
     * OutOfMemoryError in a heap of 256 MB: now neither the shell nor the check inflates it past 1 MiB.
     */
    @Test
    void aServicesFileThatInflatesTo512MBIsRefusedUnread() throws Exception {
        Path plugins = folder.resolve("plugins");
        Path bomb = PluginJars.jar(plugins.resolve("bomb.jar")).solvers(PluginJars.GOOD)
                .padServices(Solver.class, 512L << 20).write();
        assertThat(Files.size(bomb)).isLessThan(1 << 20);
        PluginJars.jar(plugins.resolve("commas.jar")).renderers(PluginJars.COMMAS).write();
        String warning = "nqueens: plugin " + bomb + ": skipped: its services file META-INF/services/"
                + Solver.class.getName() + " is larger than 1 MiB\n";
        Path home = folder.resolve("home");
        assertThat(run(java(home, List.of("-Xmx256m"), "--plugins", plugins.toString(), "count", "8"), ""))
                .isEqualTo(new Run(ExitStatus.OK, "92\n", warning));
        assertThat(run(java(home, List.of("-Xmx256m"), "--plugins", plugins.toString(), "solve", "4", "-f",
                "commas"), "")).isEqualTo(new Run(ExitStatus.OK, "1,3,0,2\n2,0,3,1\n", warning));
    }

    @Test
    void aJarWhoseConstructorFillsTheHeapIsSkipped() throws Exception {
        Path home = homeWith("greedy.jar", PluginJars.GREEDY);
        assertThat(run(jarWithHome(home, "count", "8", "-s", "good"), "")).isEqualTo(new Run(ExitStatus.OK, "92\n",
                "nqueens: plugin " + home.resolve(".nqueens/plugins/greedy.jar") + ": skipped: it ran out of memory"
                        + " while its providers were made (the check gives it a heap of 64 MB)\n"));
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
