package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.plugin.PluginLoader;
import dev.nqueens.shell.plugin.PluginReport;
import dev.nqueens.shell.plugin.Quarantine;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lines the plugins guide's "Quarantine" section, in {@code docs/plugins.md}, shows for the jars that fail
 * their check are the ones nqueens prints, with the deadline, the heap and the limit it has unless told
 * otherwise: the jars that make them are checked here as the shell checks them.
 */
class PluginsGuideQuarantineTest {

    private static final String SKIPPED = ": skipped: ";

    @TempDir
    Path folder;

    @Test
    void theVerdictLinesAreThoseOfJarsThatHangExitFillTheHeapOrInflate() {
        PluginJars.jar(folder.resolve("slow.jar")).solvers(PluginJars.HANGS).write();
        PluginJars.jar(folder.resolve("quits.jar")).solvers(PluginJars.EXITS).write();
        PluginJars.jar(folder.resolve("hungry.jar")).solvers(PluginJars.GREEDY).write();
        PluginJars.jar(folder.resolve("bomb.jar")).solvers(PluginJars.GOOD).padServices(Solver.class, 2 << 20)
                .write();
        Quarantine quarantine = Quarantine.uncached(new ChildJvmChecker(ChildJvmChecker.DEADLINE), Clock.systemUTC());
        PluginReport report = PluginLoader.load(PluginFolder.given(List.of(folder)),
                Registry.installed(ProviderKind.SOLVER), Registry.installed(ProviderKind.FORMAT), quarantine);

        List<String> guide = Documents.pluginsGuide().section("Quarantine").codeBlocks("text").stream()
                .flatMap(String::lines)
                .filter(line -> line.startsWith("nqueens: plugin "))
                .toList();
        assertThat(guide).hasSize(4);
        assertThat(report.warnings()).extracting(PluginsGuideQuarantineTest::afterThePath)
                .containsExactlyInAnyOrderElementsOf(guide.stream().map(PluginsGuideQuarantineTest::afterThePath)
                        .toList());
    }

    /** @return what a warning says of a jar, without the jar */
    private static String afterThePath(String warning) {
        return warning.substring(warning.indexOf(SKIPPED));
    }
}
