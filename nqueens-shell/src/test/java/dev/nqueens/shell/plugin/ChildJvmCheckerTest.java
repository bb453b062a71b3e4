package dev.nqueens.shell.plugin;

import static dev.nqueens.shell.plugin.PluginJars.COMMAS;
import static dev.nqueens.shell.plugin.PluginJars.EXITS;
import static dev.nqueens.shell.plugin.PluginJars.FORGER;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static dev.nqueens.shell.plugin.PluginJars.GREEDY;
import static dev.nqueens.shell.plugin.PluginJars.HANGS;
import static dev.nqueens.shell.plugin.PluginJars.PACKAGE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import dev.nqueens.shell.plugin.JarVerdict.Admitted;
import dev.nqueens.shell.plugin.JarVerdict.Skipped;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check of one jar in a JVM of its own, and how the checker tells what the jar did there from how that
 * JVM ended: answered, did not answer in time, called {@code System.exit}, ran out of its heap, or read a
 * services file beyond the limit.
 */
class ChildJvmCheckerTest {

    private static final ChildJvmChecker CHECKER = new ChildJvmChecker(Duration.ofSeconds(2));

    @TempDir
    Path folder;

    private JarVerdict check(Path jar) throws Exception {
        return CHECKER.check(jar, List.of(jar));
    }

    @Test
    void aGoodJarPassesWithTheIdsAndCapabilitiesOfItsProviders() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD, PACKAGE + ".Missing").renderers(COMMAS)
                .write();
        assertThat(check(jar)).isEqualTo(JarVerdict.passed(List.of(
                new Skipped(Kind.SOLVER, null, "provider " + PACKAGE + ".Missing not found"),
                new Admitted(Kind.SOLVER, GOOD, "good", List.of("ALL_SOLUTIONS", "COUNT")),
                new Admitted(Kind.FORMAT, COMMAS, "commas", List.of()))));
    }

    @Test
    void providersThatDoNotAnswerWithinTheDeadlineFailTheJar() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("hangs.jar")).solvers(HANGS).write();
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("its providers did not answer within 2 s"));
    }

    /**
     * A provider that printed the report's own lines, then slept, was once recorded as passed: the report
     * was read from standard output. Now only the lines that carry the checker's nonce are the report.
     */
    @Test
    void aPluginThatPrintsTheReportsLinesDoesNotPassForTheCheck() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("forger.jar")).solvers(FORGER).write();
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("its providers did not answer within 2 s"));
    }

    @Test
    void aStaticInitializerThatCallsSystemExitFailsTheJar() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("it called System.exit(3) while its providers were made"));
    }

    @Test
    void aConstructorThatFillsTheHeapFailsTheJar() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("greedy.jar")).solvers(GREEDY).write();
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("it ran out of memory while its providers were made (the"
                + " check gives it a heap of 64 MB)"));
    }

    @Test
    void aServicesFileLargerThanTheLimitFailsTheJarUnread() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("padded.jar")).solvers(GOOD)
                .padServices(Solver.class, ChildCheck.MAX_SERVICES_BYTES).write();
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("its services file META-INF/services/"
                + Solver.class.getName() + " is larger than 1 MiB"));
        // at the limit, it is read
        Path within = PluginJars.jar(folder.resolve("within.jar")).solvers(GOOD)
                .padServices(Solver.class, ChildCheck.MAX_SERVICES_BYTES - "GoodSolver\n".length()
                        - PACKAGE.length() - 1).write();
        assertThat(check(within).passed()).isTrue();
    }

    /** The size the jar's directory gives may lie: what counts is what the file inflates to as it is read. */
    @Test
    void aServicesFileThatInflatesBeyondTheSizeItClaimsIsStillReadOnlyToTheLimit() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("lying.jar")).solvers(GOOD).padServices(Solver.class, 2 << 20).write();
        claimSize(jar, "META-INF/services/" + Solver.class.getName(), 100);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            assertThat(zip.getEntry("META-INF/services/" + Solver.class.getName()).getSize()).isEqualTo(100);
        }
        assertThat(check(jar)).isEqualTo(JarVerdict.failed("its services file META-INF/services/"
                + Solver.class.getName() + " is larger than 1 MiB"));
    }

    /** Writes another uncompressed size for an entry into the jar's central directory. */
    private static void claimSize(Path jar, String entry, int size) throws IOException {
        byte[] bytes = Files.readAllBytes(jar);
        byte[] name = entry.getBytes(StandardCharsets.UTF_8);
        ByteBuffer zip = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = 0; at + 46 + name.length <= bytes.length; at++) {
            // a central directory header: its signature, and the name at offset 46
            if (zip.getInt(at) == 0x02014b50 && zip.getShort(at + 28) == name.length
                    && Arrays.equals(bytes, at + 46, at + 46 + name.length, name, 0, name.length)) {
                zip.putInt(at + 24, size);
                Files.write(jar, bytes);
                return;
            }
        }
        throw new AssertionError("no central directory entry " + entry + " in " + jar);
    }

    @Test
    void theDeadlineIsANumberOfSeconds() {
        assertThat(ChildJvmChecker.deadline(null)).isEqualTo(ChildJvmChecker.DEADLINE);
        assertThat(ChildJvmChecker.deadline("1.5")).isEqualTo(Duration.ofMillis(1500));
        assertThat(ChildJvmChecker.seconds(Duration.ofMillis(1500))).isEqualTo("1.5 s");
        for (String bad : List.of("0", "-2", "five", "1e9", "")) {
            assertThatThrownBy(() -> ChildJvmChecker.deadline(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the system property nqueens.plugin.deadline must be a number of seconds, more than"
                            + " 0 and at most 3600, not '" + bad + "'");
        }
    }
}
