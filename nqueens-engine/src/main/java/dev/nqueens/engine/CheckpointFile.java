package dev.nqueens.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The file of a {@link Checkpoint}, as bytes: created if need be and locked while open, read whole once, then
 * written a line at a time after its last whole line. Each line goes to the operating system as it is
 * written, and to the disk at least once a second and on {@link #close()}. What the lines say is
 * {@link CheckpointCodec}'s business; this class knows where they go. Its failures are
 * {@link CheckpointException}s whose messages name the file once.
 *
 * <p>Not thread-safe: its checkpoint's lock guards it.
 */
final class CheckpointFile implements AutoCloseable {

    /** Even a split of many thousand subproblems makes a file of a few megabytes. */
    private static final long MAX_SIZE = 1L << 28;
    private static final long FORCE_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Path file;
    private final FileChannel channel;
    /** Where the next line goes: the end of the last whole line. */
    private long end;
    private long lastForceNanos = System.nanoTime();
    private boolean unwritable;
    private boolean closed;

    private CheckpointFile(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /**
     * Opens the file, created if it does not exist, and locks it for this process until {@link #close()}.
     * The lock is advisory, between programs that ask.
     *
     * @param file where the checkpoint is, or is to be
     * @return the file, open and locked
     * @throws CheckpointException if the file cannot be opened, or another count holds it
     */
    static CheckpointFile open(Path file) {
        CheckpointFile opened = new CheckpointFile(file, openChannel(file));
        return opened.orClose(() -> {
            opened.lock();
            return opened;
        });
    }

    private static FileChannel openChannel(Path file) {
        try {
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (NoSuchFileException e) {
            throw new CheckpointException("cannot create checkpoint " + file + ": its folder does not exist", e);
        } catch (AccessDeniedException e) {
            throw new CheckpointException("cannot open checkpoint " + file + ": permission denied", e);
        } catch (IOException e) {
            throw new CheckpointException("cannot open checkpoint " + file + ": " + reason(e), e);
        }
    }

    private void lock() throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new CheckpointException("checkpoint " + file + " is in use by another count");
        }
    }

    /** @return the file's path */
    Path path() {
        return file;
    }

    /**
     * @param max the most bytes to read
     * @return the file's first bytes, as many as it has up to {@code max}
     */
    byte[] readStart(int max) throws IOException {
        byte[] content = new byte[(int) Math.min(max, channel.size())];
        ByteBuffer buffer = ByteBuffer.wrap(content);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
            // read until full: a file channel may return fewer bytes than asked
        }
        return content;
    }

    /**
     * @return everything the file holds
     * @throws CheckpointException if it is too large to be a checkpoint
     */
    byte[] readAll() throws IOException {
        long size = channel.size();
        if (size > MAX_SIZE) {
            throw new CheckpointException(file + " is too large to be a checkpoint (" + size + " bytes)");
        }
        byte[] content = new byte[(int) size];
        ByteBuffer buffer = ByteBuffer.wrap(content);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
            // read until full: a file channel may return fewer bytes than asked
        }
        return content;
    }

    /**
     * Replaces what the file holds by its first line, on the disk before this returns; lines are appended
     * after it.
     *
     * @param firstLine the line, with its line break
     */
    void restart(byte[] firstLine) throws IOException {
        channel.truncate(0);
        write(firstLine, 0);
        channel.force(true);
        end = firstLine.length;
    }

    /**
     * Appends lines after the whole lines the file holds; what follows them, a line cut short by a crash, is
     * truncated away first.
     *
     * @param wholeLines where the last whole line ends
     * @param size the size of the file as it was read
     */
    void appendAfter(long wholeLines, long size) throws IOException {
        if (wholeLines < size) {
            channel.truncate(wholeLines);
        }
        end = wholeLines;
    }

    /**
     * Appends a line and hands it to the operating system before returning; to the disk too, if it has had
     * none for a second.
     *
     * @param line the line, with its line break
     * @throws IllegalStateException if the file is closed
     * @throws CheckpointException if the line cannot be written; later appends fail too, so that no line
     *     follows one that is incomplete
     */
    void append(byte[] line) {
        if (closed) {
            throw new IllegalStateException("checkpoint " + file + " is closed");
        }
        if (unwritable) {
            throw new CheckpointException("checkpoint " + file + " cannot take more after a failed write");
        }
        try {
            write(line, end);
            end += line.length;
            long now = System.nanoTime();
            if (now - lastForceNanos >= FORCE_INTERVAL_NANOS) {
                channel.force(false);
                lastForceNanos = now;
            }
        } catch (IOException e) {
            unwritable = true;
            throw new CheckpointException("cannot write checkpoint " + file + ": " + reason(e), e);
        }
    }

    private void write(byte[] bytes, long position) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long at = position;
        while (buffer.hasRemaining()) {
            at += channel.write(buffer, at);
        }
    }

    /**
     * Writes what is not yet on the disk, and releases the file; again, it does nothing.
     *
     * @throws CheckpointException if the last lines cannot be written to the disk
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        IOException failure = null;
        try {
            channel.force(true);
        } catch (IOException e) {
            failure = e;
        }
        try {
            // releases the lock too
            channel.close();
        } catch (IOException e) {
            if (failure == null) {
                failure = e;
            } else {
                failure.addSuppressed(e);
            }
        }
        if (failure != null) {
            throw new CheckpointException("cannot write checkpoint " + file + ": " + failure.getMessage(), failure);
        }
    }

    /**
     * Takes a step of opening the file: if the step fails, the file is released and the failure thrown, a
     * failure to read as a {@link CheckpointException} that says so.
     *
     * @param step reads, locks or starts the file
     * @return what the step returns
     */
    <T> T orClose(OpeningStep<T> step) {
        try {
            return step.take();
        } catch (IOException e) {
            closeAfter(e);
            throw new CheckpointException("cannot read checkpoint " + file + ": " + reason(e), e);
        } catch (RuntimeException e) {
            closeAfter(e);
            throw e;
        }
    }

    /**
     * A step of opening the file, which may fail to read it.
     *
     * @param <T> what it returns
     */
    @FunctionalInterface
    interface OpeningStep<T> {
        /**
         * @return what the step makes
         * @throws IOException if the file cannot be read or written
         */
        T take() throws IOException;
    }

    /**
     * Releases the file after a failure to open it, adding any failure to release it to the first.
     *
     * @param failure why the file is not used
     */
    private void closeAfter(Exception failure) {
        closed = true;
        try {
            channel.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    /**
     * @return why an operation on the file failed, without the file's name, which the messages give first:
     *     a {@link FileSystemException}'s message repeats its file, as in {@code dir.ckpt: Is a directory}
     */
    private static String reason(IOException failure) {
        if (failure instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return String.valueOf(failure.getMessage());
    }
}
