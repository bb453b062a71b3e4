package dev.nqueens.cluster;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a cluster is doing, as any client of it sees it ({@link ClusterEngine#status}): its members and the
 * counts running on it, each as its client last published it (every {@link #PUBLISHED_EVERY}). A count whose
 * client has gone drops out within {@link #KEPT_FOR}.
 *
 * <p>Every string in it comes from the network: from the members' attributes and the clients' reports. Where the
 * cluster has a secret, the counts are those whose reports are signed with it, and the others are only counted
 * in {@link #unsigned()}; the members are all shown, each with whether it proves that it has the secret. A
 * caller that prints any of it to a terminal escapes it first.
 *
 * @param clusterName the cluster's name
 * @param members its members, in the order the cluster lists them (the oldest first)
 * @param counts the counts running on it, the oldest first
 * @param unsigned how many reports of counts were left out because they are not signed with the cluster's
 *     secret: made by a client without it, or forged
 */
public record ClusterStatus(String clusterName, List<Member> members, List<Count> counts, int unsigned) {

    /** How often a counting client publishes its count. */
    public static final Duration PUBLISHED_EVERY = Duration.ofSeconds(2);
    /** How long a count's report stays after its last publication: its client's end, or its death. */
    public static final Duration KEPT_FOR = Duration.ofSeconds(30);

    /**
     * Makes the status of a cluster from what its members and its counts publish.
     *
     * @param clusterName the cluster's name
     * @param members its members; copied
     * @param counts the counts on it; copied
     * @param unsigned the reports left out, 0 or more
     */
    public ClusterStatus {
        Objects.requireNonNull(clusterName, "clusterName");
        members = List.copyOf(members);
        counts = List.copyOf(counts);
        if (unsigned < 0) {
            throw new IllegalArgumentException("unsigned must be 0 or more, not " + unsigned);
        }
    }

    /**
     * A member of the cluster.
     *
     * @param address its {@code HOST:PORT}
     * @param threads the subproblems it counts at once; 0 if it does not say
     * @param version the version of nqueens it runs, as in {@code "nqueens 0.2.0"}, or what can be said of it
     * @param sameVersion whether it runs the version of this process, and so is sent this process's tasks
     * @param heapBytes the most its heap may grow to, in bytes; 0 if it does not say
     * @param trusted whether it proves that it has the cluster's secret; true for all where there is none
     */
    public record Member(String address, int threads, String version, boolean sameVersion, long heapBytes,
            boolean trusted) {
    }

    /**
     * A count running on the cluster, as its client last published it.
     *
     * @param client the process that runs it, as in {@code 4242@host}
     * @param solverId the solver that counts it
     * @param boardSize n
     * @param done the subproblems counted, those of its checkpoint included
     * @param total the subproblems of its split
     * @param rechecking true once every subproblem is counted and its recheck runs
     * @param started when its client began it, by the client's clock
     * @param elapsed how long it has run, by the client's clock, at its last publication
     * @param left the time its client expects it to take yet, from the work counted so far; empty until a
     *     subproblem is done
     * @param shares what each member has counted of it, the members that counted most first
     */
    public record Count(String client, String solverId, int boardSize, int done, int total, boolean rechecking,
            Instant started, Duration elapsed, Optional<Duration> left, List<Share> shares) {

        /**
         * Makes the state of one count as its client last published it.
         *
         * @param client the process that runs it, as in {@code 4242@host}
         * @param solverId the solver that counts it
         * @param boardSize n
         * @param done the subproblems counted, those of its checkpoint included
         * @param total the subproblems of its split
         * @param rechecking true once every subproblem is counted and its recheck runs
         * @param started when its client began it, by the client's clock
         * @param elapsed how long it has run, by the client's clock, at its last publication
         * @param left the time its client expects it to take yet; empty until a subproblem is done
         * @param shares what each member has counted of it; copied
         */
        public Count {
            Objects.requireNonNull(client, "client");
            Objects.requireNonNull(solverId, "solverId");
            Objects.requireNonNull(started, "started");
            Objects.requireNonNull(elapsed, "elapsed");
            Objects.requireNonNull(left, "left");
            shares = List.copyOf(shares);
        }
    }

    /**
     * A member's share of a count.
     *
     * @param member its {@code HOST:PORT}, or the client's name for what the client counted itself
     * @param done the subproblems of the count it has counted, since the count (re)started
     * @param holding the count's subproblems it holds now, counting or queued
     * @param perMinute the subproblems it counted per minute of the count so far
     */
    public record Share(String member, int done, int holding, double perMinute) {
    }
}
