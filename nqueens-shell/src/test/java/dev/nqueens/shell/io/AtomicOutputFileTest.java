package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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

    @Test
    void aSymbolicLinkIsFollowedAndStaysALink() throws IOException {
        Path real = Files.writeString(folder.resolve("real.txt"), "old\n");
        Path link = Files.createSymbolicLink(target(), real.getFileName());
        try (AtomicOutputFile file = AtomicOutputFile.create(link)) {
            file.writer().write("new\n");
            file.commit();
        }
        assertThat(Files.isSymbolicLink(link)).as("still a link").isTrue();
        assertThat(Files.readString(real)).isEqualTo("new\n");
        assertThat(filesInFolder()).isEqualTo(2);
    }

    @Test
    void aLinkToAFileNotYetThereCreatesIt() throws IOException {
        Path link = Files.createSymbolicLink(target(), Path.of("later.txt"));
        try (AtomicOutputFile file = AtomicOutputFile.create(link)) {
            file.writer().write("new\n");
            file.commit();
        }
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(folder.resolve("later.txt"))).isEqualTo("new\n");
    }

    /** A private device node like /dev/null (as root, which CI is); never the machine's own. */
    @Test
    void aDeviceIsWrittenInPlaceAndStaysADevice() throws Exception {
        Path device = folder.resolve("null");
        assumeTrue(run("mknod", device.toString(), "c", "1", "3"), "mknod makes device nodes here (root)");
        try (AtomicOutputFile file = AtomicOutputFile.create(device)) {
            file.writer().write("1 3 0 2\n");
            file.commit();
        }
        assertThat(Files.exists(device)).isTrue();
        assertThat(Files.isRegularFile(device)).as("replaced by a regular file").isFalse();
        assertThat(filesInFolder()).as("no temporary file left").isOne();
    }

    @Test
    void aNamedPipeIsWrittenInPlace() throws Exception {
        Path pipe = folder.resolve("pipe");
        assumeTrue(run("mkfifo", pipe.toString()), "mkfifo makes named pipes here");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(pipe);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try (AtomicOutputFile file = AtomicOutputFile.create(pipe)) {
            file.writer().write("1 3 0 2\n");
            file.commit();
        }
        assertThat(reader.get(10, TimeUnit.SECONDS)).isEqualTo("1 3 0 2\n");
        assertThat(Files.isRegularFile(pipe)).isFalse();
    }

    @Test
    void theTemporaryFileOfAKilledRunIsDeletedByTheNextButNotThatOfARunGoingOn() throws IOException {
        Path stale = Files.writeString(folder.resolve(".boards.txt.1f2e3d.tmp"), "half a board");
        Path otherTarget = Files.writeString(folder.resolve(".other.txt.1f2e3d.tmp"), "another target's");
        try (AtomicOutputFile running = AtomicOutputFile.create(target())) {
            running.writer().write("still being written");
            try (AtomicOutputFile next = AtomicOutputFile.create(target())) {
                next.writer().write("1 3 0 2\n");
                next.commit();
            }
            assertThat(stale).as("left by a killed run").doesNotExist();
            assertThat(otherTarget).as("of another target").exists();
            // the run going on still has its file, and completes
            running.commit();
        }
        assertThat(Files.readString(target())).isEqualTo("still being written");
    }

    private static boolean run(String... command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
