package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.ShellProcesses.Run;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tool in a program of its own ({@link EmbeddedHost}), with a plugin jar that a JVM of its own checks first:
 * the run leaves the program's process as it found it. It left two shutdown hooks behind, one to end the checking
 * JVMs and one to name a plugin that calls System.exit, though {@link NqueensTool} says it installs none.
 */
class EmbeddedToolIT {

    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @TempDir
    Path folder;

    @Test
    void aRunWithAPluginLeavesNoHookAndNoThreadInItsHost() throws Exception {
        Path plugins = folder.resolve("plugins");
        PluginJars.jar(plugins.resolve("good.jar")).solvers(PluginJars.GOOD).write();
        List<String> command = List.of(ShellProcesses.JAVA.toString(), "--add-opens", "java.base/java.lang=ALL-UNNAMED",
                "-Duser.home=" + folder.resolve("home"), "-cp",
                ShellProcesses.JAR + File.pathSeparator + Path.of("target", "test-classes").toAbsolutePath(),
                EmbeddedHost.class.getName(), "--plugins", plugins.toString(), "count", "8", "-s", "good");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(folder.resolve("stdout").toFile())
                .redirectError(folder.resolve("stderr").toFile());
        builder.environment().remove(PluginFolder.VARIABLE);

        Run run = ShellProcesses.finish(ShellProcesses.withTheirOwnHome(builder).start(), folder.resolve("stdout"),
                folder.resolve("stderr"), TIMEOUT);

        assertThat(run.status()).isZero();
        assertThat(run.out().lines().toList()).containsExactly("status 0", "out 92", "err ", "hooks 0", "threads []");
    }
}
