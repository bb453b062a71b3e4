package dev.nqueens.engine.internal;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.engine.CountingEngine;
import java.util.BitSet;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The progress reports of one run to its job's listener, in the units {@link CountingEngine} defines:
 * {@link CountingEngine#PARTS_PER_SUBPROBLEM} for each finished subproblem and for each subproblem of the
 * recheck's sample, and for each one being counted, the parts of it that its solver reported to the listener
 * of {@link #within(int)}. Reports go out at most a hundred times a second, as {@link ProgressListener} asks,
 * and never go back.
 *
 * <p>Used by the thread that called {@link CountingEngine#count}, but for the listeners of
 * {@link #within(int)}, which may be called from any thread.
 */
final class RunProgress {

    /** Progress goes out at most a hundred times a second, as {@link ProgressListener} asks. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final ProgressListener listener;
    /** The parts of the whole run: its pending subproblems and its sample. */
    private final long totalParts;
    /** The pending subproblems finished, by their index among the pending: a bit each. */
    private final BitSet finishedAt = new BitSet();
    /**
     * For each pending subproblem being counted, the parts done, as its solver reports them: as many entries
     * as subproblems are out, so that a report costs as much whatever the size of the split.
     */
    private final Map<Integer, Long> partsWithin = new ConcurrentHashMap<>();
    private long lastReportNanos;
    private long lastReported;
    private boolean reported;

    /**
     * @param listener the job's listener
     * @param pending the number of subproblems the run counts
     * @param rechecks the size of the recheck's sample
     */
    RunProgress(ProgressListener listener, int pending, int rechecks) {
        this.listener = listener;
        this.totalParts = (pending + (long) rechecks) * CountingEngine.PARTS_PER_SUBPROBLEM;
    }

    /**
     * The listener to pass to the solver that counts a pending subproblem: it turns the solver's
     * {@code done / total} into parts of the subproblem, which the next report adds to the run's progress.
     * Thread-safe; it never calls the job's listener itself.
     *
     * @param index the subproblem's index among the pending ones
     * @return the listener for that subproblem's count
     */
    ProgressListener within(int index) {
        return (done, total) -> {
            long parts = total <= 0 || done >= total ? CountingEngine.PARTS_PER_SUBPROBLEM
                    : (long) (CountingEngine.PARTS_PER_SUBPROBLEM * ((double) Math.max(0, done) / total));
            partsWithin.merge(index, parts, Math::max);
        };
    }

    /**
     * Counts a pending subproblem as finished: the parts its solver reported no longer count, as
     * {@code counted} has it whole.
     *
     * @param index the subproblem's index among the pending ones
     */
    void finished(int index) {
        finishedAt.set(index);
        partsWithin.remove(index);
    }

    /**
     * Reports the progress, with the parts of the subproblems being counted, if a report is due or asked for
     * and the progress has moved since the last.
     *
     * @param counted the subproblems counted so far
     * @param rechecked the subproblems of the sample rechecked so far
     * @param now true to report whenever the last report was
     */
    void report(int counted, int rechecked, boolean now) {
        if (totalParts == 0) {
            return;
        }
        long time = System.nanoTime();
        if (reported && !now && time - lastReportNanos < REPORT_INTERVAL_NANOS) {
            return;
        }
        long done = (counted + (long) rechecked) * CountingEngine.PARTS_PER_SUBPROBLEM;
        for (Map.Entry<Integer, Long> within : partsWithin.entrySet()) {
            if (!finishedAt.get(within.getKey())) {
                done += within.getValue();
            }
        }
        // a finished subproblem's parts, all of them, replace those its solver reported: done never shrinks
        if (!reported || done > lastReported) {
            listener.progress(done, totalParts);
            lastReported = done;
            lastReportNanos = time;
            reported = true;
        }
    }
}
