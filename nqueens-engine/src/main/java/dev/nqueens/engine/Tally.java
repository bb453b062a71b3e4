package dev.nqueens.engine;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The books of one run of an engine: which subproblems are left, the sum so far, who counted what, the
 * checkpoint and the progress reports. Every engine records finished subproblems here, on the thread that
 * called {@link CountingEngine#count}, so that the checkpoint has a single writer, progress never goes back,
 * and a subproblem that arrives twice (a task that a remote engine ran again, say) is added once. Once all
 * are in, the engine makes the run's {@link #recheck() recheck}.
 *
 * <p>A subproblem that the checkpoint holds is resumed, unless a member that the checkpoint
 * {@linkplain Checkpoint#distrusted() distrusts} counted it: then it is pending again, to be counted away
 * from the {@linkplain #distrusted() distrusted} members, and its new count replaces the old in the file.
 *
 * <p>Progress is in the units {@link CountingEngine} defines: {@link CountingEngine#PARTS_PER_SUBPROBLEM}
 * for each finished subproblem and for each subproblem of the recheck's sample, and for each one being
 * counted, the parts of it that its solver reported to the listener of {@link #progressWithin(int)}. That
 * listener alone may be called from any thread.
 */
public final class Tally {

    /** Progress goes out at most a hundred times a second, as {@link ProgressListener} asks. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final CountJob job;
    private final Checkpoint checkpoint;
    private final List<Subproblem> pending = new ArrayList<>();
    /** The index in {@link #pending} of each subproblem still to count. */
    private final Map<String, Integer> unfinished = new HashMap<>();
    /**
     * Who counted what, for the checkpoint and the recheck, which alone ask; without either, empty, so that a
     * plain count never looks up the name of this process. A pending subproblem's entry is a count in doubt.
     */
    private final Map<String, Counted> counts = new HashMap<>();
    private final boolean keepsCounts;
    private final Set<String> distrusted;
    private final int resumed;
    /** The size of the recheck's sample. */
    private final int rechecks;
    private final boolean[] finishedAt;
    /** For each pending subproblem being counted, the parts done, as its solver reports them. */
    private final AtomicLongArray partsWithin;
    private Subcount sum = Subcount.ZERO;
    private int counted;
    private int rechecked;
    private Recheck recheck;
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
        this.rechecks = Recheck.sampleSize(job.recheckPercent(), job.split().subproblems().size());
        this.keepsCounts = checkpoint != null || rechecks > 0;
        this.distrusted = checkpoint == null ? Set.of() : checkpoint.distrusted();
        int fromCheckpoint = 0;
        for (Subproblem subproblem : job.split().subproblems()) {
            Counted done = checkpoint == null ? null : checkpoint.finished(subproblem.id());
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
    public boolean record(Subproblem subproblem, Counted counted) {
        return add(subproblem, counted.subcount(), counted.member());
    }

    /** @param member the member that counted it, or null for this process */
    private boolean add(Subproblem subproblem, Subcount subcount, String member) {
        Integer index = unfinished.get(subproblem.id());
        if (index == null) {
            return false;
        }
        if (keepsCounts) {
            Counted count = new Counted(subcount, member == null ? Members.thisProcess() : member);
            Counted doubted = counts.get(subproblem.id());
            if (checkpoint != null && doubted == null) {
                checkpoint.append(subproblem.id(), count);
            } else if (checkpoint != null) {
                checkpoint.replace(subproblem.id(), count, doubted.member());
            }
            counts.put(subproblem.id(), count);
        }
        unfinished.remove(subproblem.id());
        finishedAt[index] = true;
        sum = sum.plus(subcount);
        counted++;
        report(isDone());
        return true;
    }

    /**
     * @return the recheck of this run, the same each time: the engine makes it once {@link #remaining()} is
     *     0, with no sample if the job asks for none
     * @throws IllegalStateException if subproblems remain to count
     */
    public Recheck recheck() {
        if (!unfinished.isEmpty()) {
            throw new IllegalStateException(unfinished.size() + " subproblems of " + job.split()
                    + " are not counted: the recheck comes after");
        }
        if (recheck == null) {
            recheck = new Recheck(this);
        }
        return recheck;
    }

    /**
     * @return the result; call it once nothing {@linkplain #remaining() remains}, and the
     *     {@linkplain #recheck() recheck} is done if the job asks for one
     */
    public CountResult result() {
        if (!unfinished.isEmpty()) {
            throw new IllegalStateException(unfinished.size() + " subproblems of " + job.split() + " are not counted");
        }
        int subproblems = job.split().subproblems().size();
        if (rechecks > 0 && (recheck == null || !recheck.done())) {
            throw new IllegalStateException("the recheck of " + job.split() + " is not done");
        }
        return new CountResult(sum, subproblems, resumed, counted,
                recheck == null ? RecheckReport.none(subproblems) : recheck.report());
    }

    /** @return the job of the run, for its recheck */
    CountJob job() {
        return job;
    }

    /** @return the size of the recheck's sample */
    int rechecks() {
        return rechecks;
    }

    /**
     * @param id the id of a finished subproblem
     * @return its count, and who made it
     */
    Counted count(String id) {
        Counted count = counts.get(id);
        if (count == null || unfinished.containsKey(id)) {
            throw new IllegalArgumentException("subproblem " + id + " of " + job.split() + " is not counted");
        }
        return count;
    }

    /**
     * Replaces the count of a finished subproblem by another member's, in the sum and in the checkpoint (as a
     * line naming the member of the count it replaces).
     *
     * @param subproblem a finished subproblem
     * @param counted its new count, and who made it
     * @throws CheckpointException if the checkpoint cannot be written; then nothing changes
     */
    void replace(Subproblem subproblem, Counted counted) {
        Counted before = count(subproblem.id());
        if (checkpoint != null) {
            checkpoint.replace(subproblem.id(), counted, before.member());
        }
        counts.put(subproblem.id(), counted);
        Subcount old = before.subcount();
        Subcount now = counted.subcount();
        sum = new Subcount(Math.addExact(sum.solutions() - old.solutions(), now.solutions()),
                Math.addExact(sum.fixedPoints() - old.fixedPoints(), now.fixedPoints()));
    }

    /** Adds a subproblem of the recheck's sample to the progress. */
    void rechecked() {
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
        long total = (pending.size() + (long) rechecks) * CountingEngine.PARTS_PER_SUBPROBLEM;
        if (total == 0) {
            return;
        }
        long time = System.nanoTime();
        if (reported && !now && time - lastReportNanos < REPORT_INTERVAL_NANOS) {
            return;
        }
        long done = (counted + (long) rechecked) * CountingEngine.PARTS_PER_SUBPROBLEM;
        for (int index = 0; index < finishedAt.length; index++) {
            if (!finishedAt[index]) {
                done += partsWithin.get(index);
            }
        }
        // a finished subproblem's parts, all of them, replace those its solver reported: done never shrinks
        if (!reported || done > lastReported) {
            job.progress().progress(done, total);
            lastReported = done;
            lastReportNanos = time;
            reported = true;
        }
    }
}
