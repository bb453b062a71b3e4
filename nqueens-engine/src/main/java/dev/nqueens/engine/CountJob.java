package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Split;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One run of a {@link CountingEngine}: the split to count, and how the caller follows and controls the run.
 * Instances are immutable; build one as every request of nqueens is built, with {@link #of(Split)} for the
 * defaults or {@link #builder(Split)} for the rest.
 */
public final class CountJob {

    private final Split split;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final @Nullable Checkpoint checkpoint;
    private final double recheckPercent;
    private final long recheckSeed;
    private final MismatchListener mismatches;

    private CountJob(Builder builder) {
        this.split = builder.split;
        this.cancellation = builder.cancellation;
        this.progress = builder.progress;
        this.checkpoint = builder.checkpoint;
        this.recheckPercent = builder.recheckPercent;
        this.recheckSeed = builder.recheckSeed;
        this.mismatches = builder.mismatches;
    }

    /**
     * A job that counts every subproblem of a split, with a fresh cancellation, no progress listener, no
     * checkpoint and no recheck.
     *
     * @param split the subproblems to count
     * @return the job
     */
    public static CountJob of(Split split) {
        return builder(split).build();
    }

    /**
     * Starts a job that counts every subproblem of a split, to be given its controls, checkpoint and recheck.
     *
     * @param split the subproblems to count
     * @return a builder with the defaults of {@link #of(Split)}
     */
    public static Builder builder(Split split) {
        return new Builder(split);
    }

    /**
     * The board's subproblems, which the job counts and adds up.
     *
     * @return the subproblems to count
     */
    public Split split() {
        return split;
    }

    /**
     * The caller's way to stop the run.
     *
     * @return the flag with which the caller stops the run
     */
    public Cancellation cancellation() {
        return cancellation;
    }

    /**
     * Where the engine reports how far the run is.
     *
     * @return where the engine reports subproblems finished in this run out of those it has to count
     */
    public ProgressListener progress() {
        return progress;
    }

    /**
     * The file that keeps the run's finished subproblems, so that a run stopped or crashed resumes.
     *
     * @return the checkpoint that records finished subproblems, if the run has one
     */
    public Optional<Checkpoint> checkpoint() {
        return Optional.ofNullable(checkpoint);
    }

    /**
     * How much of the count is made twice, to catch a member that miscounts.
     *
     * @return the percentage of the split's subproblems that the engine counts again elsewhere and compares
     *     once all are counted, from 0 (none) to 100 (see {@link CountingEngine})
     */
    public double recheckPercent() {
        return recheckPercent;
    }

    /**
     * Fixes which subproblems the recheck draws, so that a run can be repeated.
     *
     * @return the seed of the random choice of the subproblems to recheck
     */
    public long recheckSeed() {
        return recheckSeed;
    }

    /**
     * Where the recheck reports each wrong count it finds.
     *
     * @return who hears of each count that a recheck finds wrong, as it is found
     */
    public MismatchListener mismatches() {
        return mismatches;
    }

    @Override
    public String toString() {
        return "CountJob[" + split + (checkpoint == null ? "" : ", checkpoint " + checkpoint.file())
                + (recheckPercent == 0 ? "" : ", recheck " + recheckPercent + "%") + "]";
    }

    /** Builds a {@link CountJob}. */
    public static final class Builder {
        private final Split split;
        private Cancellation cancellation = new Cancellation();
        private ProgressListener progress = ProgressListener.NONE;
        private @Nullable Checkpoint checkpoint;
        private double recheckPercent;
        private long recheckSeed;
        private MismatchListener mismatches = MismatchListener.NONE;

        private Builder(Split split) {
            this.split = Objects.requireNonNull(split, "split");
        }

        /**
         * Sets the flag with which the caller stops the run, from any thread.
         *
         * @param cancellation the flag the caller will use to stop the run
         * @return this builder
         */
        public Builder cancellation(Cancellation cancellation) {
            this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
            return this;
        }

        /**
         * Sets the listener that hears the run's progress; without it, nobody does.
         *
         * @param progress the listener to report progress to
         * @return this builder
         */
        public Builder progress(ProgressListener progress) {
            this.progress = Objects.requireNonNull(progress, "progress");
            return this;
        }

        /**
         * Keeps the run's finished subproblems in a checkpoint, and skips those it holds already.
         *
         * @param checkpoint the open checkpoint of this split, whose finished subproblems are skipped and to
         *     which the others are added as they finish
         * @return this builder
         * @throws IllegalArgumentException if the checkpoint was opened for another split
         */
        public Builder checkpoint(Checkpoint checkpoint) {
            Objects.requireNonNull(checkpoint, "checkpoint");
            if (!checkpoint.signature().equals(split.signature())) {
                throw new IllegalArgumentException("checkpoint " + checkpoint.file() + " was opened for split "
                        + checkpoint.signature() + ", not for " + split.signature());
            }
            this.checkpoint = checkpoint;
            return this;
        }

        /**
         * Has the engine count a random sample of the subproblems again, once all are counted, each on
         * another member than the one that counted it, and compare: a member found to miscount has all its
         * counts made again, and the total is right (see {@link CountingEngine}).
         *
         * @param percent how many of the split's subproblems to recheck, in percent: from 0 (none, the
         *     default) to 100 (all); more than 0 rechecks at least one
         * @param seed the seed of the random choice of the subproblems
         * @return this builder
         * @throws IllegalArgumentException if the percentage is not from 0 to 100
         */
        public Builder recheck(double percent, long seed) {
            if (!(percent >= 0 && percent <= 100)) {
                throw new IllegalArgumentException("the percentage of subproblems to recheck must be from 0 to 100,"
                        + " not " + percent);
            }
            this.recheckPercent = percent;
            this.recheckSeed = seed;
            return this;
        }

        /**
         * Sets the listener that hears of each count the recheck finds wrong.
         *
         * @param mismatches who hears of each count that a recheck finds wrong, as it is found
         * @return this builder
         */
        public Builder mismatches(MismatchListener mismatches) {
            this.mismatches = Objects.requireNonNull(mismatches, "mismatches");
            return this;
        }

        /**
         * Makes the job with the settings given, and the defaults for the rest.
         *
         * @return the job
         */
        public CountJob build() {
            return new CountJob(this);
        }
    }
}
