package dev.nqueens.engine;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.internal.CheckpointAccess;
import dev.nqueens.engine.internal.CheckpointRecords;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
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
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
 * and each further line is one finished subproblem and the member that counted it (a cluster member's
 * {@code HOST:PORT}, or {@code PID@HOST} for a process),
 * appended and flushed to the operating system as soon as it finishes:
 * <pre>{@code
 * {"id":"3-0-16","solutions":123456,"fixedPoints":0,"member":"10.0.0.2:5701","crc32":"…"}
 * }</pre>
 * A line may also replace the count of a subproblem named before, when a recheck has found the
 * member of that count to miscount and the subproblem was counted again; {@code replaces} names that member:
 * <pre>{@code
 * {"id":"3-0-16","solutions":123460,"fixedPoints":0,"member":"4242@ada","replaces":"10.0.0.3:5701","crc32":"…"}
 * }</pre>
 * The members that such lines name are {@linkplain #distrusted() distrusted}: their counts that no later line
 * replaces are {@linkplain #doubtful() in doubt}, and a run counts those subproblems again. A line without
 * {@code member}, as files written before lines named one hold, counts as counted by {@code unknown}.
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
 *       named before, or, with {@code replaces}, one named before whose count is by that member;</li>
 *   <li>the counts must be possible: none negative, none of one subproblem more than the whole board has
 *       ({@link KnownCounts}, where it is known), and the counts so far, line by line, must fit in a
 *       {@code long} together; a file with valid checksums can still hold counts that cannot be right, and a
 *       count that resumed it would print a wrong total or fail adding them up. Counts that add up to more
 *       than the whole board are taken: a member that miscounted makes them, and a recheck finds it;</li>
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

    private static final String ID = "id";
    private static final String SOLUTIONS = "solutions";
    private static final String FIXED_POINTS = "fixedPoints";
    private static final String MEMBER = "member";
    private static final String REPLACES = "replaces";
    private static final Set<String> RESULT_KEYS = Set.of(ID, SOLUTIONS, FIXED_POINTS);

    /** Even a split of many thousand subproblems makes a file of a few megabytes. */
    private static final long MAX_SIZE = 1L << 28;
    private static final long FORCE_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);

    static {
        // the books of a run write lines through the records; the public API does not
        CheckpointAccess.open(Records::new);
    }

    private final Path file;
    private final String signature;
    private final FileChannel channel;
    private final Map<String, MemberCount> finished;
    /** The members whose counts a line replaced, in the file or written since it was opened. */
    private final Set<String> distrusted;
    private final int resumed;
    private final int doubtful;
    private final boolean droppedTornLine;
    /** Where the next line goes: the end of the last whole line. */
    private long end;
    private long lastForceNanos = System.nanoTime();
    private boolean unwritable;
    private boolean closed;

    private Checkpoint(Path file, String signature, FileChannel channel, Map<String, MemberCount> finished,
            Set<String> distrusted, boolean droppedTornLine, long end) {
        this.file = file;
        this.signature = signature;
        this.channel = channel;
        this.finished = finished;
        this.distrusted = distrusted;
        this.resumed = finished.size();
        this.doubtful = (int) finished.values().stream().filter(count -> distrusted.contains(count.member())).count();
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
            return new Checkpoint(file, split.signature(), channel, new HashMap<>(), new LinkedHashSet<>(),
                    content.length > 0, header.length);
        }
        checkHeader(file, split, Arrays.copyOfRange(content, 0, firstBreak));
        Set<String> ids = split.subproblems().stream().map(Subproblem::id).collect(Collectors.toSet());
        Map<String, MemberCount> finished = new HashMap<>();
        Set<String> distrusted = new LinkedHashSet<>();
        Map<String, Integer> lineOf = new HashMap<>();
        PossibleCounts possible = new PossibleCounts(split.boardSize());
        int start = firstBreak + 1;
        int lineNumber = 2;
        for (int end = indexOf(content, start); end >= 0; end = indexOf(content, start)) {
            String where = "checkpoint " + file + ", line " + lineNumber + ": ";
            ResultLine line = readResult(where, Arrays.copyOfRange(content, start, end), split, ids);
            Integer earlier = lineOf.put(line.id(), lineNumber);
            MemberCount before = finished.put(line.id(), line.counted());
            if (line.replaces() == null && before != null) {
                throw new CheckpointException(where + "subproblem " + line.id() + " is recorded twice (also on line "
                        + earlier + ")");
            }
            if (line.replaces() != null) {
                if (before == null) {
                    throw new CheckpointException(where + "it replaces a count of subproblem " + line.id()
                            + " by " + line.replaces() + ", but no line before records one");
                }
                if (!before.member().equals(line.replaces())) {
                    throw new CheckpointException(where + "it replaces the count of subproblem " + line.id()
                            + " by " + line.replaces() + ", but line " + earlier + " has it by " + before.member());
                }
                distrusted.add(line.replaces());
            }
            possible.check(where, line.id(), before == null ? null : before.subcount(), line.counted().subcount());
            start = end + 1;
            lineNumber++;
        }
        boolean torn = start < content.length;
        if (torn) {
            channel.truncate(start);
        }
        return new Checkpoint(file, split.signature(), channel, finished, distrusted, torn, start);
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

    /** @return the values of a line that records a subproblem's count, checked */
    private static ResultLine readResult(String where, byte[] line, Split split, Set<String> ids) {
        Map<String, Object> values;
        try {
            values = CheckpointLine.decode(line);
        } catch (CheckpointLine.CorruptLineException e) {
            throw new CheckpointException(where + e.getMessage()
                    + "; the file is damaged (only an unfinished last line is skipped)");
        }
        Set<String> keys = values.keySet();
        boolean known = keys.containsAll(RESULT_KEYS) && (keys.size() == RESULT_KEYS.size()
                || keys.size() == RESULT_KEYS.size() + 1 && keys.contains(MEMBER)
                || keys.size() == RESULT_KEYS.size() + 2 && keys.contains(MEMBER) && keys.contains(REPLACES));
        if (!known
                || !(values.get(ID) instanceof String id)
                || !(values.get(SOLUTIONS) instanceof Long solutions)
                || !(values.get(FIXED_POINTS) instanceof Long fixedPoints)
                || !isMember(values.getOrDefault(MEMBER, MemberNames.UNKNOWN))
                || !isMember(values.getOrDefault(REPLACES, MemberNames.UNKNOWN))) {
            throw new CheckpointException(where + "not a subproblem's result (an id, solutions and fixedPoints, 0 or"
                    + " more, the member that counted it, and the member whose count it replaces, if any)");
        }
        if (solutions < 0 || fixedPoints < 0) {
            throw new CheckpointException(where + "subproblem " + id + " has a negative count (" + solutions
                    + " solutions, " + fixedPoints + " fixed points); counts are 0 or more");
        }
        if (!ids.contains(id)) {
            throw new CheckpointException(where + "subproblem " + id + " is not part of the split of n = "
                    + split.boardSize());
        }
        String member = (String) values.getOrDefault(MEMBER, MemberNames.UNKNOWN);
        return new ResultLine(id, new MemberCount(new Subcount(solutions, fixedPoints), member),
                (String) values.get(REPLACES));
    }

    private static boolean isMember(Object value) {
        return value instanceof String name && MemberNames.isName(name);
    }

    /**
     * The bounds that the counts of a checkpoint cannot pass, checked line by line as the file is read: a
     * subproblem's count at most the whole board's where it is known, and the sum of the counts so far within
     * a {@code long}, solutions and fixed points together (the fundamental solutions add them). The sum may
     * pass the whole board's: a member that miscounts makes such a file, which a recheck puts right.
     */
    private static final class PossibleCounts {
        private final int n;
        /** The whole board's solutions and fixed points, or null where they are not known. */
        private final Subcount whole;
        private long solutions;
        private long fixedPoints;

        PossibleCounts(int n) {
            this.n = n;
            // Burnside: 8 × unique = solutions + fixed points, over the whole board
            this.whole = n <= KnownCounts.LARGEST_BOARD_SIZE
                    ? new Subcount(KnownCounts.total(n), 8 * KnownCounts.unique(n) - KnownCounts.total(n))
                    : null;
        }

        /**
         * @param where the file and line, for the message
         * @param id the subproblem of the line
         * @param replaced the count the line replaces, or null
         * @param count the line's count
         * @throws CheckpointException if the count, or the counts so far, cannot be right
         */
        void check(String where, String id, Subcount replaced, Subcount count) {
            if (whole != null && count.solutions() > whole.solutions()) {
                throw new CheckpointException(where + "subproblem " + id + " has " + count.solutions()
                        + " solutions, more than the " + whole.solutions() + " of the whole board of n = " + n);
            }
            if (whole != null && count.fixedPoints() > whole.fixedPoints()) {
                throw new CheckpointException(where + "subproblem " + id + " has " + count.fixedPoints()
                        + " fixed points, more than the " + whole.fixedPoints() + " of the whole board of n = " + n);
            }
            try {
                long nowSolutions = Math.addExact(solutions - (replaced == null ? 0 : replaced.solutions()),
                        count.solutions());
                long nowFixedPoints = Math.addExact(fixedPoints - (replaced == null ? 0 : replaced.fixedPoints()),
                        count.fixedPoints());
                Math.addExact(nowSolutions, nowFixedPoints);
                solutions = nowSolutions;
                fixedPoints = nowFixedPoints;
            } catch (ArithmeticException e) {
                throw new CheckpointException(where + "the counts up to this line add up to more than "
                        + Long.MAX_VALUE + ", the most a count can hold; they cannot be right", e);
            }
        }
    }

    /** A line that records a subproblem's count, and the member whose count it replaces, or null. */
    private record ResultLine(String id, MemberCount counted, String replaces) {
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

    /** @return how many finished subproblems the file held when it was opened, in doubt or not */
    public int resumed() {
        return resumed;
    }

    /**
     * @return the members that lines of the file replaced a count of, in the order of those lines: members
     *     found to miscount, whose other counts are in doubt; unmodifiable
     */
    public synchronized Set<String> distrusted() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(distrusted));
    }

    /**
     * @return how many of the subproblems the file held when it was opened were counted by a
     *     {@linkplain #distrusted() distrusted} member and are counted again
     */
    public int doubtful() {
        return doubtful;
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
     * @return its count and member, if the checkpoint holds it, else null
     */
    synchronized MemberCount finished(String id) {
        return finished.get(id);
    }

    /**
     * Appends a finished subproblem and hands the line to the operating system before returning.
     *
     * @param id the subproblem's id; not yet in the checkpoint
     * @param counted what counting it found, and where
     * @throws CheckpointException if the line cannot be written; later appends fail too, so that no line
     *     follows one that is incomplete
     */
    synchronized void append(String id, MemberCount counted) {
        if (finished.containsKey(id)) {
            throw new IllegalStateException("subproblem " + id + " is already in checkpoint " + file);
        }
        appendLine(id, counted, null);
    }

    /**
     * Appends a line that replaces the count of a subproblem by a member found to miscount, and hands it to
     * the operating system before returning.
     *
     * @param id the subproblem's id; in the checkpoint, counted by {@code replaced}
     * @param counted what counting it again found, and where
     * @param replaced the member whose count it replaces, which the checkpoint distrusts from now on
     * @throws CheckpointException if the line cannot be written; later appends fail too
     */
    synchronized void replace(String id, MemberCount counted, String replaced) {
        MemberCount before = finished.get(id);
        if (before == null || !before.member().equals(replaced)) {
            throw new IllegalStateException("checkpoint " + file + " has no count of subproblem " + id + " by "
                    + replaced + " to replace");
        }
        appendLine(id, counted, replaced);
        distrusted.add(replaced);
    }

    /** Writes the line of a count, with the member whose count it replaces, if not null. */
    private void appendLine(String id, MemberCount counted, String replaced) {
        if (closed) {
            throw new IllegalStateException("checkpoint " + file + " is closed");
        }
        if (unwritable) {
            throw new CheckpointException("checkpoint " + file + " cannot take more after a failed write");
        }
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(ID, id);
        values.put(SOLUTIONS, counted.subcount().solutions());
        values.put(FIXED_POINTS, counted.subcount().fixedPoints());
        values.put(MEMBER, counted.member());
        if (replaced != null) {
            values.put(REPLACES, replaced);
        }
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
        finished.put(id, counted);
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

    /** The checkpoint's records, for the books of a run ({@link CheckpointRecords}). */
    private static final class Records implements CheckpointRecords {

        private final Checkpoint checkpoint;

        Records(Checkpoint checkpoint) {
            this.checkpoint = checkpoint;
        }

        @Override
        public Set<String> distrusted() {
            return checkpoint.distrusted();
        }

        @Override
        public MemberCount finished(String id) {
            return checkpoint.finished(id);
        }

        @Override
        public void append(String id, MemberCount count) {
            checkpoint.append(id, count);
        }

        @Override
        public void replace(String id, MemberCount count, String replaced) {
            checkpoint.replace(id, count, replaced);
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
