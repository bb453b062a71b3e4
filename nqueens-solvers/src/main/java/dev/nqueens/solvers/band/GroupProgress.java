package dev.nqueens.solvers.band;

import dev.nqueens.api.ProgressListener;

/**
 * Tells a subproblem's listener of the groups done (see {@link BandLayout#grouped}), and of the parts of a
 * group done when a group is one band configuration and the join can tell, at most a hundred times a
 * second ({@link ThrottledProgress}), and the end. Progress is in {@link #PARTS_PER_GROUP}ths of a group: the
 * total is that many times the number of groups.
 */
final class GroupProgress implements BandJoin.GroupListener {

    /** The units of a subproblem's progress per group. */
    private static final long PARTS_PER_GROUP = 100;

    private final ThrottledProgress progress;
    private long groupsDone;

    /**
     * @param listener the subproblem's listener
     * @param groups the subproblem's number of groups
     */
    GroupProgress(ProgressListener listener, long groups) {
        this.progress = new ThrottledProgress(listener, groups * PARTS_PER_GROUP);
    }

    @Override
    public void groupDone() {
        groupsDone++;
        progress.report(groupsDone * PARTS_PER_GROUP, false);
    }

    @Override
    public void partway(double fraction) {
        progress.report(groupsDone * PARTS_PER_GROUP + (long) (fraction * (PARTS_PER_GROUP - 1)), false);
    }
}
