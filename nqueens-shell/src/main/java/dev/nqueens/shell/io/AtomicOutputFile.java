package dev.nqueens.shell.io;

import dev.nqueens.shell.session.UsageException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written under a temporary name in its target's folder and renamed over the target only once it
 * is complete. A run that fails or is cancelled deletes the temporary file and leaves the target as it
 * was: never truncated, never half-written. The rename is atomic because both names are in one folder.
 *
 * <p>Use: {@link #create(Path)}, write to {@link #writer()}, then {@link #commit()}; always {@link #close()}.
 */
public final class AtomicOutputFile implements AutoCloseable {

    private final Path target;
    private final Path temporary;
    private final Writer writer;
    private boolean committed;

    private AtomicOutputFile(Path target, Path temporary, Writer writer) {
        this.target = target;
        this.temporary = temporary;
        this.writer = writer;
    }

    /**
     * Creates the temporary file next to the target, so that a folder that is missing or cannot be written
     * is reported before any work is done.
     *
     * @param target the file to write in the end
     * @return the file, open for writing
     * @throws UsageException if the target is a folder, or its folder is missing or cannot be written
     */
    public static AtomicOutputFile create(Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        if (folder == null || Files.isDirectory(absolute)) {
            throw new UsageException("--output: " + target + " is a folder, not a file");
        }
        if (!Files.exists(folder)) {
            throw new UsageException("--output: the folder " + folder + " does not exist");
        }
        if (!Files.isDirectory(folder)) {
            throw new UsageException("--output: " + folder + " is not a folder");
        }
        Path temporary = createTemporary(target, absolute, folder);
        try {
            copyPermissions(absolute, temporary);
            Writer writer = new BufferedWriter(
                    new OutputStreamWriter(Files.newOutputStream(temporary), StandardCharsets.UTF_8), 1 << 16);
            return new AtomicOutputFile(absolute, temporary, writer);
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new UsageException("--output: cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    private static Path createTemporary(Path target, Path absolute, Path folder) {
        while (true) {
            // a dot file, so that listings and globs skip it while it is incomplete
            Path temporary = folder.resolve("." + absolute.getFileName() + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + ".tmp");
            try {
                // Files.createFile honours the umask, unlike Files.createTempFile, which makes the file
                // readable by its owner only
                return Files.createFile(temporary);
            } catch (FileAlreadyExistsException e) {
                continue;
            } catch (AccessDeniedException e) {
                throw new UsageException("--output: cannot write to the folder " + folder
                        + ": permission denied", e);
            } catch (FileSystemException e) {
                // the folder exists, yet takes no new file (a virtual file system, say)
                throw new UsageException("--output: cannot write to the folder " + folder
                        + (e.getReason() == null ? "" : ": " + e.getReason().toLowerCase(Locale.ROOT)), e);
            } catch (IOException e) {
                throw new UsageException("--output: cannot write " + target + ": " + e.getMessage(), e);
            }
        }
    }

    /** A replaced file keeps its permissions, as it would if it were overwritten in place. */
    private static void copyPermissions(Path from, Path to) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        if (view != null && Files.isRegularFile(from)) {
            Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
        }
    }

    /** @return the writer of the temporary file; closed by {@link #commit()} and {@link #close()} */
    public Writer writer() {
        return writer;
    }

    /** @return the file written in the end */
    public Path target() {
        return target;
    }

    /**
     * Closes the temporary file and renames it over the target.
     *
     * @throws IOException if the file cannot be completed or renamed; the target is then left as it was
     */
    public void commit() throws IOException {
        writer.close();
        Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
        committed = true;
    }

    /** Deletes the temporary file unless it was committed. */
    @Override
    public void close() {
        if (!committed) {
            try {
                writer.close();
            } catch (IOException e) {
                // the file is deleted next; what it held no longer matters
            }
            deleteQuietly(temporary);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing more can be done; the stray file is a dot file in the output folder
        }
    }
}
