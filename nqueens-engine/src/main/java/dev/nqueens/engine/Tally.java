package dev.nqueens.engine;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The books of one run of an engine: which subproblems are left, the sum so far, the checkpoint and the
 * progress reports. Every engine records finished subproblems here, on the thread that called
 * {@link CountingEngine#count}, so that the checkpoint has a single writer, progress never goes back, and a
 * subproblem that arrives twice (a task that a remote engine ran again, say) is added once.
 */
public final class Tally {

    /** Progress goes out at most a hundred times a second, as {@link ProgressListener} asks. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final CountJob job;
    private final Checkpoint checkpoint;
    private final List<Subproblem> pending = new ArrayList<>();
    private final Set<String> unfinished = new HashSet<>();
    private final int resumed;
    private Subcount sum = Subcount.ZERO;
    private int counted;
    private long lastReportNanos;
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
                unfinished.add(subproblem.id());
            }
        }
        this.resumed = fromCheckpoint;
        // stable: subproblems of equal estimates keep the solver's order
        pending.sort(Comparator.comparingLong(Subproblem::estimatedWork).reversed());
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
        return !unfinished.contains(id);
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
        if (!unfinished.contains(subproblem.id())) {
            return false;
        }
        if (checkpoint != null) {
            checkpoint.append(subproblem.id(), subcount);
        }
        unfinished.remove(subproblem.id());
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

    private void report(boolean now) {
        if (pending.isEmpty()) {
            return;
        }
        long time = System.nanoTime();
        if (now || !reported || time - lastReportNanos >= REPORT_INTERVAL_NANOS) {
            job.progress().progress(counted, pending.size());
            lastReportNanos = time;
            reported = true;
        }
    }
}
