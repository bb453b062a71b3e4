package dev.nqueens.shell.command.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The cluster module is reached through {@link ClusterGate} alone: of the shell's compiled classes, only
 * {@link ClusterCalls} (and its nested classes) refer to a class of {@code dev.nqueens.cluster} or of
 * Hazelcast, so no other class can load one, and the gate that makes a {@code ClusterCalls} checks first that
 * the module is there. A class file names every class it refers to in its constant pool, in the internal
 * form ({@code dev/nqueens/cluster/ClusterEngine}), so the bytes of each file tell. What happens without the
 * module is {@code OptionalModulesIT}'s subject, in JVMs launched without it.
 */
class ClusterGateTest {

    private static final List<String> CLUSTER_PACKAGES = List.of("dev/nqueens/cluster/", "com/hazelcast/");

    /** @return the shell's main classes: the first entry of the runtime path that the build gives the tests */
    private static Path mainClasses() {
        Path classes = Path.of(System.getProperty("nqueens.runtime.path", "").split(File.pathSeparator)[0]);
        assertThat(classes.resolve("module-info.class")).as("the shell's classes, first on nqueens.runtime.path")
                .isRegularFile();
        return classes;
    }

    private static boolean namesTheCluster(Path classFile) {
        try {
            // ISO-8859-1 maps every byte to one char, so the ASCII names are found wherever they stand
            String bytes = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
            return CLUSTER_PACKAGES.stream().anyMatch(bytes::contains);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + classFile, e);
        }
    }

    @Test
    void onlyTheCallsBehindTheGateNameAClassOfTheClusterOrOfHazelcast() throws IOException {
        Path classes = mainClasses();
        List<String> naming;
        try (Stream<Path> files = Files.walk(classes)) {
            naming = files.filter(file -> file.toString().endsWith(".class"))
                    .filter(ClusterGateTest::namesTheCluster)
                    .map(file -> classes.relativize(file).toString().replace(File.separatorChar, '/'))
                    .sorted()
                    .toList();
        }
        assertThat(naming).as("classes that refer to the cluster module or Hazelcast")
                .contains("dev/nqueens/shell/command/cluster/ClusterCalls.class")
                .allMatch(file -> file.startsWith("dev/nqueens/shell/command/cluster/ClusterCalls")
                        || file.equals("dev/nqueens/shell/command/cluster/ClusterStatusView.class"));
    }
}
