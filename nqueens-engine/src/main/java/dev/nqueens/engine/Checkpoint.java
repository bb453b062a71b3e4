package dev.nqueens.engine;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.engine.internal.CheckpointRecords;
import dev.nqueens.engine.internal.MemberCount;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A file that records the subproblems of a split as they finish, so that a run that stops, by Ctrl-C, a
 * crash or {@code kill -9}, resumes where it stopped and prints the same total.
 *
 * <p><b>The file</b> holds JSON lines, each an object whose last member {@code crc32} is a checksum of the
 * others (see below). The first line says what the file is for:
 * <pre>{@code
 * {"format":"nqueens-checkpoint","version":1,"n":17,"solver":"halves","subproblems":700,
 *  "signature":"halves/17/v1 half=7 band=3 fixed=3/700/5d41402abc4b2a76","crc32":"…"}
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
public class Checkpoint implements AutoCloseable {

    // Three classes do the work, one job each: CheckpointFile holds the bytes (the lock, reading, appending,
    // forcing to the disk), CheckpointCodec what the lines say (the header, the counts, the checks, the errors
    // that name the file and the line, over CheckpointLine's JSON and checksum), and CheckpointCounts what
    // they say taken together. This class opens them in that order and keeps the public API.
    //
    // Not final, for one subclass of its own: every checkpoint is opened as a Journal, which is also the
    // records that the books of a run (engine.internal) read and write, without a public method that writes a
    // line and without a way from internal back to this class. The constructor is private: no one else
    // extends it.

    private final String signature;
    private final CheckpointFile file;
    /** The counts of the lines in the file: those it held when opened, and those written since. */
    private final CheckpointCounts counts;
    private final int resumed;
    private final int doubtful;
    private final boolean droppedTornLine;

    private Checkpoint(String signature, CheckpointFile file, CheckpointCounts counts, boolean droppedTornLine) {
        this.signature = signature;
        this.file = file;
        this.counts = counts;
        this.resumed = counts.size();
        this.doubtful = counts.doubtful();
        this.droppedTornLine = droppedTornLine;
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
        CheckpointFile opened = CheckpointFile.open(file);
        return opened.orClose(() -> {
            CheckpointCodec codec = new CheckpointCodec(file, split);
            // the first line alone first: a large file of something else is refused before it is read whole
            codec.checkStart(opened.readStart(CheckpointCodec.MAX_HEADER_BYTES));
            byte[] content = opened.readAll();
            CheckpointCodec.Decoded decoded = codec.decode(content);
            if (decoded.wholeLines() == 0) {
                opened.restart(codec.header());
            } else {
                opened.appendAfter(decoded.wholeLines(), content.length);
            }
            return new Journal(split.signature(), opened, decoded.counts(), decoded.wholeLines() < content.length);
        });
    }

    /**
     * The file this checkpoint reads and appends to.
     *
     * @return the file
     */
    public Path file() {
        return file.path();
    }

    /**
     * Names the split this checkpoint belongs to; a run of another split is refused.
     *
     * @return the {@link Split#signature() signature} of the split this checkpoint records
     */
    public String signature() {
        return signature;
    }

    /**
     * Counts the subproblems a run resumes from, as the file held them.
     *
     * @return how many finished subproblems the file held when it was opened, in doubt or not
     */
    public int resumed() {
        return resumed;
    }

    /**
     * Names the members that a recheck found to miscount, whose counts in the file are not trusted.
     *
     * @return the members that lines of the file replaced a count of, in the order of those lines: members
     *     found to miscount, whose other counts are in doubt; unmodifiable
     */
    public synchronized Set<String> distrusted() {
        return counts.distrusted();
    }

    /**
     * Counts the subproblems of the file that a run counts again, as their members are not trusted.
     *
     * @return how many of the subproblems the file held when it was opened were counted by a
     *     {@linkplain #distrusted() distrusted} member and are counted again
     */
    public int doubtful() {
        return doubtful;
    }

    /**
     * Tells whether the file was repaired when it was opened.
     *
     * @return true if the file ended in a line without a line break, a write cut short by a crash, which was
     *     dropped when the file was opened
     */
    public boolean droppedTornLine() {
        return droppedTornLine;
    }

    /**
     * @param id a subproblem id
     * @return its count and member, if the file held it when it was opened, else null
     */
    synchronized @Nullable MemberCount finished(String id) {
        return counts.finished(id);
    }

    /**
     * Appends a finished subproblem and hands the line to the operating system before returning. The line is
     * not kept in memory: the books of the run that writes it hold what it says, so that a checkpoint of a
     * million subproblems costs the run nothing more as it fills.
     *
     * @param id the subproblem's id; not yet in the checkpoint, as the caller's books know
     * @param counted what counting it found, and where
     * @throws CheckpointException if the line cannot be written; later appends fail too, so that no line
     *     follows one that is incomplete
     */
    synchronized void append(String id, MemberCount counted) {
        file.append(CheckpointCodec.resultLine(id, counted, null));
    }

    /**
     * Appends a line that replaces the count of a subproblem by a member found to miscount, and hands it to
     * the operating system before returning.
     *
     * @param id the subproblem's id; in the checkpoint, counted by {@code replaced}, as the caller's books know
     * @param counted what counting it again found, and where
     * @param replaced the member whose count it replaces, which the checkpoint distrusts from now on
     * @throws CheckpointException if the line cannot be written; later appends fail too
     */
    synchronized void replace(String id, MemberCount counted, String replaced) {
        file.append(CheckpointCodec.resultLine(id, counted, replaced));
        counts.distrust(replaced);
    }

    /**
     * Writes what is not yet on the disk, and releases the file.
     *
     * @throws CheckpointException if the last lines cannot be written to the disk
     */
    @Override
    public synchronized void close() {
        file.close();
    }

    /**
     * The one kind of checkpoint that {@link #open} makes: the checkpoint, and its records as the books of a run
     * read and write them ({@link CheckpointRecords}), by the methods above that the public API keeps to this
     * package.
     */
    private static final class Journal extends Checkpoint implements CheckpointRecords {

        Journal(String signature, CheckpointFile file, CheckpointCounts counts, boolean droppedTornLine) {
            super(signature, file, counts, droppedTornLine);
        }

        @Override
        public @Nullable MemberCount finished(String id) {
            return super.finished(id);
        }

        @Override
        public void append(String id, MemberCount counted) {
            super.append(id, counted);
        }

        @Override
        public void replace(String id, MemberCount counted, String replaced) {
            super.replace(id, counted, replaced);
        }
    }

    @Override
    public String toString() {
        return "Checkpoint[" + file.path() + ", " + signature + "]";
    }
}
