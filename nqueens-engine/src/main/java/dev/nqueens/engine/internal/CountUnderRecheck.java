package dev.nqueens.engine.internal;

import java.util.Set;

/**
 * What a {@link Recheck} sees of a run's count, once every subproblem is counted: who counted each
 * subproblem and what, the members the run distrusts, the size of the sample, and the two things a recheck
 * changes: a count it replaces, and the progress of its sample. {@link RunLedger#underRecheck()} gives it.
 */
public interface CountUnderRecheck {

    /**
     * Names the members whose counts the run does not trust.
     *
     * @return the members whose counts the run does not take, from the checkpoint; unmodifiable
     */
    Set<String> distrusted();

    /**
     * Says how many subproblems the recheck counts again.
     *
     * @return how many subproblems the job asks to recheck
     */
    int sampleSize();

    /**
     * Looks up what the run counted for one subproblem, and who counted it.
     *
     * @param index the index of a subproblem in the split
     * @return its count, and the member that made it
     * @throws IllegalArgumentException if it is not counted
     */
    MemberCount count(int index);

    /**
     * Replaces the count of a subproblem by another member's, in the sum and in the checkpoint (as a line
     * naming the member of the count it replaces).
     *
     * @param index the index of a counted subproblem in the split
     * @param count its new count, and the member that made it
     * @throws dev.nqueens.engine.CheckpointException if the checkpoint cannot be written; then nothing
     *     changes
     */
    void replace(int index, MemberCount count);

    /** Adds a subproblem of the sample, rechecked, to the progress. */
    void rechecked();
}
