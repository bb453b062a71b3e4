package dev.nqueens.engine;

import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A file that records the subproblems of a split as they finish, so that a run that stops, by Ctrl-C, a
 * crash or {@code kill -9}, resumes where it stopped and prints the same total.
 *
 * <p><b>The file</b> holds JSON lines, each an object whose last member {@code crc32} is a checksum of the
 * others (see below). The first line says what the file is for:
 * <pre>{@code
 * {"format":"nqueens-checkpoint","version":1,"n":17,"solver":"halves","subproblems":700,
 *  "signature":"halves/17/v1 half=7 band=3 fixed=3/700/c91adfca4df82112","crc32":"…"}
 * }</pre>
 * and each further line is one finished subproblem, appended and flushed to the operating system as soon
 * as it finishes:
 * <pre>{@code
 * {"id":"3-0-16","solutions":123456,"fixedPoints":0,"crc32":"…"}
 * }</pre>
 * The checksum is the CRC-32 of the line's other values, in order, strings as they are and numbers in
 * decimal, joined by line feeds and encoded in UTF-8, as eight lower-case hexadecimal digits.
 *
 * <p><b>Opening</b> a file that does not exist, or is empty, starts a new checkpoint. Opening one that exists
 * resumes it, after these checks, each failing with a {@link CheckpointException} whose message names the
 * file and, where one is at fault, the line:
 * <ul>
 *   <li>the first line must be the header of a checkpoint of the same board, solver and split (the split's
 *       {@link Split#signature() signature}); a file for another n or another split is refused, and so is a
 *       file that is not a checkpoint at all, which is left untouched;</li>
 *   <li>every other line must be whole, with a matching checksum, and name a subproblem of the split not
 *       named before;</li>
 *   <li>except the last line when it has no line break: that is a write cut short by a crash. It is dropped,
 *       truncated away before anything is appended, and its subproblem is counted again.</li>
 * </ul>
 * A file is used by one run at a time: it is locked while open, and a second run is refused.
 *
 * <p>The operating system gets each line as it is written, so a killed process loses nothing; the disk
 * gets them at least once a second and on {@link #close()}, so a machine that loses power loses at most the
 * last second's subproblems, which are then counted again.
 */
public final class Checkpoint implements AutoCloseable {

    /** The {@code format} of the header line. */
    static final String FORMAT = "nqueens-checkpoint";
    /** The {@code version} of the header line that this class writes and reads. */
    static final long VERSION = 1;

    /** Even a split of many thousand subproblems makes a file of a few megabytes. */
    private static final long MAX_SIZE = 1L << 28;
    private static final long FORCE_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Path file;
    private final String signature;
    private final FileChannel channel;
    private final Map<String, Subcount> finished;
    private final int resumed;
    private final boolean droppedTornLine;
    /** Where the next line goes: the end of the last whole line. */
    private long end;
    private long lastForceNanos = System.nanoTime();
    private boolean unwritable;
    private boolean closed;

    private Checkpoint(Path file, String signature, FileChannel channel, Map<String, Subcount> finished,
            boolean droppedTornLine, long end) {
        this.file = file;
        this.signature = signature;
        this.channel = channel;
        this.finished = finished;
        this.resumed = finished.size();
        this.droppedTornLine = droppedTornLine;
        this.end = end;
    }

    /**
     * Opens a checkpoint of a split: a new one if the file does not exist or is empty, else the one in the
     * file, checked as the class comment says. The file stays locked until {@link #close()}.
     *
     * @param file where the checkpoint is, or is to be
     * @param split the split whose subproblems it records
     * @return the open checkpoint
     * @throws CheckpointException if the file cannot be used, with a one-line message that says why
     */
    public static Checkpoint open(Path file, Split split) {
        FileChannel channel = openChannel(file);
        try {
            lock(file, channel);
            return read(file, split, channel);
        } catch (IOException e) {
            closeQuietly(channel, e);
            throw new CheckpointException("cannot read checkpoint " + file + ": " + reason(e), e);
        } catch (RuntimeException e) {
            closeQuietly(channel, e);
            throw e;
        }
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

    /** Locks the file for this process until the channel closes; the lock is advisory, between programs that ask. */
    private static void lock(Path file, FileChannel channel) throws IOException {
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

    private static Checkpoint read(Path file, Split split, FileChannel channel) throws IOException {
        long size = channel.size();
        if (size > MAX_SIZE) {
            throw new CheckpointException(file + " is too large to be a checkpoint (" + size + " bytes)");
        }
        byte[] content = new byte[(int) size];
        ByteBuffer buffer = ByteBuffer.wrap(content);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
            // read until full: a file channel may return fewer bytes than asked
        }
        byte[] header = (CheckpointLine.encode(headerOf(split)) + "\n").getBytes(StandardCharsets.UTF_8);
        int firstBreak = indexOf(content, 0);
        if (firstBreak < 0) {
            // no whole line: empty, or a header cut short by a crash before its line break
            if (content.length > 0 && !startsWith(header, content)) {
                throw new CheckpointException(file + " is not an nqueens checkpoint: its first line is not a header");
            }
            channel.truncate(0);
            write(channel, header, 0);
            channel.force(true);
            return new Checkpoint(file, split.signature(), channel, new HashMap<>(), content.length > 0,
                    header.length);
        }
        checkHeader(file, split, Arrays.copyOfRange(content, 0, firstBreak));
        Set<String> ids = split.subproblems().stream().map(Subproblem::id).collect(Collectors.toSet());
        Map<String, Subcount> finished = new HashMap<>();
        Map<String, Integer> lineOf = new HashMap<>();
        int start = firstBreak + 1;
        int lineNumber = 2;
        for (int end = indexOf(content, start); end >= 0; end = indexOf(content, start)) {
            String id = readResult(file, lineNumber, Arrays.copyOfRange(content, start, end), split, ids, finished);
            Integer earlier = lineOf.putIfAbsent(id, lineNumber);
            if (earlier != null) {
                throw new CheckpointException("checkpoint " + file + ", line " + lineNumber + ": subproblem " + id
                        + " is recorded twice (also on line " + earlier + ")");
            }
            start = end + 1;
            lineNumber++;
        }
        boolean torn = start < content.length;
        if (torn) {
            channel.truncate(start);
        }
        return new Checkpoint(file, split.signature(), channel, finished, torn, start);
    }

    private static void checkHeader(Path file, Split split, byte[] line) {
        Map<String, Object> values;
        try {
            values = CheckpointLine.decode(line);
        } catch (CheckpointLine.CorruptLineException e) {
            throw new CheckpointException(file + " is not an nqueens checkpoint, or its first line is damaged ("
                    + e.getMessage() + ")");
        }
        if (!FORMAT.equals(values.get("format"))) {
            throw new CheckpointException(file + " is not an nqueens checkpoint: its first line is not a header");
        }
        if (!Long.valueOf(VERSION).equals(values.get("version"))) {
            throw new CheckpointException("checkpoint " + file + " has format version " + values.get("version")
                    + "; this nqueens reads version " + VERSION);
        }
        Map<String, Object> expected = headerOf(split);
        if (!values.keySet().equals(expected.keySet())) {
            throw new CheckpointException("checkpoint " + file + ", line 1: the header has " + values.keySet()
                    + " where it should have " + expected.keySet());
        }
        if (!expected.get("n").equals(values.get("n"))) {
            throw new CheckpointException("checkpoint " + file + " is for n = " + values.get("n") + ", not n = "
                    + split.boardSize() + ": use another file");
        }
        if (!expected.get("solver").equals(values.get("solver"))) {
            throw new CheckpointException("checkpoint " + file + " was made with the " + values.get("solver")
                    + " solver, not " + split.solverId() + ": use another file");
        }
        if (!expected.equals(values)) {
            throw new CheckpointException("checkpoint " + file + " was made for another split of n = "
                    + split.boardSize()
                    + " (" + values.get("signature") + ", not " + split.signature()
                    + "), by another version of the solver: use another file");
        }
    }

    /** @return the subproblem id of a result line, after adding its subcount to {@code finished} */
    private static String readResult(Path file, int lineNumber, byte[] line, Split split, Set<String> ids,
            Map<String, Subcount> finished) {
        String where = "checkpoint " + file + ", line " + lineNumber + ": ";
        Map<String, Object> values;
        try {
            values = CheckpointLine.decode(line);
        } catch (CheckpointLine.CorruptLineException e) {
            throw new CheckpointException(where + e.getMessage()
                    + "; the file is damaged (only an unfinished last line is skipped)");
        }
        if (!values.keySet().equals(Set.of("id", "solutions", "fixedPoints"))
                || !(values.get("id") instanceof String id)
                || !(values.get("solutions") instanceof Long solutions)
                || !(values.get("fixedPoints") instanceof Long fixedPoints)
                || solutions < 0 || fixedPoints < 0) {
            throw new CheckpointException(where + "not a subproblem's result (an id, and solutions and fixedPoints,"
                    + " 0 or more)");
        }
        if (!ids.contains(id)) {
            throw new CheckpointException(where + "subproblem " + id + " is not part of the split of n = "
                    + split.boardSize());
        }
        finished.putIfAbsent(id, new Subcount(solutions, fixedPoints));
        return id;
    }

    private static Map<String, Object> headerOf(Split split) {
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("format", FORMAT);
        header.put("version", VERSION);
        header.put("n", (long) split.boardSize());
        header.put("solver", split.solverId());
        header.put("subproblems", (long) split.subproblems().size());
        header.put("signature", split.signature());
        return header;
    }

    /** @return the file */
    public Path file() {
        return file;
    }

    /** @return the {@link Split#signature() signature} of the split this checkpoint records */
    public String signature() {
        return signature;
    }

    /** @return how many finished subproblems the file held when it was opened */
    public int resumed() {
        return resumed;
    }

    /**
     * @return true if the file ended in a line without a line break, a write cut short by a crash, which was
     *     dropped when the file was opened
     */
    public boolean droppedTornLine() {
        return droppedTornLine;
    }

    /**
     * @param id a subproblem id
     * @return its subcount, if the checkpoint holds it, else null
     */
    synchronized Subcount finished(String id) {
        return finished.get(id);
    }

    /**
     * Appends a finished subproblem and hands the line to the operating system before returning.
     *
     * @param id the subproblem's id; not yet in the checkpoint
     * @param subcount what counting it found
     * @throws CheckpointException if the line cannot be written; later appends fail too, so that no line
     *     follows one that is incomplete
     */
    synchronized void append(String id, Subcount subcount) {
        if (closed) {
            throw new IllegalStateException("checkpoint " + file + " is closed");
        }
        if (finished.containsKey(id)) {
            throw new IllegalStateException("subproblem " + id + " is already in checkpoint " + file);
        }
        if (unwritable) {
            throw new CheckpointException("checkpoint " + file + " cannot take more after a failed write");
        }
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("id", id);
        values.put("solutions", subcount.solutions());
        values.put("fixedPoints", subcount.fixedPoints());
        byte[] line = (CheckpointLine.encode(values) + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            write(channel, line, end);
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
        finished.put(id, subcount);
    }

    /**
     * Writes what is not yet on the disk, and releases the file.
     *
     * @throws CheckpointException if the last lines cannot be written to the disk
     */
    @Override
    public synchronized void close() {
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

    @Override
    public String toString() {
        return "Checkpoint[" + file + ", " + signature + "]";
    }

    private static void write(FileChannel channel, byte[] bytes, long position) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long at = position;
        while (buffer.hasRemaining()) {
            at += channel.write(buffer, at);
        }
    }

    private static int indexOf(byte[] content, int from) {
        for (int i = from; i < content.length; i++) {
            if (content[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] whole, byte[] prefix) {
        return prefix.length <= whole.length && Arrays.equals(whole, 0, prefix.length, prefix, 0, prefix.length);
    }

    private static void closeQuietly(FileChannel channel, Exception failure) {
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
        return failure.getMessage();
    }
}
