package dev.nqueens.cluster;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A running count as its client publishes it to the cluster's map of {@link ClusterProtocol#RUNNING_COUNTS}, for
 * {@link ClusterStatus}: what it counts, how far it is, and what each member has counted of it; with the
 * cluster's secret, signed by the client, so that a reader with the secret can tell it from a stranger's. It
 * travels in the form {@link WireFormat} gives it.
 *
 * @param jobId the run's job id, the map's key
 * @param client the process that runs the count
 * @param solverId the solver
 * @param boardSize n
 * @param done the subproblems counted, the checkpoint's included
 * @param total the subproblems of the split
 * @param rechecking whether the recheck runs
 * @param startedMillis when the count began, by the client's clock, in milliseconds since the epoch
 * @param elapsedMillis how long it has run
 * @param leftMillis how long it is expected to take yet, or -1 if the client cannot say
 * @param shares what each member has counted
 * @param signature the parts signed with the cluster's secret, or null where it has none
 */
record CountReport(String jobId, String client, String solverId, int boardSize, int done, int total,
        boolean rechecking, long startedMillis, long elapsedMillis, long leftMillis, List<ShareLine> shares,
        @Nullable String signature) {

    /**
     * A member's share of the count.
     *
     * @param member the member's {@code HOST:PORT}, or the client's name
     * @param done the subproblems it counted
     * @param holding the subproblems it holds now, counting or queued
     */
    record ShareLine(String member, int done, int holding) {
    }

    /** @return the report signed with the secret, or unsigned without one */
    CountReport signedWith(Optional<ClusterSecret> secret) {
        return new CountReport(jobId, client, solverId, boardSize, done, total, rechecking, startedMillis,
                elapsedMillis, leftMillis, List.copyOf(shares),
                secret.map(key -> key.sign(signedParts())).orElse(null));
    }

    /**
     * @param secret the cluster's secret, if it has one
     * @return whether the report is the client's, as far as the secret can tell: signed with it, where there is one
     */
    boolean isSignedWith(Optional<ClusterSecret> secret) {
        return secret.isEmpty() || secret.get().verifies(signature, signedParts());
    }

    private Object[] signedParts() {
        List<Object> parts = new ArrayList<>(List.of("count", jobId, client, solverId, boardSize, done, total,
                rechecking, startedMillis, elapsedMillis, leftMillis, shares.size()));
        for (ShareLine share : shares) {
            parts.add(share.member());
            parts.add(share.done());
            parts.add(share.holding());
        }
        return parts.toArray();
    }

    /** @return the count as {@link ClusterStatus} gives it, the members that counted most first */
    ClusterStatus.Count toCount() {
        double minutes = Math.max(elapsedMillis, 1) / 60_000.0;
        List<ClusterStatus.Share> byMember = shares.stream()
                .map(share -> new ClusterStatus.Share(share.member(), share.done(), share.holding(),
                        share.done() / minutes))
                .sorted(Comparator.comparingInt(ClusterStatus.Share::done).reversed()
                        .thenComparing(ClusterStatus.Share::member))
                .toList();
        return new ClusterStatus.Count(client, solverId, boardSize, done, total, rechecking,
                Instant.ofEpochMilli(startedMillis), Duration.ofMillis(elapsedMillis),
                leftMillis < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(leftMillis)), byMember);
    }
}
