package dev.nqueens.shell.io;

import dev.nqueens.shell.status.UsageException;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The file of {@code solve --output}: written where that is safe under a temporary name in its target's
 * folder and renamed over the target only once it is complete, so that a run that fails or is cancelled
 * leaves the target as it was: never truncated, never half-written. The rename is atomic because both names
 * are in one folder.
 *
 * <p>That is done for a regular file or a new one; a symbolic link is followed, and its target is the file
 * replaced, the link staying a link. Anything else that exists under the name (a device such as
 * {@code /dev/null}, a named pipe) cannot be replaced without destroying it, and is written in place, as a
 * shell's {@code >} would.
 *
 * <p>The process's own standard output and error are written in place too, whatever name they are given
 * ({@code /dev/stdout}, {@code /dev/fd/2}, {@code /proc/self/fd/1}, or the name of the file that standard
 * output is redirected to): through the stream the process writes its results to, so that
 * {@code -o /dev/stdout >> log.txt} appends to the log as {@code >>} promises, and a pipe works. Another open
 * descriptor ({@code /dev/fd/3}) is opened as it is, and a regular file behind it appended to: it was opened
 * by whoever started nqueens, and what it holds is theirs.
 *
 * <p>The temporary file is locked while it is written. A run killed before it could delete its temporary
 * file leaves it behind, unlocked: the next run for the same target deletes such files, and never the
 * locked file of a run still going.
 *
 * <p>Use: {@link #create(Path, StandardStreams)}, write to {@link #writer()}, then {@link #commit()}; always
 * {@link #close()}.
 */
public final class AtomicOutputFile implements AutoCloseable {

    /** The folders that list the process's own open file descriptors, one link per descriptor. */
    private static final List<Path> DESCRIPTOR_FOLDERS = List.of(Path.of("/proc/self/fd"), Path.of("/dev/fd"));

    private final Path target;
    /** The temporary file, or null when the target is written in place. */
    private final Path temporary;
    private final Writer writer;
    private boolean committed;

    private AtomicOutputFile(Path target, Path temporary, FileChannel channel) {
        this.target = target;
        this.temporary = temporary;
        // closing the writer closes the channel, and so releases its lock
        this.writer = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(channel),
                StandardCharsets.UTF_8), 1 << 16);
    }

    /** An output onto one of the process's standard streams, which is flushed in the end but never closed. */
    private AtomicOutputFile(Path target, Writer stream) {
        this.target = target;
        this.temporary = null;
        this.writer = new FilterWriter(stream) {
            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    /**
     * Opens the output as {@link #create(Path, StandardStreams)} does, for a caller without standard streams
     * of its own: a target that names the process's standard output or error is written through a stream of
     * its own onto that descriptor.
     *
     * @param target the file to write in the end
     * @return the file, open for writing
     * @throws UsageException if the target is a folder, or its folder is missing or cannot be written
     */
    public static AtomicOutputFile create(Path target) {
        return create(target, null);
    }

    /**
     * Opens the output: the temporary file next to the target, so that a folder that is missing or cannot
     * be written is reported before any work is done, or the target itself where it cannot be replaced, or
     * the standard stream that the target is.
     *
     * @param target the file to write in the end
     * @param streams the streams that a target naming standard output or error is written to; null to open
     *     the process's own descriptor
     * @return the file, open for writing
     * @throws UsageException if the target is a folder, or its folder is missing or cannot be written
     */
    public static AtomicOutputFile create(Path target, StandardStreams streams) {
        int standard = standardDescriptor(target);
        if (standard != 0) {
            Writer stream = streams == null ? descriptorWriter(standard)
                    : standard == 1 ? streams.out() : streams.err();
            return new AtomicOutputFile(target, stream);
        }
        Path descriptor = descriptorLink(target);
        if (descriptor != null) {
            return inPlace(target, descriptor);
        }
        Path absolute = resolved(target);
        Path folder = absolute.getParent();
        if (folder == null || Files.isDirectory(absolute)) {
            throw new UsageException("--output: " + target + " is a folder, not a file");
        }
        if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
            return inPlace(target, absolute);
        }
        if (!Files.exists(folder)) {
            throw new UsageException("--output: the folder " + folder + " does not exist");
        }
        if (!Files.isDirectory(folder)) {
            throw new UsageException("--output: " + folder + " is not a folder");
        }
        deleteStaleTemporaries(absolute, folder);
        Path temporary = createTemporary(target, absolute, folder);
        FileChannel channel = null;
        try {
            copyPermissions(absolute, temporary);
            channel = FileChannel.open(temporary, StandardOpenOption.WRITE);
            // held until the rename, so that a run starting meanwhile does not take the file for a stale one
            channel.lock();
            return new AtomicOutputFile(absolute, temporary, channel);
        } catch (IOException e) {
            closeQuietly(channel);
            deleteQuietly(temporary);
            throw new UsageException("--output: cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * @return the target as an absolute path, with a symbolic link at its end replaced by what it points to,
     *     whether that exists yet or not; a link to a link is followed to the end, as far as links go
     */
    private static Path resolved(Path target) {
        Path path = target.toAbsolutePath().normalize();
        for (int links = 0; links < 40 && Files.isSymbolicLink(path); links++) {
            try {
                path = path.resolveSibling(Files.readSymbolicLink(path)).toAbsolutePath().normalize();
            } catch (IOException e) {
                throw new UsageException("--output: cannot read the link " + target + ": " + e.getMessage(), e);
            }
        }
        return path;
    }

    /**
     * @param target the target as given
     * @return true if it names the process's standard output or error, by whatever name: then it is written
     *     in place, and shares that stream with everything else that goes there
     */
    public static boolean isStandardStream(Path target) {
        return standardDescriptor(target) != 0;
    }

    /**
     * @return 1 or 2 if the target is the same file as the process's standard output or error (the same
     *     pipe, terminal, device or file, compared by what the descriptor's link leads to), else 0
     */
    private static int standardDescriptor(Path target) {
        for (int descriptor = 1; descriptor <= 2; descriptor++) {
            for (Path folder : DESCRIPTOR_FOLDERS) {
                if (sameFile(target, folder.resolve(Integer.toString(descriptor)))) {
                    return descriptor;
                }
            }
        }
        return 0;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException | SecurityException e) {
            // no such folder on this system, or a file that cannot be looked at: not the same
            return false;
        }
    }

    /**
     * @return the target, or the link that its chain of symbolic links reaches, if that is one of the
     *     process's open file descriptors ({@code /dev/fd/3}), whose links lead to a pipe or a file opened by
     *     someone else; else null
     */
    private static Path descriptorLink(Path target) {
        Path path = target.toAbsolutePath().normalize();
        for (int links = 0; links < 40; links++) {
            Path folder = path.getParent();
            if (folder != null && DESCRIPTOR_FOLDERS.stream().anyMatch(known -> sameFile(folder, known))) {
                return path;
            }
            if (!Files.isSymbolicLink(path)) {
                return null;
            }
            try {
                path = path.resolveSibling(Files.readSymbolicLink(path)).toAbsolutePath().normalize();
            } catch (IOException e) {
                return null;
            }
        }
        return null;
    }

    /** A stream of its own onto standard output or error, for a caller that has none to give. */
    private static Writer descriptorWriter(int descriptor) {
        return new OutputStreamWriter(new FileOutputStream(descriptor == 1 ? FileDescriptor.out : FileDescriptor.err),
                StandardCharsets.UTF_8);
    }

    /**
     * Opens a device, a named pipe or the like for writing as it is, since replacing it would destroy it; a
     * regular file reached through an open descriptor is appended to, as its owner opened it.
     */
    private static AtomicOutputFile inPlace(Path target, Path absolute) {
        try {
            FileChannel channel = Files.isRegularFile(absolute)
                    ? FileChannel.open(absolute, StandardOpenOption.WRITE, StandardOpenOption.APPEND)
                    : FileChannel.open(absolute, StandardOpenOption.WRITE);
            return new AtomicOutputFile(absolute, null, channel);
        } catch (IOException e) {
            throw new UsageException("--output: cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    private static Pattern temporaryNames(Path absolute) {
        return Pattern.compile(Pattern.quote("." + absolute.getFileName() + ".") + "[0-9a-f]+\\.tmp");
    }

    /** Deletes the temporary files that earlier runs for this target left when they were killed. */
    private static void deleteStaleTemporaries(Path absolute, Path folder) {
        Pattern names = temporaryNames(absolute);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder,
                file -> names.matcher(file.getFileName().toString()).matches())) {
            for (Path file : files) {
                deleteIfUnlocked(file);
            }
        } catch (IOException e) {
            // an unreadable folder is reported when the temporary file cannot be made in it
        }
    }

    private static void deleteIfUnlocked(Path file) {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                // nobody writes it: its run is over, and it was left behind
                Files.deleteIfExists(file);
                lock.release();
            }
        } catch (OverlappingFileLockException e) {
            // a run of this process writes it
        } catch (IOException e) {
            // not ours to delete, or gone already
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

    /** @return the writer of the output; closed by {@link #commit()} and {@link #close()} */
    public Writer writer() {
        return writer;
    }

    /** @return the file written in the end: the target, or what its symbolic link points to */
    public Path target() {
        return target;
    }

    /**
     * Completes the output: renames the temporary file over the target, or closes the target written in
     * place.
     *
     * @throws IOException if the file cannot be completed or renamed; a replaced target is then left as it
     *     was
     */
    public void commit() throws IOException {
        writer.flush();
        if (temporary != null) {
            // renamed while still locked, then closed: no other run can take it for a stale file meanwhile
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
        }
        committed = true;
        writer.close();
    }

    /** Deletes the temporary file unless it was committed. */
    @Override
    public void close() {
        try {
            writer.close();
        } catch (IOException e) {
            // the file is deleted next; what it held no longer matters
        }
        if (!committed && temporary != null) {
            deleteQuietly(temporary);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // the file is deleted next
            }
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing more can be done; the stray file is a dot file in the output folder, which the next
            // run for the same target deletes
        }
    }
}
