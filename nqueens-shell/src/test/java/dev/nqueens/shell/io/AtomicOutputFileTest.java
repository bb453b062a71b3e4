package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.shell.session.UsageException;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output files appear whole or not at all. */
class AtomicOutputFileTest {

    @TempDir
    Path folder;

    private Path target() {
        return folder.resolve("boards.txt");
    }

    private long filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    @Test
    void committingCreatesTheTarget() throws IOException {
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.writer().write("1 3 0 2\n");
            file.commit();
        }
        assertThat(Files.readString(target())).isEqualTo("1 3 0 2\n");
        assertThat(filesInFolder()).isOne();
    }

    @Test
    void untilTheCommitTheTargetIsUntouched() throws IOException {
        Files.writeString(target(), "old\n");
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.writer().write("new\n".repeat(100_000));
            file.writer().flush();
            assertThat(Files.readString(target())).isEqualTo("old\n");
            assertThat(filesInFolder()).isEqualTo(2);
            file.commit();
        }
        assertThat(Files.readString(target())).isEqualTo("new\n".repeat(100_000));
        assertThat(filesInFolder()).isOne();
    }

    @Test
    void closingWithoutCommitLeavesTheTargetAsItWasAndNoTemporaryFile() throws IOException {
        Files.writeString(target(), "old\n");
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.writer().write("half a board");
            file.writer().flush();
        }
        assertThat(Files.readString(target())).isEqualTo("old\n");
        assertThat(filesInFolder()).isOne();
    }

    @Test
    void closingWithoutCommitCreatesNothing() throws IOException {
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.writer().write("half a board");
        }
        assertThat(filesInFolder()).isZero();
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Files.writeString(target(), "old\n");
        Files.setPosixFilePermissions(target(), PosixFilePermissions.fromString("rw-r-----"));
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.commit();
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target()))).isEqualTo("rw-r-----");
    }

    @Test
    void aNewFileGetsTheUsualPermissionsNotThoseOfATemporaryFile() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path usual = Files.createFile(folder.resolve("usual.txt"));
        try (AtomicOutputFile file = AtomicOutputFile.create(target())) {
            file.commit();
        }
        assertThat(Files.getPosixFilePermissions(target())).isEqualTo(Files.getPosixFilePermissions(usual));
    }

    @Test
    void aMissingFolderIsRefusedBeforeAnythingIsWritten() {
        assertThatThrownBy(() -> AtomicOutputFile.create(folder.resolve("missing").resolve("boards.txt")))
                .isInstanceOf(UsageException.class)
                .hasMessage("--output: the folder " + folder.resolve("missing") + " does not exist");
    }

    @Test
    void aFileInPlaceOfTheFolderIsRefused() throws IOException {
        Path plain = Files.writeString(folder.resolve("plain"), "");
        assertThatThrownBy(() -> AtomicOutputFile.create(plain.resolve("boards.txt")))
                .isInstanceOf(UsageException.class)
                .hasMessage("--output: " + plain + " is not a folder");
    }

    @Test
    void aFolderAsTheTargetIsRefused() {
        assertThatThrownBy(() -> AtomicOutputFile.create(folder))
                .isInstanceOf(UsageException.class)
                .hasMessage("--output: " + folder + " is a folder, not a file");
    }
}
