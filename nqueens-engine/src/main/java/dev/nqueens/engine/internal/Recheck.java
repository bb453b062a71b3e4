package dev.nqueens.engine.internal;

import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.CheckpointException;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.Mismatch;
import dev.nqueens.engine.RecheckReport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * The recheck of one run, made by its engine once every subproblem is counted: a member with a flipped bit,
 * another build or a stranger's code returns a wrong count, and a recheck notices. It asks the engine for
 * counts in waves of {@link Recount}s: the engine counts each as the recount says and hands the count back to
 * {@link #arrived}, then asks for the {@link #next()} wave, until one is empty.
 *
 * <ol>
 *   <li>The first wave is a random sample of the split's subproblems, {@linkplain CountJob#recheckPercent()
 *       the job's percentage} of them and at least one, each counted on another member than the one that
 *       counted it (those a checkpoint resumed included).</li>
 *   <li>A recount that disagrees with the count it checks is judged in this process: where the recount was
 *       made here, it is the judge's count; else the next wave counts the subproblem here.</li>
 *   <li>Each member whose count differs from this process's is found to miscount: the
 *       {@linkplain CountJob#mismatches() job's listener} hears of it, its count is replaced by this
 *       process's, and the next wave counts every other subproblem it counted again, away from the members
 *       found to miscount; those counts replace its own.</li>
 * </ol>
 * Replacements go to the checkpoint as lines that name the member whose count they replace, so that a run
 * that resumes the checkpoint counts that member's remaining subproblems again. The
 * {@linkplain #report() report} says what the recheck found; the total of the run is right whatever it found,
 * as long as this process counts right.
 *
 * <p>Used by one thread at a time, the one that called {@link CountingEngine#count}.
 */
public final class Recheck {

    private final CountJob job;
    private final CountUnderRecheck count;
    private final List<Subproblem> subproblems;
    /** The members whose counts this run does not take: from the checkpoint, and found here. */
    private final Set<String> distrusted;
    /** The members whose counts were all made again, or queued to be. */
    private final Set<String> swept;
    /** The members this recheck found to miscount, in the order it found them. */
    private final List<String> foundHere = new ArrayList<>();
    /** The subproblems, by split index, whose count this process's replaced: no sweep counts them again. */
    private final Set<Integer> judged = new HashSet<>();
    /** The recounts of the wave out, and of the next, by split index. */
    private final Map<Integer, Step> wave = new LinkedHashMap<>();
    private final Map<Integer, Step> queued = new LinkedHashMap<>();
    private final List<Mismatch> mismatches = new ArrayList<>();
    private int rechecked;
    private int recounted;
    private int corrected;
    private boolean started;
    private boolean done;

    /**
     * Prepares the recheck of a run whose every subproblem is counted.
     *
     * @param job the job of the run: its split, the seed of its sample and the listener of mismatches
     * @param count the run's count, every subproblem counted
     */
    public Recheck(CountJob job, CountUnderRecheck count) {
        this.job = job;
        this.count = count;
        this.subproblems = job.split().subproblems();
        this.distrusted = new LinkedHashSet<>(count.distrusted());
        // the checkpoint's doubtful counts were made again with the others, before the recheck
        this.swept = new HashSet<>(distrusted);
    }

    /**
     * Says what to count again now: the sample first, then what the disagreements call for.
     *
     * @return the recounts to make next, largest estimated work first; empty when the recheck is done
     * @throws IllegalStateException if recounts of the last wave have not arrived
     */
    public List<Recount> next() {
        if (!wave.isEmpty()) {
            throw new IllegalStateException(wave.size() + " recounts of the last wave have not arrived");
        }
        if (!started) {
            started = true;
            queueSample();
        }
        queueSweeps();
        wave.putAll(queued);
        queued.clear();
        done = wave.isEmpty();
        return wave.values().stream().map(Step::recount)
                .sorted(Comparator.comparingLong((Recount recount) -> recount.subproblem().estimatedWork()).reversed())
                .toList();
    }

    /**
     * Takes the count of a recount of the current wave.
     *
     * @param recount a recount that {@link #next()} returned, not yet arrived
     * @param counted what counting it found, and the member that counted it
     * @throws IllegalArgumentException if the recount is not one of the wave, or has arrived already
     * @throws CheckpointException if a replaced count cannot be written to the checkpoint
     */
    public void arrived(Recount recount, MemberCount counted) {
        Step step = wave.get(recount.index());
        if (step == null || !step.recount().equals(recount)) {
            throw new IllegalArgumentException(recount + " is not a recount of this wave, or has arrived already");
        }
        wave.remove(recount.index());
        MemberCount current = count.count(recount.index());
        switch (step.kind()) {
            case SAMPLE -> compare(recount, current, counted);
            case JUDGEMENT -> judge(recount, current, Objects.requireNonNull(step.recheck(), "a judgement's recheck"),
                    counted);
            case SWEEP -> {
                recounted++;
                if (!current.subcount().equals(counted.subcount())) {
                    corrected++;
                }
                count.replace(recount.index(), counted);
            }
            default -> throw new AssertionError(step.kind());
        }
    }

    /**
     * Tells whether the recheck has nothing more to count.
     *
     * @return true once {@link #next()} has returned an empty wave
     */
    public boolean done() {
        return done;
    }

    /**
     * Says what the recheck has found, for the run's result.
     *
     * @return what the recheck found so far
     */
    public RecheckReport report() {
        return new RecheckReport(subproblems.size(), rechecked, mismatches, foundHere, recounted, corrected);
    }

    /** Queues the sample: the first of the split's indices in an order shuffled with the job's seed. */
    private void queueSample() {
        List<Integer> shuffled = new ArrayList<>(IntStream.range(0, subproblems.size()).boxed().toList());
        Collections.shuffle(shuffled, new Random(job.recheckSeed()));
        for (int index : shuffled.subList(0, count.sampleSize())) {
            Set<String> avoid = new HashSet<>(distrusted);
            avoid.add(count.count(index).member());
            queue(Kind.SAMPLE, new Recount(index, subproblems.get(index), avoid, false), null);
        }
    }

    /** Queues every count, not queued already, of each member found to miscount and not yet swept. */
    private void queueSweeps() {
        Set<String> sweep = new HashSet<>(distrusted);
        sweep.removeAll(swept);
        if (sweep.isEmpty()) {
            return;
        }
        swept.addAll(sweep);
        for (int index = 0; index < subproblems.size(); index++) {
            if (sweep.contains(count.count(index).member()) && !queued.containsKey(index) && !judged.contains(index)) {
                queue(Kind.SWEEP, new Recount(index, subproblems.get(index), distrusted, false), null);
            }
        }
    }

    private void queue(Kind kind, Recount recount, @Nullable MemberCount recheck) {
        queued.put(recount.index(), new Step(kind, recount, recheck));
    }

    /** A sample's recount: where it disagrees, this process judges, now or in the next wave. */
    private void compare(Recount recount, MemberCount current, MemberCount recheck) {
        rechecked++;
        count.rechecked();
        if (current.subcount().equals(recheck.subcount())) {
            return;
        }
        String here = MemberNames.thisProcess();
        if (recheck.member().equals(here)) {
            miscounted(recount.subproblem(), current, recheck, List.of(here));
            replaceByJudge(recount.index(), recheck);
        } else {
            queue(Kind.JUDGEMENT, new Recount(recount.index(), recount.subproblem(), Set.of(), true), recheck);
        }
    }

    /** This process's count of a subproblem on which two members disagree: whoever differs from it is wrong. */
    private void judge(Recount recount, MemberCount current, MemberCount recheck, MemberCount judgement) {
        Subproblem subproblem = recount.subproblem();
        String judge = judgement.member();
        Subcount right = judgement.subcount();
        boolean currentRight = current.subcount().equals(right);
        boolean recheckRight = recheck.subcount().equals(right);
        if (!currentRight) {
            miscounted(subproblem, current, judgement,
                    recheckRight ? List.of(recheck.member(), judge) : List.of(judge));
        }
        if (!recheckRight) {
            miscounted(subproblem, recheck, judgement,
                    currentRight ? List.of(current.member(), judge) : List.of(judge));
        }
        if (!currentRight || distrusted.contains(current.member())) {
            replaceByJudge(recount.index(), judgement);
        }
    }

    private void replaceByJudge(int index, MemberCount judgement) {
        count.replace(index, judgement);
        judged.add(index);
    }

    private void miscounted(Subproblem subproblem, MemberCount wrong, MemberCount right, List<String> agreeing) {
        Mismatch mismatch = new Mismatch(wrong.member(), subproblem.id(), wrong.subcount(), right.subcount(),
                agreeing);
        mismatches.add(mismatch);
        if (distrusted.add(wrong.member())) {
            foundHere.add(wrong.member());
        }
        job.mismatches().mismatch(mismatch);
    }

    /** What a recount is for. */
    private enum Kind {
        /** A subproblem of the sample, counted on another member than the one that counted it. */
        SAMPLE,
        /** A subproblem on which two members disagree, counted in this process. */
        JUDGEMENT,
        /** A subproblem that a member found to miscount counted, counted again away from such members. */
        SWEEP
    }

    /**
     * A recount of the wave and what it is for.
     *
     * @param recheck for a judgement, the recount of the sample that disagreed; else null
     */
    private record Step(Kind kind, Recount recount, @Nullable MemberCount recheck) {
    }
}
