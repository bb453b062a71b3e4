package dev.nqueens.cluster;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * How long a task of a {@link ClusterRun} may take before the run counts its subproblem elsewhere too: from
 * the times of the tasks that came back, each over its subproblem's estimated work, a task is overdue at
 * {@link #FACTOR} times the time that nine in ten of them kept to, for its own estimated work, and never
 * before {@link #MIN_SECONDS}. A member that hangs (a stopped process, a frozen machine, a long pause) but
 * keeps its connections open is never dropped by Hazelcast, and its tasks would hold the count until it
 * woke up.
 */
final class TaskDeadlines {

    /**
     * The least time a task is given: more than any pause of a healthy member, and more than a client takes
     * to notice that it is cut off itself (its heartbeat timeout, 15 s), when it sends no copies: every task
     * would be late, and no member to blame.
     */
    static final int MIN_SECONDS = 20;
    /** How many times its expected time a task is given. */
    private static final int FACTOR = 4;
    /** The tasks looked at: the last ones back. */
    private static final int SAMPLES = 256;
    /** Fewer tasks back than this, and no task is overdue: too little is known. */
    private static final int MIN_SAMPLES = 4;

    /** Seconds per unit of estimated work, of the last {@link #SAMPLES} tasks back, as a ring. */
    private final double[] secondsPerWork = new double[SAMPLES];
    private int recorded;

    /**
     * @param estimatedWork the estimated work of a subproblem that a member counted
     * @param nanos the time from sending its task to its result
     */
    void record(long estimatedWork, long nanos) {
        secondsPerWork[recorded++ % SAMPLES] = nanos / 1e9 / (estimatedWork + 1.0);
        if (recorded == 2 * SAMPLES) {
            recorded = SAMPLES;
        }
    }

    /**
     * @return the time a task is given per unit of estimated work (plus one), in seconds, from the tasks back
     *     so far; or a negative value if too few have come back to tell
     */
    double allowance() {
        int filled = Math.min(recorded, SAMPLES);
        if (filled < MIN_SAMPLES) {
            return -1;
        }
        double[] sorted = Arrays.copyOf(secondsPerWork, filled);
        Arrays.sort(sorted);
        return FACTOR * sorted[(int) (0.9 * (filled - 1))];
    }

    /**
     * @param allowance what {@link #allowance()} said, 0 or more
     * @param estimatedWork a subproblem's estimated work
     * @return the time its task is given, in nanoseconds
     */
    static long deadlineNanos(double allowance, long estimatedWork) {
        double seconds = Math.max(MIN_SECONDS, allowance * (estimatedWork + 1.0));
        return seconds >= Long.MAX_VALUE / 1e9 ? Long.MAX_VALUE : (long) (seconds * TimeUnit.SECONDS.toNanos(1));
    }
}
