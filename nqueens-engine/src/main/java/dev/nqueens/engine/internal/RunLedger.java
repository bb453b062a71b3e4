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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * <p>Progress goes to the job's listener as {@link RunProgress} reports it: the listener of
 * {@link #progressWithin(int)} alone may be called from any thread.
 */
public final class RunLedger {

    private final CountJob job;
    /** The records of the job's checkpoint, or null without one. */
    private final CheckpointRecords checkpoint;
    private final List<Subproblem> pending = new ArrayList<>();
    /** The index in {@link #pending} of each subproblem still to count. */
    private final Map<String, Integer> unfinished = new HashMap<>();
    /**
     * Who counted what, for the checkpoint and the recheck, which alone ask; without either, empty, so that a
     * plain count never looks up the name of this process. A pending subproblem's entry is a count in doubt.
     */
    private final Map<String, MemberCount> counts = new HashMap<>();
    private final boolean keepsCounts;
    private final Set<String> distrusted;
    private final int resumed;
    /** The size of the recheck's sample. */
    private final int rechecks;
    private final RunProgress progress;
    private Subcount sum = Subcount.ZERO;
    private int counted;
    private int rechecked;

    /**
     * Takes the checkpoint's subcounts and lists the rest of the split, largest estimated work first.
     *
     * @param job the job of the run
     */
    public RunLedger(CountJob job) {
        this.job = job;
        this.checkpoint = job.checkpoint().map(CheckpointRecords::of).orElse(null);
        this.rechecks = sampleSize(job.recheckPercent(), job.split().subproblems().size());
        this.keepsCounts = checkpoint != null || rechecks > 0;
        this.distrusted = checkpoint == null ? Set.of() : checkpoint.distrusted();
        int fromCheckpoint = 0;
        for (Subproblem subproblem : job.split().subproblems()) {
            MemberCount done = checkpoint == null ? null : checkpoint.finished(subproblem.id());
            if (done != null) {
                counts.put(subproblem.id(), done);
            }
            if (done != null && !distrusted.contains(done.member())) {
                sum = sum.plus(done.subcount());
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
        this.progress = new RunProgress(job.progress(), pending.size(), rechecks);
    }

    /** @return the subproblems to count in this run, largest estimated work first; unmodifiable */
    public List<Subproblem> pending() {
        return List.copyOf(pending);
    }

    /** @return how many subproblems are still to count */
    public int remaining() {
        return unfinished.size();
    }

    /**
     * @param id a subproblem's id
     * @return true if the subproblem with this id was counted in this run or resumed
     */
    public boolean isFinished(String id) {
        return !unfinished.containsKey(id);
    }

    /**
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
     * @param subproblem a subproblem of the split
     * @param subcount what counting it found
     * @return false, and nothing changes, if it was already finished
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes either
     */
    public boolean record(Subproblem subproblem, Subcount subcount) {
        return add(subproblem, subcount, null);
    }

    /**
     * Adds a subproblem finished by a member, as {@link #record(Subproblem, Subcount)} does.
     *
     * @param subproblem a subproblem of the split
     * @param counted what counting it found, and the member that counted it
     * @return false, and nothing changes, if it was already finished
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes either
     */
    public boolean record(Subproblem subproblem, MemberCount counted) {
        return add(subproblem, counted.subcount(), counted.member());
    }

    /** @param member the member that counted it, or null for this process */
    private boolean add(Subproblem subproblem, Subcount subcount, String member) {
        Integer index = unfinished.get(subproblem.id());
        if (index == null) {
            return false;
        }
        if (keepsCounts) {
            MemberCount count = new MemberCount(subcount, member == null ? MemberNames.thisProcess() : member);
            MemberCount doubted = counts.get(subproblem.id());
            if (checkpoint != null && doubted == null) {
                checkpoint.append(subproblem.id(), count);
            } else if (checkpoint != null) {
                checkpoint.replace(subproblem.id(), count, doubted.member());
            }
            counts.put(subproblem.id(), count);
        }
        unfinished.remove(subproblem.id());
        progress.finished(index);
        sum = sum.plus(subcount);
        counted++;
        report(isDone());
        return true;
    }

    /**
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
     * @return the count as its recheck sees it: the engine rechecks it once
     *     {@link #remaining()} is 0
     * @throws IllegalStateException if subproblems remain to count
     */
    public CountUnderRecheck underRecheck() {
        if (!unfinished.isEmpty()) {
            throw new IllegalStateException(unfinished.size() + " subproblems of " + job.split()
                    + " are not counted: the recheck comes after");
        }
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
            public MemberCount count(String id) {
                return RunLedger.this.count(id);
            }

            @Override
            public void replace(Subproblem subproblem, MemberCount count) {
                RunLedger.this.replace(subproblem, count);
            }

            @Override
            public void rechecked() {
                RunLedger.this.rechecked();
            }
        };
    }

    /**
     * @param recheck what the run's recheck found, once it is done
     * @return the result; call it once nothing {@linkplain #remaining() remains} and the recheck is done
     * @throws IllegalStateException if subproblems remain to count, or the recheck's sample to recheck
     */
    public CountResult result(RecheckReport recheck) {
        if (!unfinished.isEmpty()) {
            throw new IllegalStateException(unfinished.size() + " subproblems of " + job.split() + " are not counted");
        }
        if (rechecked < rechecks) {
            throw new IllegalStateException("the recheck of " + job.split() + " is not done");
        }
        return new CountResult(sum, job.split().subproblems().size(), resumed, counted, recheck);
    }

    /**
     * @param id the id of a finished subproblem
     * @return its count, and who made it
     */
    private MemberCount count(String id) {
        MemberCount count = counts.get(id);
        if (count == null || unfinished.containsKey(id)) {
            throw new IllegalArgumentException("subproblem " + id + " of " + job.split() + " is not counted");
        }
        return count;
    }

    /** Replaces the count of a finished subproblem by another member's, as {@link CountUnderRecheck} says. */
    private void replace(Subproblem subproblem, MemberCount counted) {
        MemberCount before = count(subproblem.id());
        if (checkpoint != null) {
            checkpoint.replace(subproblem.id(), counted, before.member());
        }
        counts.put(subproblem.id(), counted);
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
        return unfinished.isEmpty() && rechecked == rechecks;
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
}
