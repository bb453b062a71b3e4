package dev.nqueens.cluster;

import java.time.Duration;
import java.util.Arrays;
import java.util.stream.LongStream;

/**
 * How long a task of a {@link ClusterRun} may take before the run counts its subproblem elsewhere too:
 * {@link #FACTOR} times the time that nine tasks in ten keep to, and never less than {@link #least()}. A
 * member that hangs (a stopped process, a frozen machine, a long pause) but keeps its connections open is
 * never dropped by Hazelcast, and its tasks would hold the count until it woke up.
 *
 * <p>The times are those of the last tasks back and, for the tasks still out, the time they have taken so far,
 * which their whole time will exceed. Without these, the first tasks back, which are the quick ones (a third of
 * a large board's subproblems hold no solution at all), would make every long task overdue: at n = 26 and
 * beyond, where subproblems take minutes to hours, every task of the first wave would be copied. A member that
 * hangs holds a few tasks out of many, so the time that nine in ten keep to is the others'. The subproblems'
 * estimated work plays no part: it only ranks them ({@code Subproblem.estimatedWork}), and {@code bitslice}'s
 * is a logarithm.
 */
final class TaskDeadlines {

    /**
     * How much longer than the client's heartbeat timeout a task is given at least: the timeout is how long
     * the client takes to notice that it is cut off itself, when it sends no copies (every task would be late,
     * and no member to blame); with it, 20 s at Hazelcast's 15 s, more than any pause of a healthy member.
     */
    static final Duration MARGIN = Duration.ofSeconds(5);
    /** How many times the time that nine tasks in ten keep to a task is given. */
    private static final int FACTOR = 4;
    /** The tasks back looked at: the last ones. */
    private static final int SAMPLES = 256;
    /** Fewer tasks back than this, and no task is overdue: too little is known. */
    private static final int MIN_SAMPLES = 4;

    /** The times of the last {@link #SAMPLES} tasks back, in nanoseconds, as a ring. */
    private final long[] times = new long[SAMPLES];
    private int recorded;
    private final Duration least;

    /** @param heartbeatTimeout how long the client goes without an answer before it takes itself to be cut off */
    TaskDeadlines(Duration heartbeatTimeout) {
        this.least = heartbeatTimeout.plus(MARGIN);
    }

    /** @return the least time a task is given: the heartbeat timeout and {@link #MARGIN} */
    Duration least() {
        return least;
    }

    /** @param nanos the time from sending a task to a member to its result */
    void record(long nanos) {
        times[recorded++ % SAMPLES] = nanos;
        if (recorded == 2 * SAMPLES) {
            recorded = SAMPLES;
        }
    }

    /**
     * @param running the time so far of each task still out
     * @return the time a task is given, in nanoseconds; or a negative value if too few have come back to tell
     */
    long deadlineNanos(LongStream running) {
        int filled = Math.min(recorded, SAMPLES);
        if (filled < MIN_SAMPLES) {
            return -1;
        }
        long[] all = LongStream.concat(Arrays.stream(times, 0, filled), running).sorted().toArray();
        long typical = all[(int) (0.9 * (all.length - 1))];
        long given = typical > Long.MAX_VALUE / FACTOR ? Long.MAX_VALUE : FACTOR * typical;
        return Math.max(least.toNanos(), given);
    }
}
