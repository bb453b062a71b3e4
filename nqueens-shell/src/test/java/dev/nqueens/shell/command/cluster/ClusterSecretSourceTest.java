package dev.nqueens.shell.command.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the cluster's secret comes from: the environment, or a file that only its owner reads; never argv. */
class ClusterSecretSourceTest {

    @TempDir
    Path folder;

    @Test
    void noSecretWhereNeitherVariableIsSet() {
        assertThat(ClusterCalls.secret(Map.<String, String>of()::get)).isEmpty();
    }

    @Test
    void takesTheSecretOfTheVariable() {
        assertThat(ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET", "correct horse battery staple")::get))
                .isPresent();
    }

    @Test
    void aShortSecretIsOneLineNamingTheVariable() {
        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET", "hunter2")::get))
                .isInstanceOf(UsageException.class)
                .hasMessage("NQUEENS_CLUSTER_SECRET: the cluster secret has 7 characters; it needs 16 or more");
    }

    @Test
    void bothVariablesAreRefused() {
        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET", "correct horse battery staple",
                "NQUEENS_CLUSTER_SECRET_FILE", "/x")::get))
                .isInstanceOf(UsageException.class)
                .hasMessage("give the cluster's secret in NQUEENS_CLUSTER_SECRET or in the file that"
                        + " NQUEENS_CLUSTER_SECRET_FILE names, not both");
    }

    @Test
    void takesTheSecretOfAFileOnlyItsOwnerReads() throws IOException {
        Path file = secretFile("correct horse battery staple\n", "rw-------");

        assertThat(ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET_FILE", file.toString())::get)).isPresent();
    }

    @Test
    void aFileOthersCanReadIsRefused() throws IOException {
        Path file = secretFile("correct horse battery staple\n", "rw-r--r--");

        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET_FILE", file.toString())::get))
                .isInstanceOf(UsageException.class)
                .hasMessage("NQUEENS_CLUSTER_SECRET_FILE (" + file + "): other users can read the file; make it"
                        + " yours alone, as with chmod 600");
    }

    @Test
    void aMissingFileALargeOneAndOneNotTextAreOneLineEach() throws IOException {
        Path missing = folder.resolve("missing");
        Path large = secretFile("x".repeat(5000), "rw-------");
        Path binary = folder.resolve("binary");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14});
        Files.setPosixFilePermissions(binary, PosixFilePermissions.fromString("rw-------"));

        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET_FILE", missing.toString())::get))
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith("NQUEENS_CLUSTER_SECRET_FILE (" + missing + "): cannot read the file: ");
        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET_FILE", large.toString())::get))
                .isInstanceOf(UsageException.class)
                .hasMessage("NQUEENS_CLUSTER_SECRET_FILE (" + large + "): the file holds more than a secret (over"
                        + " 4096 bytes)");
        assertThatThrownBy(() -> ClusterCalls.secret(Map.of("NQUEENS_CLUSTER_SECRET_FILE", binary.toString())::get))
                .isInstanceOf(UsageException.class)
                .hasMessage("NQUEENS_CLUSTER_SECRET_FILE (" + binary + "): the file is not UTF-8 text");
    }

    private Path secretFile(String text, String permissions) throws IOException {
        Path file = Files.writeString(folder.resolve("secret-" + permissions), text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }
}
