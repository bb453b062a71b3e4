package dev.nqueens.bench;

import java.util.Collections;
import java.util.List;

/**
 * The cluster that a {@link ClusterSimulation} replays a split on, and what befalls its members.
 *
 * @param threads the threads of each member at the start, each counting one subproblem at a time; a member that
 *     joins in place of a failed one has that one's
 * @param dispatch how the client chooses a member for each subproblem
 * @param mtbfSeconds a member's mean time between failures, in seconds: its time to fail is exponential with
 *     this mean, drawn when it joins; {@link Double#POSITIVE_INFINITY} for members that never fail
 * @param hangFraction the fraction of failures that are hangs (the member stops, keeps its connections, and
 *     is dropped after {@code dropSeconds}); the others are crashes, noticed after {@code detectMinSeconds} to
 *     {@code detectMaxSeconds}, uniformly
 * @param detectMinSeconds the least time the cluster takes to notice that a member crashed
 * @param detectMaxSeconds the most
 * @param dropSeconds the silence after which the cluster drops a hung member
 * @param replaceSeconds how long after a failed member has left a member joins in its place; negative for none
 */
record SimulatedCluster(List<Integer> threads, Dispatch dispatch, double mtbfSeconds, double hangFraction,
        double detectMinSeconds, double detectMaxSeconds, double dropSeconds, double replaceSeconds) {

    /** A day, in seconds. */
    static final double DAY = 86_400;
    /** As measured: {@code kill -9} of a member is noticed within 5 to 15 s ({@code docs/cluster.md}). */
    static final double DETECT_MIN = 5;
    /** See {@link #DETECT_MIN}. */
    static final double DETECT_MAX = 15;
    /** Hazelcast drops a member after 60 s without a heartbeat, as {@code nqueens member} sets it. */
    static final double DROP = 60;

    /** How the client chooses where each subproblem goes. */
    enum Dispatch {
        /**
         * As {@code ClusterRun} does: up to twice the members' threads in flight, each task to the member that
         * holds fewest of them for its threads (among those that hold equally few, in turn from a start that
         * moves on by one each time), queued there behind the tasks it holds; those that an overdue task was
         * sent to only while no other is left.
         */
        FEWEST_HELD("fewest-held"),
        /**
         * The textbook list schedule: as many tasks in flight as threads, each to a thread that is free, so
         * that no task waits while a thread idles.
         */
        FREE_THREAD("free-thread"),
        /**
         * As {@code ClusterRun} dealt tasks until 2026-12-06 (commit a8aae95 replaced it): as {@link
         * #FEWEST_HELD}, but each task to the next member in turn, whatever it holds.
         */
        IN_TURN("in-turn, old");

        private final String label;

        Dispatch(String label) {
            this.label = label;
        }

        /** @return its name in the tables */
        String label() {
            return label;
        }
    }

    SimulatedCluster {
        threads = List.copyOf(threads);
        if (threads.isEmpty() || threads.stream().anyMatch(count -> count < 1)) {
            throw new IllegalArgumentException("members of " + threads + " threads");
        }
        if (!(mtbfSeconds > 0) || !(hangFraction >= 0 && hangFraction <= 1) || !(detectMinSeconds >= 0)
                || !(detectMaxSeconds >= detectMinSeconds) || !(dropSeconds >= 0)) {
            throw new IllegalArgumentException("a cluster that cannot be: " + mtbfSeconds + ", " + hangFraction
                    + ", " + detectMinSeconds + " to " + detectMaxSeconds + ", " + dropSeconds);
        }
    }

    /**
     * Members of as many threads each.
     *
     * @param members the members at the start
     * @param threads the threads of each
     * @param dispatch how the client chooses a member
     * @param mtbfSeconds as {@link SimulatedCluster}
     * @param hangFraction as {@link SimulatedCluster}
     * @param detectMinSeconds as {@link SimulatedCluster}
     * @param detectMaxSeconds as {@link SimulatedCluster}
     * @param dropSeconds as {@link SimulatedCluster}
     * @param replaceSeconds as {@link SimulatedCluster}
     */
    SimulatedCluster(int members, int threads, Dispatch dispatch, double mtbfSeconds, double hangFraction,
            double detectMinSeconds, double detectMaxSeconds, double dropSeconds, double replaceSeconds) {
        this(Collections.nCopies(Math.max(0, members), threads), dispatch, mtbfSeconds, hangFraction,
                detectMinSeconds, detectMaxSeconds, dropSeconds, replaceSeconds);
    }

    /**
     * @param members the members
     * @param threads the threads of each
     * @param dispatch how the client chooses a member
     * @return such a cluster whose members never fail
     */
    static SimulatedCluster reliable(int members, int threads, Dispatch dispatch) {
        return reliable(Collections.nCopies(Math.max(0, members), threads), dispatch);
    }

    /**
     * @param threads the threads of each member
     * @param dispatch how the client chooses a member
     * @return such a cluster whose members never fail
     */
    static SimulatedCluster reliable(List<Integer> threads, Dispatch dispatch) {
        return new SimulatedCluster(threads, dispatch, Double.POSITIVE_INFINITY, 0, DETECT_MIN, DETECT_MAX, DROP,
                -1);
    }

    /**
     * @param mtbf a member's mean time between failures, in seconds
     * @param hangs the fraction of failures that are hangs
     * @param replace how long after a failed member has left one joins in its place; negative for none
     * @return this cluster with members that fail so
     */
    SimulatedCluster failing(double mtbf, double hangs, double replace) {
        return new SimulatedCluster(threads, dispatch, mtbf, hangs, detectMinSeconds, detectMaxSeconds,
                dropSeconds, replace);
    }

    /** @return the members at the start */
    int members() {
        return threads.size();
    }

    /** @return the threads at the start */
    long allThreads() {
        return threads.stream().mapToLong(Integer::longValue).sum();
    }
}
