package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A member and a client in a JVM launched with {@code -m dev.nqueens.cluster/...}, as a modular launch of the
 * shell runs them: only the modules this module requires are resolved (and the solvers, as providers of a
 * service the API uses), so a JDK module that Hazelcast needs and {@code module-info} forgot makes it fail.
 * Surefire's own launch resolves every JDK module.
 */
class ModularLaunchTest {

    @Test
    void countsOnAClusterWhenLaunchedAsAModule() throws Exception {
        String testClasses = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.endsWith("test-classes")).findFirst().orElseThrow();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", System.getProperty("jdk.module.path"),
                "--patch-module", "dev.nqueens.cluster=" + testClasses));
        if (Runtime.version().feature() >= 23) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of("-m", "dev.nqueens.cluster/" + ClusterRoundTrip.class.getName(), "12"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output.lines().toList()).as(output)
                .contains(KnownCounts.total(12) + " " + KnownCounts.unique(12))
                .anyMatch(line -> line.startsWith("started cluster 'nqueens-modular-"))
                .allMatch(line -> !line.contains("WARNING") && !line.contains("Exception"));
    }
}
