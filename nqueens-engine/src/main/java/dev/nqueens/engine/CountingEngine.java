package dev.nqueens.engine;

import java.util.concurrent.CancellationException;

/**
 * Counts the subproblems of a {@link dev.nqueens.api.Split} and adds up their subcounts: the way to count a
 * board with a {@link dev.nqueens.api.SubproblemSolver} when the work is to be spread over threads or
 * machines, or made safe against crashes with a {@link Checkpoint}.
 *
 * <p>An engine counts each subproblem of the job's split exactly once, except those its checkpoint already
 * holds, and adds their subcounts to the checkpoint's. Then it makes the run's recheck, counting
 * what it asks for, wave after wave: a sample of the subproblems counted again on
 * other members than the ones that counted them, as the job's {@linkplain CountJob#recheckPercent()
 * percentage} asks, and, where a member is found to miscount, every other count it made. Where two members
 * disagree, this process counts the subproblem again and judges: a member whose count differs from this
 * process's is found to miscount, the job's {@link CountJob#mismatches() listener} hears of it
 * ({@link Mismatch}), and its counts are replaced, in the checkpoint too, by lines that name it. It may be
 * used for several jobs, one after another; close it to release its threads or its connection.
 *
 * <p><b>Progress</b> goes to the job's listener in thousandths of a subproblem ({@link #PARTS_PER_SUBPROBLEM}
 * parts each), over the subproblems to count in this run: {@code total} is {@code 1000 * (s + r)} for the
 * {@code s} subproblems the checkpoint does not hold (or holds in doubt) and the {@code r} of the recheck's
 * sample, and {@code done} is 1000 for each that finished or was rechecked plus, for each being counted, its
 * solver's fraction {@code done / total} of it in thousandths, where the engine hears it (see
 * {@link dev.nqueens.api.SubproblemSolver#count}). Every subproblem weighs the same: a split's
 * {@linkplain dev.nqueens.api.Subproblem#estimatedWork() estimated work} only ranks its subproblems. The
 * counts made again after a member is found to miscount come after {@code done} reached {@code total}.
 */
public interface CountingEngine extends AutoCloseable {

    /** The units of progress in one subproblem: a job's progress is in thousandths of a subproblem. */
    long PARTS_PER_SUBPROBLEM = 1000;

    /**
     * Counts a job.
     *
     * @param job the split, and how the caller follows and controls the run
     * @return the counts of the whole board, with the counts the recheck found wrong replaced, how many
     *     subproblems were resumed from the checkpoint and how many were counted, and what the recheck found
     * @throws CancellationException if the job's cancellation was cancelled before the end; the checkpoint,
     *     if any, holds every subproblem that finished, whole
     * @throws CheckpointException if the checkpoint cannot be written
     * @throws EngineException if the threads or machines the engine counts on fail or are lost, as the
     *     engine's own documentation says
     * @throws IllegalArgumentException if no solver with the split's solver id is known to the engine, or it
     *     does not split its work; the message says which
     */
    CountResult count(CountJob job);

    /** Releases the engine's threads or connection. A job running on another thread fails. */
    @Override
    void close();
}
