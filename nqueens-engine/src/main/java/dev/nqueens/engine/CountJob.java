package dev.nqueens.engine;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Split;
import java.util.Objects;
import java.util.Optional;

/**
 * One run of a {@link CountingEngine}: the split to count, and how the caller follows and controls the run.
 * Instances are immutable; build one with {@link #builder(Split)}.
 */
public final class CountJob {

    private final Split split;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final Checkpoint checkpoint;

    private CountJob(Builder builder) {
        this.split = builder.split;
        this.cancellation = builder.cancellation;
        this.progress = builder.progress;
        this.checkpoint = builder.checkpoint;
    }

    /**
     * @param split the subproblems to count
     * @return a builder with a fresh cancellation, no progress listener and no checkpoint
     */
    public static Builder builder(Split split) {
        return new Builder(split);
    }

    /** @return the subproblems to count */
    public Split split() {
        return split;
    }

    /** @return the flag with which the caller stops the run */
    public Cancellation cancellation() {
        return cancellation;
    }

    /** @return where the engine reports subproblems finished in this run out of those it has to count */
    public ProgressListener progress() {
        return progress;
    }

    /** @return the checkpoint that records finished subproblems, if the run has one */
    public Optional<Checkpoint> checkpoint() {
        return Optional.ofNullable(checkpoint);
    }

    @Override
    public String toString() {
        return "CountJob[" + split + (checkpoint == null ? "" : ", checkpoint " + checkpoint.file()) + "]";
    }

    /** Builds a {@link CountJob}. */
    public static final class Builder {
        private final Split split;
        private Cancellation cancellation = new Cancellation();
        private ProgressListener progress = ProgressListener.NONE;
        private Checkpoint checkpoint;

        private Builder(Split split) {
            this.split = Objects.requireNonNull(split, "split");
        }

        /**
         * @param cancellation the flag the caller will use to stop the run
         * @return this builder
         */
        public Builder cancellation(Cancellation cancellation) {
            this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
            return this;
        }

        /**
         * @param progress the listener to report progress to
         * @return this builder
         */
        public Builder progress(ProgressListener progress) {
            this.progress = Objects.requireNonNull(progress, "progress");
            return this;
        }

        /**
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

        /** @return the job */
        public CountJob build() {
            return new CountJob(this);
        }
    }
}
