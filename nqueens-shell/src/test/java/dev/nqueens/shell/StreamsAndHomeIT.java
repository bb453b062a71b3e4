package dev.nqueens.shell;

import static dev.nqueens.shell.ShellProcesses.JAR;
import static dev.nqueens.shell.ShellProcesses.JAVA;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.shell.ShellProcesses.Run;
import dev.nqueens.shell.console.TerminalAttachment;
import dev.nqueens.shell.io.NoColor;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.testkit.internal.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The packaged program where the process's own descriptors and home folder matter: {@code -o} onto its own
 * standard output or error, {@code $HOME} against {@code user.home}, a user without a home, a history file of
 * any size, and {@code NO_COLOR}, each in a JVM of its own with private folders.
 */
class StreamsAndHomeIT {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final String BOARDS_OF_FOUR = "1 3 0 2\n2 0 3 1\n";

    @TempDir
    Path folder;

    /**
     * Starts {@code java OPTIONS -jar nqueens.jar ARGS} in the given folder, with the given environment on
     * top of this one, and no plugin folder of the machine's.
     */
    private static ProcessBuilder nqueens(Path directory, Map<String, String> environment, List<String> options,
            String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(options);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
        builder.environment().remove(PluginFolder.VARIABLE);
        builder.environment().remove("HOME");
        builder.environment().putAll(environment);
        return builder;
    }

    /** A folder of its own for HOME, so that the machine's home is never read or written. */
    private Map<String, String> privateHome() throws IOException {
        return Map.of("HOME", Files.createDirectories(folder.resolve("home")).toString());
    }

    private static Run finish(Process process) throws IOException, InterruptedException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread outReader = drain(process.getInputStream(), out);
        Thread errReader = drain(process.getErrorStream(), err);
        if (!process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("nqueens did not end within " + TIMEOUT);
        }
        outReader.join();
        errReader.join();
        return new Run(process.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Thread drain(InputStream from, OutputStream to) {
        Thread reader = new Thread(() -> {
            try (from) {
                from.transferTo(to);
            } catch (IOException e) {
                // the process has gone; what it wrote so far is all there is
            }
        });
        reader.start();
        return reader;
    }

    @Test
    void outputOntoStandardOutputAppendsToTheFileItIsRedirectedTo() throws Exception {
        Path log = Files.writeString(folder.resolve("log.txt"), "earlier\n");
        for (String target : List.of("/dev/stdout", log.toString())) {
            // as in nqueens solve 4 -f columns -o /dev/stdout >> log.txt
            Process process = nqueens(folder, privateHome(), List.of(), "solve", "4", "-f", "columns", "-o", target)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            assertThat(finish(process)).isEqualTo(new Run(ExitStatus.OK, "", ""));
        }
        assertThat(Files.readString(log)).isEqualTo("earlier\n" + BOARDS_OF_FOUR + BOARDS_OF_FOUR);
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(Path::getFileName).map(Path::toString)).containsExactlyInAnyOrder("log.txt", "home");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})
    void outputOntoStandardOutputWorksThroughAPipe(String target) throws Exception {
        assumeTrue(Files.exists(Path.of(target)), "this system has " + target);
        // as in nqueens solve 4 -f columns -o /dev/stdout | cat
        Process process = nqueens(folder, privateHome(), List.of(), "solve", "4", "-f", "columns", "-o", target).start();
        assertThat(finish(process)).isEqualTo(new Run(ExitStatus.OK, BOARDS_OF_FOUR, ""));
    }

    @Test
    void outputOntoStandardErrorGoesThere() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/stderr")), "this system has /dev/stderr");
        Process process = nqueens(folder, privateHome(), List.of(), "solve", "4", "-f", "columns", "-o", "/dev/stderr")
                .start();
        assertThat(finish(process)).isEqualTo(new Run(ExitStatus.OK, "", BOARDS_OF_FOUR));
    }

    @Test
    void noColorKeepsTheColoursOutOfHelpOnATerminal() throws Exception {
        // the launcher says which streams are terminals; here standard output is one
        List<String> onATerminal = List.of("-D" + TerminalAttachment.PROPERTY + "=out");
        Map<String, String> home = privateHome();
        ProcessBuilder inColour = nqueens(folder, home, onATerminal, "count", "--help");
        // whatever the machine running the tests asks
        inColour.environment().remove(NoColor.VARIABLE);
        Run coloured = finish(inColour.start());
        assertThat(coloured.status()).isZero();
        assertThat(coloured.out()).contains("\u001b[");
        for (String value : List.of("1", "false")) {
            Map<String, String> environment = new HashMap<>(home);
            environment.put(NoColor.VARIABLE, value);
            Run plain = finish(nqueens(folder, environment, onATerminal, "count", "--help").start());
            assertThat(plain.out()).as("NO_COLOR=%s", value).doesNotContain("\u001b")
                    .isEqualTo(coloured.out().replaceAll("\u001b\\[[0-9;]*m", ""));
        }
        // set but empty, it asks for nothing
        Map<String, String> empty = new HashMap<>(home);
        empty.put(NoColor.VARIABLE, "");
        assertThat(finish(nqueens(folder, empty, onATerminal, "count", "--help").start())).isEqualTo(coloured);
    }

    @Test
    void homeWinsOverUserHomeForPluginsAndTheirVerdicts() throws Exception {
        Path home = folder.resolve("home");
        Path passwd = Files.createDirectories(folder.resolve("passwd"));
        PluginJars.jar(home.resolve(".nqueens").resolve("plugins").resolve("good.jar"))
                .solvers(PluginJars.GOOD).write();
        Process process = nqueens(folder, Map.of("HOME", home.toString()), List.of("-Duser.home=" + passwd),
                "count", "8", "-s", "good").start();
        assertThat(finish(process)).isEqualTo(new Run(ExitStatus.OK, "92\n", ""));
        assertThat(home.resolve(".nqueens").resolve("plugins.cache")).isRegularFile();
        try (Stream<Path> files = Files.list(passwd)) {
            assertThat(files).as("user.home, when HOME is set").isEmpty();
        }
    }

    @Test
    void withoutAUsableHomeNothingIsWrittenAndThatIsSaidOnce() throws Exception {
        // as for docker run --user 4242: no HOME, no password entry, so user.home is "?"
        Path current = Files.createDirectories(folder.resolve("current"));
        Path plugins = folder.resolve("plugins");
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).write();
        Process process = nqueens(current, Map.of(PluginFolder.VARIABLE, plugins.toString()),
                List.of("-Duser.home=?"), "count", "8", "-s", "good").start();
        Run run = finish(process);
        assertThat(run.status()).isEqualTo(ExitStatus.OK);
        assertThat(run.out()).isEqualTo("92\n");
        assertThat(run.err()).startsWith("nqueens: no usable home folder (HOME is not set; user.home is ?, not an"
                + " absolute path): running without history");
        assertThat(run.err().lines()).hasSize(1);
        try (Stream<Path> files = Files.list(current)) {
            assertThat(files).as("the current folder").isEmpty();
        }
    }

    @Test
    void aHugeHistoryIsReadInBoundedMemoryAndTheHistoryIsHomes() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs script(1) for a terminal");
        Path home = folder.resolve("home");
        Path history = Files.createDirectories(home.resolve(".nqueens")).resolve("history");
        // 100 MB of old commands, through a heap of 256 MB: JLine alone would read them all
        byte[] line = ("1796193595296:solve 8 -f columns -o boards.txt" + " ".repeat(50) + "\n")
                .getBytes(StandardCharsets.US_ASCII);
        try (FileChannel out = FileChannel.open(history, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            byte[] block = new byte[line.length * 10_000];
            for (int i = 0; i < 10_000; i++) {
                System.arraycopy(line, 0, block, i * line.length, line.length);
            }
            for (long written = 0; written < 100L << 20; written += block.length) {
                out.write(ByteBuffer.wrap(block));
            }
        }
        Path passwd = Files.createDirectories(folder.resolve("passwd"));
        String java = String.join(" ", JAVA.toString(), "-Xmx256m", "-Duser.home=" + passwd, "-jar", JAR.toString());
        // script(1) gives nqueens a terminal of its own, so that the interactive shell and its history run
        Process process = nqueens(folder, Map.of("HOME", home.toString()), List.of())
                .command("/usr/bin/script", "-qec", java, "/dev/null")
                .redirectErrorStream(true)
                .start();
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        Thread reader = drain(process.getInputStream(), screen);
        try (OutputStream keys = process.getOutputStream()) {
            awaitScreen(screen, "2004h", 1);
            keys.write("count 8\r".getBytes(StandardCharsets.US_ASCII));
            keys.flush();
            awaitScreen(screen, "92", 1);
            awaitScreen(screen, "2004h", 2);
            keys.write("exit\r".getBytes(StandardCharsets.US_ASCII));
            keys.flush();
            assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).as("the shell ends").isTrue();
        } finally {
            process.destroyForcibly();
            reader.join();
        }
        String shown = screen.toString(StandardCharsets.UTF_8);
        assertThat(shown).doesNotContain("OutOfMemoryError", "nqueens failed");
        assertThat(process.exitValue()).as(shown).isZero();
        assertThat(Files.size(history)).isLessThan(2L << 20);
        assertThat(Files.readAllLines(history)).last().asString().endsWith(":exit");
        assertThat(Files.readAllLines(history)).anyMatch(entry -> entry.endsWith(":count 8"));
        try (Stream<Path> files = Files.list(passwd)) {
            assertThat(files).as("user.home, when HOME is set").isEmpty();
        }
    }

    /** Waits until the screen shows the text the given number of times. */
    private static void awaitScreen(ByteArrayOutputStream screen, String text, int times) {
        // ByteArrayOutputStream's methods are synchronized: the reader thread may write meanwhile
        Eventually.matches(() -> screen.toString(StandardCharsets.UTF_8),
                shown -> shown.split(Pattern.quote(text), -1).length - 1 >= times,
                "the screen to show " + text + " " + times + " times", TIMEOUT);
    }
}
