package dev.nqueens.engine.internal;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CheckpointException;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.RecheckReport;
import dev.nqueens.api.Split;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The books of one run of an engine: which subproblems are left, the sum so far, who counted what, the
 * checkpoint and the progress reports. Every engine records finished subproblems here, on the thread that
 * called {@link CountingEngine#count}, so that the checkpoint has a single writer, progress never goes back,
 * and a subproblem that arrives twice (a task that a remote engine ran again, say) is added once. Once all
 * are in, the engine rechecks the run's {@linkplain #underRecheck() count} as the job asks, and hands the
 * report to the {@linkplain #result(RecheckReport) result}.
 *
 * <p>A subproblem that the checkpoint holds is resumed, unless a member that the checkpoint
 * {@linkplain Checkpoint#distrusted() distrusts} counted it: then it is pending again, to be counted away
 * from the {@linkplain #distrusted() distrusted} members, and its new count replaces the old in the file.
 *
 * <p>The books hold no subproblem: they know each by its index in the split, whose subproblems an engine
 * makes as it sends them ({@link Split#indexed}). A run without checkpoint or recheck keeps a bit per
 * subproblem, and the order of the pending ones (4 bytes each) where a checkpoint resumed some or the split is
 * not largest first; with a checkpoint or a recheck, also the count of each and the member that made it, 20
 * bytes a subproblem (22 MB for the 1.1 million of n = 27), for the recheck to compare and replace.
 *
 * <p>Progress goes to the job's listener as {@link RunProgress} reports it: the listener of
 * {@link #progressWithin(int)} alone may be called from any thread.
 */
public final class RunLedger {

    private final CountJob job;
    private final List<Subproblem> subproblems;
    /** The records of the job's checkpoint, or null without one. */
    private final @Nullable CheckpointRecords checkpoint;
    /**
     * The split index of each subproblem to count in this run, largest estimated work first; null for all of
     * them, in the split's order, which is that already.
     */
    private final int @Nullable [] pending;
    private final int pendingCount;
    /** The estimated work of the pending subproblems, added up. */
    private final double pendingWork;
    /** The pending subproblems counted in this run, by their index among the pending. */
    private final BitSet finished = new BitSet();
    /**
     * Who counted what, by split index, for the checkpoint and the recheck, which alone ask; without either,
     * null, so that a plain count never looks up the name of this process. A pending subproblem's count is
     * one in doubt, from the checkpoint.
     */
    private final @Nullable Counts counts;
    private final Set<String> distrusted;
    private final int resumed;
    /** The size of the recheck's sample. */
    private final int rechecks;
    private final RunProgress progress;
    private Subcount sum = Subcount.ZERO;
    private int counted;
    private int rechecked;

    /**
     * Takes the checkpoint's subcounts and notes which subproblems of the split are left, the largest
     * estimated work first: a pass through the split that holds none of its subproblems, 4 bytes each while
     * it is made and, unless the split is in that order already, after.
     *
     * @param job the job of the run
     */
    public RunLedger(CountJob job) {
        this.job = job;
        this.subproblems = job.split().subproblems();
        // a checkpoint is opened as its records, which its public type keeps to this module
        this.checkpoint = job.checkpoint().map(CheckpointRecords.class::cast).orElse(null);
        this.rechecks = sampleSize(job.recheckPercent(), subproblems.size());
        this.counts = checkpoint != null || rechecks > 0 ? new Counts(subproblems.size()) : null;
        this.distrusted = checkpoint == null ? Set.of() : checkpoint.distrusted();
        int[] left = new int[subproblems.size()];
        long[] work = new long[subproblems.size()];
        int leftCount = 0;
        int fromCheckpoint = 0;
        boolean largestFirst = true;
        double workLeft = 0;
        for (int index = 0; index < subproblems.size(); index++) {
            Subproblem subproblem = subproblems.get(index);
            MemberCount done = checkpoint == null ? null : checkpoint.finished(subproblem.id());
            if (done != null && counts != null) {      // a checkpoint's count: the run keeps counts
                counts.put(index, done);
            }
            if (done != null && !distrusted.contains(done.member())) {
                sum = sum.plus(done.subcount());
                fromCheckpoint++;
            } else {
                work[leftCount] = subproblem.estimatedWork();
                workLeft += work[leftCount];
                largestFirst &= leftCount == 0 || work[leftCount - 1] >= work[leftCount];
                left[leftCount++] = index;
            }
        }
        this.resumed = fromCheckpoint;
        this.pendingCount = leftCount;
        this.pendingWork = workLeft;
        if (largestFirst && leftCount == subproblems.size()) {
            this.pending = null;
        } else if (largestFirst) {
            this.pending = Arrays.copyOf(left, leftCount);
        } else {
            this.pending = largestFirst(left, work, leftCount);
        }
        this.progress = new RunProgress(job.progress(), pendingCount, rechecks);
    }

    /**
     * The pending indices ordered by their estimated work, the largest first; stable, so that subproblems of
     * equal estimates keep the solver's order.
     */
    private static int[] largestFirst(int[] indices, long[] work, int count) {
        Integer[] order = new Integer[count];
        Arrays.setAll(order, position -> position);
        Arrays.sort(order, Comparator.comparingLong((Integer position) -> work[position]).reversed());
        int[] sorted = new int[count];
        Arrays.setAll(sorted, position -> indices[order[position]]);
        return sorted;
    }

    /**
     * The subproblems this run has to count: those the checkpoint does not hold, or holds in doubt.
     *
     * @return the subproblems to count in this run, largest estimated work first; unmodifiable, and made as
     *     they are asked for, as the split's are
     */
    public List<Subproblem> pending() {
        return new PendingView();
    }

    /**
     * Maps a pending subproblem to its place in the split.
     *
     * @param index a subproblem's index in {@link #pending()}
     * @return its index in the split
     */
    public int splitIndex(int index) {
        Objects.checkIndex(index, pendingCount);
        return pending == null ? index : pending[index];
    }

    /**
     * Estimates the work left to this run, for its progress and its estimates of the time left.
     *
     * @return the estimated work of the subproblems to count in this run, added up, as their
     *     {@link Subproblem#estimatedWork()} says
     */
    public double pendingWork() {
        return pendingWork;
    }

    /**
     * Counts the subproblems this run has still to count.
     *
     * @return how many subproblems are still to count
     */
    public int remaining() {
        return pendingCount - counted;
    }

    /**
     * Names the members whose counts the checkpoint does not trust.
     *
     * @return the members whose counts the run does not take, from the checkpoint: count the pending
     *     subproblems on other members; unmodifiable
     */
    public Set<String> distrusted() {
        return distrusted;
    }

    /** Reports that nothing is done yet, if there is anything to do. */
    public void begin() {
        report(true);
    }

    /**
     * Adds a subproblem finished in this process: to the sum, to the checkpoint (written and flushed before
     * this returns), and to the progress.
     *
     * @param index the subproblem's index in {@link #pending()}
     * @param subcount what counting it found
     * @return false, and nothing changes, if it was already finished
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes either
     */
    public boolean record(int index, Subcount subcount) {
        return add(index, subcount, null);
    }

    /**
     * Adds a subproblem finished by a member, as {@link #record(int, Subcount)} does.
     *
     * @param index the subproblem's index in {@link #pending()}
     * @param counted what counting it found, and the member that counted it
     * @return false, and nothing changes, if it was already finished
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes either
     */
    public boolean record(int index, MemberCount counted) {
        return add(index, counted.subcount(), counted.member());
    }

    /** @param member the member that counted it, or null for this process */
    private boolean add(int index, Subcount subcount, @Nullable String member) {
        int splitIndex = splitIndex(index);
        if (finished.get(index)) {
            return false;
        }
        if (counts != null) {
            MemberCount count = new MemberCount(subcount, member == null ? MemberNames.thisProcess() : member);
            MemberCount doubted = counts.get(splitIndex);
            String id = subproblems.get(splitIndex).id();
            if (checkpoint != null) {
                if (doubted == null) {
                    checkpoint.append(id, count);
                } else {
                    checkpoint.replace(id, count, doubted.member());
                }
            }
            counts.put(splitIndex, count);
        }
        finished.set(index);
        progress.finished(index);
        sum = sum.plus(subcount);
        counted++;
        report(isDone());
        return true;
    }

    /**
     * Works out the size of a recheck's sample.
     *
     * @param percent the percentage of the subproblems to recheck, from 0 to 100
     * @param subproblems the number of subproblems in the split
     * @return how many to recheck: the percentage, rounded up, and at least one if the percentage is more
     *     than 0 and there are any
     */
    public static int sampleSize(double percent, int subproblems) {
        if (percent == 0 || subproblems == 0) {
            return 0;
        }
        return (int) Math.max(1, Math.min(subproblems, Math.ceil(subproblems * percent / 100)));
    }

    /**
     * Hands the finished count to its recheck.
     *
     * @return the count as its recheck sees it: the engine rechecks it once
     *     {@link #remaining()} is 0
     * @throws IllegalStateException if subproblems remain to count
     */
    public CountUnderRecheck underRecheck() {
        requireCounted("the recheck comes after");
        return new CountUnderRecheck() {
            @Override
            public Set<String> distrusted() {
                return distrusted;
            }

            @Override
            public int sampleSize() {
                return rechecks;
            }

            @Override
            public MemberCount count(int index) {
                return RunLedger.this.count(index);
            }

            @Override
            public void replace(int index, MemberCount count) {
                RunLedger.this.replace(index, count);
            }

            @Override
            public void rechecked() {
                RunLedger.this.rechecked();
            }
        };
    }

    /**
     * Closes the books of the run: the total, and what the recheck found.
     *
     * @param recheck what the run's recheck found, once it is done
     * @return the result; call it once nothing {@linkplain #remaining() remains} and the recheck is done
     * @throws IllegalStateException if subproblems remain to count, or the recheck's sample to recheck
     */
    public CountResult result(RecheckReport recheck) {
        requireCounted("they are not counted");
        if (rechecked < rechecks) {
            throw new IllegalStateException("the recheck of " + job.split() + " is not done");
        }
        return new CountResult(sum, subproblems.size(), resumed, counted, recheck);
    }

    private void requireCounted(String what) {
        if (remaining() > 0) {
            throw new IllegalStateException(remaining() + " subproblems of " + job.split() + " are left to count: "
                    + what);
        }
    }

    /**
     * @param index the split index of a finished subproblem
     * @return its count, and who made it
     */
    private MemberCount count(int index) {
        MemberCount count = counts == null ? null : counts.get(index);
        if (count == null || remaining() > 0) {
            throw new IllegalArgumentException("subproblem " + index + " of " + job.split() + " is not counted"
                    + (counts == null ? " by a run that keeps its counts" : ""));
        }
        return count;
    }

    /** Replaces the count of a finished subproblem by another member's, as {@link CountUnderRecheck} says. */
    private void replace(int index, MemberCount counted) {
        MemberCount before = count(index);
        if (checkpoint != null) {
            checkpoint.replace(subproblems.get(index).id(), counted, before.member());
        }
        Objects.requireNonNull(counts, "counts").put(index, counted);    // count(index) found them kept
        Subcount old = before.subcount();
        Subcount now = counted.subcount();
        sum = new Subcount(Math.addExact(sum.solutions() - old.solutions(), now.solutions()),
                Math.addExact(sum.fixedPoints() - old.fixedPoints(), now.fixedPoints()));
    }

    private void rechecked() {
        rechecked++;
        report(isDone());
    }

    private boolean isDone() {
        return remaining() == 0 && rechecked == rechecks;
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
        return progress.within(index);
    }

    /** Reports the progress, with the parts of the subproblems being counted, if a report is due. */
    public void reportProgress() {
        report(false);
    }

    private void report(boolean now) {
        progress.report(counted, rechecked, now);
    }

    /** The pending subproblems, each made as it is asked for. */
    private final class PendingView extends AbstractList<Subproblem> implements RandomAccess {
        @Override
        public Subproblem get(int index) {
            return subproblems.get(splitIndex(index));
        }

        @Override
        public int size() {
            return pendingCount;
        }
    }

    /**
     * The counts of a run by split index, in columns: the solutions, the fixed points, and the member by its
     * number in a table of the members' names.
     */
    private static final class Counts {
        private final long[] solutions;
        private final long[] fixedPoints;
        /** The number of the member in {@link #members}, plus one; 0 for no count. */
        private final int[] member;
        private final List<String> members = new ArrayList<>();
        private final Map<String, Integer> numbers = new HashMap<>();

        Counts(int size) {
            solutions = new long[size];
            fixedPoints = new long[size];
            member = new int[size];
        }

        @Nullable MemberCount get(int index) {
            int number = member[index];
            return number == 0 ? null
                    : new MemberCount(new Subcount(solutions[index], fixedPoints[index]), members.get(number - 1));
        }

        void put(int index, MemberCount count) {
            solutions[index] = count.subcount().solutions();
            fixedPoints[index] = count.subcount().fixedPoints();
            member[index] = numbers.computeIfAbsent(count.member(), name -> {
                members.add(name);
                return members.size();
            });
        }
    }
}
