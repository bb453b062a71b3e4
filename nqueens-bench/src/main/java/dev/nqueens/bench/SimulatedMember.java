package dev.nqueens.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * A member of a {@link ClusterSimulation}: its threads, the tasks it counts and holds queued, and what the
 * client knows of it.
 */
final class SimulatedMember {

    /** Its place among the members, in the order they joined, from 0. */
    final int index;
    /** For each thread, when it last finished a task, or when the member joined. */
    final double[] lastEnd;
    /** The attempts it counts, one a thread. */
    final List<ClusterSimulation.Attempt> running = new ArrayList<>();
    /** The attempts sent to it that wait for a thread. */
    final Deque<ClusterSimulation.Attempt> queue = new ArrayDeque<>();
    /** Crashed or hung: counts nothing more. */
    boolean down;
    /** The cluster has noticed that it failed: sent nothing more. */
    boolean gone;
    /** An overdue task was sent to it, and it has answered no task since, not even one counted elsewhere first. */
    boolean silent;
    /** The attempts sent to it and not yet back, as the client's {@code InFlight} counts them. */
    int held;

    /**
     * @param index its place among the members, from 0
     * @param threads its threads
     * @param joined when it joined
     */
    SimulatedMember(int index, int threads, double joined) {
        this.index = index;
        this.lastEnd = new double[threads];
        Arrays.fill(lastEnd, joined);
    }

    /** @return its threads */
    int threads() {
        return lastEnd.length;
    }

    /** @return true if it counts as many tasks as it has threads */
    boolean busy() {
        return running.size() >= lastEnd.length;
    }

    /** @return a thread that counts nothing */
    int freeThread() {
        boolean[] taken = new boolean[lastEnd.length];
        running.forEach(attempt -> taken[attempt.thread] = true);
        for (int t = 0; t < taken.length; t++) {
            if (!taken[t]) {
                return t;
            }
        }
        throw new IllegalStateException("no free thread on " + this);
    }

    @Override
    public String toString() {
        return "member " + index;
    }
}
