package dev.nqueens.engine;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The books of one run of an engine: which subproblems are left, the sum so far, the checkpoint and the
 * progress reports. Every engine records finished subproblems here, on the thread that called
 * {@link CountingEngine#count}, so that the checkpoint has a single writer, progress never goes back, and a
 * subproblem that arrives twice (a task that a remote engine ran again, say) is added once.
 *
 * <p>Progress is in the units {@link CountingEngine} defines: {@link CountingEngine#PARTS_PER_SUBPROBLEM}
 * for each finished subproblem, and for each one being counted, the parts of it that its solver reported to
 * the listener of {@link #progressWithin(int)}. That listener alone may be called from any thread.
 */
public final class Tally {

    /** Progress goes out at most a hundred times a second, as {@link ProgressListener} asks. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final CountJob job;
    private final Checkpoint checkpoint;
    private final List<Subproblem> pending = new ArrayList<>();
    /** The index in {@link #pending} of each subproblem still to count. */
    private final Map<String, Integer> unfinished = new HashMap<>();
    private final int resumed;
    private final boolean[] finishedAt;
    /** For each pending subproblem being counted, the parts done, as its solver reports them. */
    private final AtomicLongArray partsWithin;
    private Subcount sum = Subcount.ZERO;
    private int counted;
    private long lastReportNanos;
    private long lastReported;
    private boolean reported;

    /**
     * Takes the checkpoint's subcounts and lists the rest of the split, largest estimated work first.
     *
     * @param job the job of the run
     */
    public Tally(CountJob job) {
        this.job = job;
        this.checkpoint = job.checkpoint().orElse(null);
        int fromCheckpoint = 0;
        for (Subproblem subproblem : job.split().subproblems()) {
            Subcount done = checkpoint == null ? null : checkpoint.finished(subproblem.id());
            if (done != null) {
                sum = sum.plus(done);
                fromCheckpoint++;
            } else {
                pending.add(subproblem);
            }
        }
        this.resumed = fromCheckpoint;
        // stable: subproblems of equal estimates keep the solver's order
        pending.sort(Comparator.comparingLong(Subproblem::estimatedWork).reversed());
        for (int index = 0; index < pending.size(); index++) {
            unfinished.put(pending.get(index).id(), index);
        }
        this.finishedAt = new boolean[pending.size()];
        this.partsWithin = new AtomicLongArray(pending.size());
    }

    /** @return the subproblems to count in this run, largest estimated work first; unmodifiable */
    public List<Subproblem> pending() {
        return List.copyOf(pending);
    }

    /** @return how many subproblems are still to count */
    public int remaining() {
        return unfinished.size();
    }

    /** @return true if the subproblem with this id was counted in this run or resumed */
    public boolean isFinished(String id) {
        return !unfinished.containsKey(id);
    }

    /** Reports that nothing is done yet, if there is anything to do. */
    public void begin() {
        report(true);
    }

    /**
     * Adds a finished subproblem: to the sum, to the checkpoint (written and flushed before this returns),
     * and to the progress.
     *
     * @param subproblem a subproblem of the split
     * @param subcount what counting it found
     * @return false, and nothing changes, if it was already finished
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes either
     */
    public boolean record(Subproblem subproblem, Subcount subcount) {
        Integer index = unfinished.get(subproblem.id());
        if (index == null) {
            return false;
        }
        if (checkpoint != null) {
            checkpoint.append(subproblem.id(), subcount);
        }
        unfinished.remove(subproblem.id());
        finishedAt[index] = true;
        sum = sum.plus(subcount);
        counted++;
        report(unfinished.isEmpty());
        return true;
    }

    /** @return the result; call it once nothing {@linkplain #remaining() remains} */
    public CountResult result() {
        if (!unfinished.isEmpty()) {
            throw new IllegalStateException(unfinished.size() + " subproblems of " + job.split() + " are not counted");
        }
        return new CountResult(sum, job.split().subproblems().size(), resumed, counted);
    }

    /**
     * The listener to pass to the solver that counts a pending subproblem: it turns the solver's
     * {@code done / total} into parts of the subproblem, which the next report adds to the job's progress.
     * Thread-safe; it never calls the job's listener itself.
     *
     * @param index the subproblem's index in {@link #pending()}
     * @return the listener for that subproblem's count
     */
    public ProgressListener progressWithin(int index) {
        return (done, total) -> {
            long parts = total <= 0 || done >= total ? CountingEngine.PARTS_PER_SUBPROBLEM
                    : (long) (CountingEngine.PARTS_PER_SUBPROBLEM * ((double) Math.max(0, done) / total));
            partsWithin.accumulateAndGet(index, parts, Math::max);
        };
    }

    /** Reports the progress, with the parts of the subproblems being counted, if a report is due. */
    public void reportProgress() {
        report(false);
    }

    private void report(boolean now) {
        if (pending.isEmpty()) {
            return;
        }
        long time = System.nanoTime();
        if (reported && !now && time - lastReportNanos < REPORT_INTERVAL_NANOS) {
            return;
        }
        long done = counted * CountingEngine.PARTS_PER_SUBPROBLEM;
        for (int index = 0; index < finishedAt.length; index++) {
            if (!finishedAt[index]) {
                done += partsWithin.get(index);
            }
        }
        // a finished subproblem's parts, all of them, replace those its solver reported: done never shrinks
        if (!reported || done > lastReported) {
            job.progress().progress(done, pending.size() * CountingEngine.PARTS_PER_SUBPROBLEM);
            lastReported = done;
            lastReportNanos = time;
            reported = true;
        }
    }
}
