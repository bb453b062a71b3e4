package dev.nqueens.solvers.band;

import dev.nqueens.api.ProgressListener;
import java.util.concurrent.TimeUnit;

/**
 * Tells a subproblem's listener of the groups done (see {@link BandLayout#grouped}), and of the parts of a
 * group done when a group is one band configuration and the join can tell, at most every
 * {@link #REPORT_INTERVAL_NANOS}, and the end. Progress is in {@link #PARTS_PER_GROUP}ths of a group: the
 * total is that many times the number of groups.
 */
final class GroupProgress implements BandJoin.GroupListener {

    /** A subproblem's progress goes out at most a hundred times a second. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /** The units of a subproblem's progress per group. */
    private static final long PARTS_PER_GROUP = 100;

    private final ProgressListener listener;
    private final long total;
    private long groupsDone;
    private long lastReported = -1;
    private long lastReportNanos = System.nanoTime();

    /**
     * @param listener the subproblem's listener
     * @param groups the subproblem's number of groups
     */
    GroupProgress(ProgressListener listener, long groups) {
        this.listener = listener;
        this.total = groups * PARTS_PER_GROUP;
    }

    @Override
    public void groupDone() {
        groupsDone++;
        report(groupsDone * PARTS_PER_GROUP, groupsDone * PARTS_PER_GROUP == total);
    }

    @Override
    public void partway(double fraction) {
        report(groupsDone * PARTS_PER_GROUP + (long) (fraction * (PARTS_PER_GROUP - 1)), false);
    }

    private void report(long done, boolean last) {
        long now = System.nanoTime();
        if (done > lastReported && (last || now - lastReportNanos >= REPORT_INTERVAL_NANOS)) {
            listener.progress(done, total);
            lastReported = done;
            lastReportNanos = now;
        }
    }
}
