package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code count} of {@code bitslice}, and a {@code member}, relaunched in a JVM with the Vector API ({@code NQUEENS_VECTOR=on}, which
 * relaunches on any processor): the count and its status are the other JVM's, its standard error carries no
 * warning of the incubating module, and the other JVM does not outlive this one, whether it ends by SIGTERM or
 * is killed.
 */
class VectorRelaunchIT {

    private static final String MODULE_OPTION = "--add-modules=jdk.incubator.vector";
    /** A count that runs long enough to be signalled: several seconds on one thread. */
    private static final List<String> LONG_COUNT = List.of("count", "18", "--threads", "1");
    private static final Duration LONG = Duration.ofSeconds(120);

    @TempDir
    Path folder;

    @Test
    void aRelaunchedCountPrintsTheCountAndNoWarning() throws Exception {
        Process process = start("on", List.of("count", "12", "--check"));
        ShellProcesses.Run run = ShellProcesses.finish(process, folder.resolve("stdout"), folder.resolve("stderr"), LONG);

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("14200\n");
        assertThat(run.status()).isZero();
    }

    @Test
    void theCountRunsInAJvmWithTheModuleThatEndsWithThisOneOnSigterm() throws Exception {
        Process process = start("on", LONG_COUNT);
        try {
            ProcessHandle child = childWithTheModule(process);
            new ProcessBuilder("kill", "-TERM", Long.toString(process.pid())).start().waitFor();

            assertThat(process.waitFor(LONG.toSeconds(), TimeUnit.SECONDS)).isTrue();
            assertThat(child.onExit().get(LONG.toSeconds(), TimeUnit.SECONDS).isAlive()).isFalse();
            String err = Files.readString(folder.resolve("stderr"));
            assertThat(process.exitValue()).as("stderr: %s", err).isEqualTo(143);
            assertThat(err).doesNotContain("WARNING", "Exception", "has not stopped");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void theOtherJvmEndsWhenThisOneIsKilled() throws Exception {
        Process process = start("on", LONG_COUNT);
        try {
            ProcessHandle child = childWithTheModule(process);
            process.destroyForcibly().waitFor();

            assertThat(child.onExit().get(LONG.toSeconds(), TimeUnit.SECONDS).isAlive()).isFalse();
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void aRelaunchedMemberLeavesItsClusterCleanlyOnSigtermAndThisJvmWaitsForIt() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Process process = start("on", List.of("member", "--port", Integer.toString(port), "--threads", "1",
                "--cluster-name", "vector-relaunch-it"));
        try {
            ProcessHandle child = childWithTheModule(process);
            Eventually.holds(() -> stderr().contains("1 member"), "the member to start its cluster", LONG);
            new ProcessBuilder("kill", "-TERM", Long.toString(process.pid())).start().waitFor();

            assertThat(process.waitFor(LONG.toSeconds(), TimeUnit.SECONDS)).isTrue();
            assertThat(child.onExit().get(LONG.toSeconds(), TimeUnit.SECONDS).isAlive()).isFalse();
            String err = Files.readString(folder.resolve("stderr"));
            assertThat(process.exitValue()).as("stderr: %s", err).isEqualTo(143);
            // the other JVM's last words, passed on before this one ended
            assertThat(err).contains("left cluster 'vector-relaunch-it'").doesNotContain("WARNING", "Exception");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void offCountsInThisJvmAndAWrongSettingIsAUsageError() throws Exception {
        Process off = start("off", List.of("count", "10"));
        ShellProcesses.Run counted = ShellProcesses.finish(off, folder.resolve("stdout"), folder.resolve("stderr"),
                LONG);
        assertThat(counted.out()).isEqualTo("724\n");
        assertThat(counted.err()).isEmpty();

        Process wrong = start("yes", List.of("count", "10"));
        ShellProcesses.Run refused = ShellProcesses.finish(wrong, folder.resolve("stdout"), folder.resolve("stderr"),
                LONG);
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.out()).isEmpty();
        assertThat(refused.err()).isEqualTo("nqueens: count: NQUEENS_VECTOR must be auto, on or off, not 'yes'\n");
    }

    private Process start(String setting, List<String> args) throws IOException {
        Path home = folder.resolve("home");
        // as the launcher runs a member: Hazelcast's use of sun.misc.Unsafe warns from Java 23 on without it
        List<String> options = args.get(0).equals("member") && Runtime.version().feature() >= 23
                ? List.of("--sun-misc-unsafe-memory-access=allow") : List.of();
        ProcessBuilder builder = new ProcessBuilder(ShellProcesses.java(home, options, args.toArray(String[]::new)))
                .directory(folder.toFile())
                .redirectOutput(folder.resolve("stdout").toFile())
                .redirectError(folder.resolve("stderr").toFile());
        builder.environment().remove(PluginFolder.VARIABLE);
        builder.environment().put("NQUEENS_VECTOR", setting);
        return ShellProcesses.withTheirOwnHome(builder).start();
    }

    /** @return what the process wrote to standard error so far */
    private String stderr() {
        try {
            return Files.readString(folder.resolve("stderr"));
        } catch (IOException e) {
            return "";
        }
    }

    /** @return the JVM with the module that the process started, once it has started it */
    private static ProcessHandle childWithTheModule(Process process) {
        AtomicReference<Optional<ProcessHandle>> found = new AtomicReference<>(Optional.empty());
        Eventually.holds(() -> {
            found.set(process.children().filter(child -> child.info().arguments()
                    .map(arguments -> List.of(arguments).contains(MODULE_OPTION)).orElse(false)).findFirst());
            return found.get().isPresent() || !process.isAlive();
        }, "the count to start a JVM with the Vector API", LONG);
        assertThat(found.get()).as("a JVM with the Vector API, started by nqueens").isPresent();
        return found.get().get();
    }
}
