package dev.nqueens.shell;

import static dev.nqueens.shell.ShellProcesses.JAR;
import static dev.nqueens.shell.ShellProcesses.JAVA;
import static dev.nqueens.shell.ShellProcesses.java;
import static dev.nqueens.shell.ShellProcesses.withTheirOwnHome;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.ShellProcesses.Run;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ways round the quarantine of plugins that an attacker tried, each through the runnable jar in a JVM of
 * its own, with a home folder of the test's: bytes rewritten in place after their check, prints on standard
 * output, System.exit from a plugin's thread, and the JVM of a check left running when nqueens is killed.
 */
class PluginQuarantineIT {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @TempDir
    Path folder;

    private Process start(List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectOutput(folder.resolve("stdout").toFile())
                .redirectError(folder.resolve("stderr").toFile());
        builder.environment().remove(PluginFolder.VARIABLE);
        // the hanging plugin says when its code has begun to hang (the JVM of the check inherits it)
        builder.environment().put(PluginJars.HANGING_MARKER, hangingMarker().toString());
        return withTheirOwnHome(builder).start();
    }

    private Path hangingMarker() {
        return folder.resolve("hanging");
    }

    private Run run(List<String> command) throws IOException, InterruptedException {
        Process process = start(command);
        process.getOutputStream().close();
        return finish(process);
    }

    private Run finish(Process process) throws IOException, InterruptedException {
        return ShellProcesses.finish(process, folder.resolve("stdout"), folder.resolve("stderr"), TIMEOUT);
    }

    /** @return a home folder whose plugin folder holds a good jar and a jar of the solver given */
    private Path homeWith(String jarName, String solver) {
        Path home = folder.resolve("home");
        Path plugins = home.resolve(".nqueens").resolve("plugins");
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).write();
        if (solver != null) {
            PluginJars.jar(plugins.resolve(jarName)).solvers(solver).write();
        }
        return home;
    }

    /**
     * A jar that passed, then rewritten in place with other bytes of the same size and its modification time
     * put back (size, time and inode as they were) once had the new bytes' static initializer run in the
     * shell: System.exit(7), and no word. Now the shell loads the copy it checked.
     */
    @Test
    void aJarRewrittenInPlaceAfterItsCheckLoadsTheBytesThatWereChecked() throws Exception {
        Path home = folder.resolve("home");
        Path good = home.resolve(".nqueens/plugins/good.jar");
        Path evil = folder.resolve("evil.jar");
        PluginJars.jar(evil).solvers(PluginJars.GOOD).variant(PluginJars.GOOD).write();
        PluginJars.jar(good).solvers(PluginJars.GOOD).comment(4000).write();
        int padding = (int) (Files.size(good) - Files.size(evil));
        assertThat(padding).isPositive();
        PluginJars.jar(evil).solvers(PluginJars.GOOD).variant(PluginJars.GOOD).comment(padding).write();
        assertThat(Files.size(evil)).isEqualTo(Files.size(good));

        assertThat(run(java(home, List.of(), "count", "8", "-s", "good"))).isEqualTo(new Run(0, "92\n", ""));
        Object inode = Files.readAttributes(good, "unix:ino").get("ino");
        FileTime modified = Files.getLastModifiedTime(good);
        Files.write(good, Files.readAllBytes(evil), StandardOpenOption.TRUNCATE_EXISTING);
        Files.setLastModifiedTime(good, modified);
        assertThat(Files.readAttributes(good, "unix:ino").get("ino")).isEqualTo(inode);

        assertThat(run(java(home, List.of(), "count", "8", "-s", "good"))).isEqualTo(new Run(0, "92\n", ""));
    }

    /** A static initializer's print once landed on standard output, before count's 92. */
    @Test
    void whatAPluginPrintsGoesToStandardErrorPrefixedByItsJar() throws Exception {
        Path home = homeWith("chatty.jar", PluginJars.CHATTY);
        assertThat(run(java(home, List.of(), "count", "8", "-s", "good")))
                .isEqualTo(new Run(0, "92\n", "[chatty.jar] hello from the chatty plugin\n"));
    }

    /** Through the jar, as a user meets them: the two faults of a plugin built for the API before. */
    @Test
    void aPluginOfTheApiBeforeIsToldApartFromAUsageError() throws Exception {
        Path home = homeWith("old-api.jar", PluginJars.OLD_API);
        PluginJars.jar(home.resolve(".nqueens/plugins/claims.jar")).solvers(PluginJars.CLAIMS).write();
        Path plugins = home.resolve(".nqueens/plugins");

        Run claims = run(java(home, List.of(), "count", "8", "-s", "claims"));
        assertThat(claims.status()).isEqualTo(1);
        assertThat(claims.err().lines().toList()).last().isEqualTo("nqueens: count: the claims solver (plugin "
                + plugins.resolve("claims.jar") + ") failed: java.lang.IllegalStateException: the claims solver"
                + " cannot count: it declares COUNT, but does not implement count(SolveRequest)");
        Run old = run(java(home, List.of(), "count", "8", "-s", "old-api"));
        assertThat(old.status()).isEqualTo(2);
        assertThat(old.err().lines().toList()).last().asString().startsWith("nqueens: count: solver 'old-api' did not"
                + " load: plugin " + plugins.resolve("old-api.jar") + ": solver old-api skipped: " + PluginJars.OLD_API
                + " was built for nqueens API version ");
    }

    /** A plugin thread's System.exit(42) once ended a script after its first result with no word of the jar. */
    @Test
    void aPluginThatEndsTheProcessIsNamedOnTheLastLineOfStandardError() throws Exception {
        Path home = homeWith("quitter.jar", PluginJars.QUITTER);
        Run run = quitterScript(home, "count 8\n");
        assertThat(run.out()).isEqualTo("92\n");
        assertThat(run.err().lines().toList()).last().asString().startsWith(quitterLine(home));
    }

    /**
     * Runs a script that has not ended (the process is alive when the quitter's thread calls System.exit 1.5 s
     * after it was made) and has it end with status 42.
     */
    private Run quitterScript(Path home, String script) throws IOException, InterruptedException {
        Process process = start(java(home, List.of(), "--solver", "good"));
        OutputStream in = process.getOutputStream();
        in.write(script.getBytes(StandardCharsets.UTF_8));
        in.flush();
        Run run = finish(process);
        in.close();
        assertThat(run.status()).isEqualTo(42);
        return run;
    }

    private static String quitterLine(Path home) {
        return "nqueens: plugin " + home.resolve(".nqueens/plugins/quitter.jar") + " ended the process (System.exit"
                + " from " + PluginJars.QUITTER;
    }

    /**
     * A plugin thread's System.exit during a long count: the session's exit hook says that the count was cancelled
     * while the hook that names the jar wrote its line, and twice in four runs the cancellation came last.
     */
    @Test
    void thePluginsLineComesAfterTheCancelledCountsLine() throws Exception {
        Path home = homeWith("quitter.jar", PluginJars.QUITTER);
        // the second count runs for seconds: the plugin's thread ends the process while it does
        Run run = quitterScript(home, "count 8\ncount 20 -s bitslice --threads 1\n");
        List<String> lines = run.err().lines().toList();
        assertThat(lines).anyMatch(line -> line.matches("nqueens: line \\d: count cancelled.*"));
        assertThat(lines).last().asString().startsWith(quitterLine(home));
    }

    /**
     * Ctrl-C, SIGTERM or SIGKILL while a jar was checked once ended nqueens and left the JVM of the check
     * running, orphaned, for as long as the plugin slept. Now it ends within a couple of seconds.
     */
    @ParameterizedTest
    @ValueSource(strings = {"KILL", "TERM"})
    void theJvmOfACheckEndsWhenNqueensIsKilled(String signal) throws Exception {
        Path home = homeWith("hangs.jar", PluginJars.HANGS);
        Process process = start(java(home, List.of("-D" + ChildJvmChecker.DEADLINE_PROPERTY + "=120"), "count",
                "8", "-s", "good"));
        process.getOutputStream().close();
        ProcessHandle check = awaitCheck(process);
        new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
        assertThat(process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        boolean ended = check.onExit().thenApply(handle -> true).completeOnTimeout(false, 5, TimeUnit.SECONDS).get();
        if (!ended) {
            check.destroyForcibly();
        }
        assertThat(ended).as("the JVM of the check ended within 5 s of nqueens' SIG%s", signal).isTrue();
    }

    /** @return the JVM of the check that nqueens started, once the plugin's code in it has begun to hang */
    private ProcessHandle awaitCheck(Process process) throws InterruptedException {
        ProcessHandle check = Eventually.matches(() -> process.children()
                        .filter(child -> child.info().arguments().map(List::of)
                                .filter(args -> args.stream().anyMatch(arg -> arg.endsWith("ChildCheck")))
                                .isPresent())
                        .findFirst(),
                Optional::isPresent, "nqueens to start the check of a jar", TIMEOUT).orElseThrow();
        Eventually.holds(() -> Files.exists(hangingMarker()), "the plugin's constructor to begin to hang", TIMEOUT);
        return check;
    }
}
