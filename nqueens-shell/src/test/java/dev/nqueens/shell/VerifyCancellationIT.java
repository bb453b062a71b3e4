package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code verify} reading input that never yields a board, as {@code tr '\0' ' ' < /dev/zero | nqueens verify
 * -f columns} gives it, ends promptly on SIGTERM: the reader's own loops poll the cancellation, so the
 * shell's grace period for a command that does not stop is never needed.
 */
class VerifyCancellationIT {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final Path JAR = Path.of(System.getProperty("nqueens.jar", "target/nqueens.jar"));
    /** How much input verify must have read before the signal: by then it is deep in the reader's loop. */
    private static final long READ_BEFORE_SIGNAL = 16L << 20;
    /** The time to end after SIGTERM: the 100 ms of the cancellation, and the JVM's shutdown. */
    private static final Duration PROMPTLY = Duration.ofSeconds(1);

    @TempDir
    Path folder;

    @ParameterizedTest(name = "-f {0}, \"{1}\" for ever")
    @CsvSource(quoteCharacter = '\'', value = {"columns, ' '", "json, ' '", "ascii, '\n'"})
    void sigtermEndsAVerifyReadingEndlessBlanks(String form, String filler) throws Exception {
        Path home = Files.createDirectories(folder.resolve("home"));
        ProcessBuilder builder = new ProcessBuilder(JAVA.toString(), "-Duser.home=" + home, "-jar", JAR.toString(),
                "verify", "-f", form)
                .directory(folder.toFile())
                .redirectOutput(folder.resolve("stdout").toFile())
                .redirectError(folder.resolve("stderr").toFile());
        builder.environment().remove(PluginFolder.VARIABLE);
        builder.environment().put("HOME", home.toString());
        Process process = builder.start();
        AtomicLong written = new AtomicLong();
        Thread feeder = new Thread(() -> feed(process.getOutputStream(), filler.replace("\\n", "\n"), written),
                "endless blanks");
        feeder.setDaemon(true);
        feeder.start();
        try {
            Eventually.holds(() -> written.get() >= READ_BEFORE_SIGNAL || !process.isAlive(),
                    "verify to read " + READ_BEFORE_SIGNAL + " bytes, or to end", Duration.ofSeconds(60));
            assertThat(process.isAlive()).as("verify is still reading blanks").isTrue();
            assertThat(written.get()).as("bytes verify has read").isGreaterThanOrEqualTo(READ_BEFORE_SIGNAL);

            long signalled = System.nanoTime();
            // kill rather than Process.destroy(), which also closes the pipe: verify would see the input end
            new ProcessBuilder("kill", "-TERM", Long.toString(process.pid())).start().waitFor();
            boolean ended = process.waitFor(10, TimeUnit.SECONDS);
            Duration took = Duration.ofNanos(System.nanoTime() - signalled);

            String err = Files.readString(folder.resolve("stderr"));
            assertThat(ended).as("verify ended after SIGTERM; stderr: %s", err).isTrue();
            assertThat(took).as("time from SIGTERM to the end; stderr: %s", err).isLessThan(PROMPTLY);
            // 128 + SIGTERM, as the README's exit statuses say
            assertThat(process.exitValue()).isEqualTo(143);
            assertThat(err).doesNotContain("has not stopped");
            assertThat(Files.readString(folder.resolve("stdout"))).isEmpty();
        } finally {
            process.destroyForcibly();
            feeder.join(TimeUnit.SECONDS.toMillis(5));
        }
    }

    /** Writes the filler over and over until the process stops reading. */
    private static void feed(OutputStream in, String filler, AtomicLong written) {
        byte[] chunk = new byte[1 << 16];
        byte[] bytes = filler.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < chunk.length; i++) {
            chunk[i] = bytes[i % bytes.length];
        }
        try (in) {
            while (true) {
                in.write(chunk);
                written.addAndGet(chunk.length);
            }
        } catch (IOException e) {
            // the process has ended and closed its end of the pipe
        }
    }
}
