package dev.nqueens.engine.internal;

import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The records of an open checkpoint as the books of a run read and write them: the count of each finished
 * subproblem and its member, the lines that add and replace counts, and the members whose counts a line
 * replaced. Every {@code dev.nqueens.engine.Checkpoint} is opened as its records, though its public API keeps
 * them to itself, so that only an engine's books write lines: {@link RunLedger} takes them from the job's
 * checkpoint. Thread-safe, as the checkpoint is.
 */
public interface CheckpointRecords {

    /**
     * Names the members found to miscount, whose counts a run does not take.
     *
     * @return the members whose counts a line replaced, in the file or written since it was opened;
     *     unmodifiable
     */
    Set<String> distrusted();

    /**
     * Looks up what the file says of one subproblem, so that a run resumes without counting it again.
     *
     * @param id a subproblem id
     * @return its count and member, if the file held it when it was opened, else null: the lines appended
     *     since are not kept
     */
    @Nullable MemberCount finished(String id);

    /**
     * Appends a finished subproblem and hands the line to the operating system before returning.
     *
     * @param id the subproblem's id; not yet in the checkpoint
     * @param count what counting it found, and where
     * @throws dev.nqueens.engine.CheckpointException if the line cannot be written; later appends fail too,
     *     so that no line follows one that is incomplete
     */
    void append(String id, MemberCount count);

    /**
     * Appends a line that replaces the count of a subproblem by a member found to miscount, and hands it to
     * the operating system before returning.
     *
     * @param id the subproblem's id; in the checkpoint, counted by {@code replaced}
     * @param count what counting it again found, and where
     * @param replaced the member whose count it replaces, which the checkpoint distrusts from now on
     * @throws dev.nqueens.engine.CheckpointException if the line cannot be written; later appends fail too
     */
    void replace(String id, MemberCount count, String replaced);
}
