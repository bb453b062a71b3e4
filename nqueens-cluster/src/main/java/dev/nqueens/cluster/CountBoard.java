package dev.nqueens.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import dev.nqueens.api.Subproblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The cluster's board of running counts, the map {@link ClusterProtocol#RUNNING_COUNTS}: a {@link ClusterRun}
 * pins its count's {@link CountReport} there every {@link ClusterStatus#PUBLISHED_EVERY}, each kept for
 * {@link ClusterStatus#KEPT_FOR} so that a count whose client died drops off by itself, and takes it down when
 * it ends; {@link #read} takes them all, for {@link ClusterStatus}.
 *
 * <p>Used by the run's thread only. Publishing never holds the count: a report is sent without waiting for
 * it, and none while the last is still on its way; one that fails is the cluster's loss, not the count's.
 */
final class CountBoard {

    private final IMap<String, CountReport> map;
    private final Optional<ClusterSecret> secret;
    private final String jobId;
    private final String client;
    private final String solverId;
    private final int boardSize;
    private final int total;
    private final long startedMillis = System.currentTimeMillis();
    private final long startedNanos = System.nanoTime();
    /** What each member has counted in this run, in the order they first counted. */
    private final Map<String, Integer> doneBy = new LinkedHashMap<>();
    /** The estimated work of the subproblems left when the run began, and of those counted since. */
    private final double workLeftAtStart;
    private double workCounted;
    private long nextNanos = startedNanos;
    private @Nullable CompletionStage<?> lastPublication;

    /**
     * @param client the run's client
     * @param secret the cluster's secret, to sign the reports with
     * @param jobId the run's job id
     * @param clientName the name of this process
     * @param solverId the solver of the count
     * @param boardSize n
     * @param total the subproblems of the split
     * @param pending the number of subproblems left to count when the run begins
     * @param pendingWork their estimated work, added up
     */
    CountBoard(HazelcastInstance client, Optional<ClusterSecret> secret, String jobId, String clientName,
            String solverId, int boardSize, int total, int pending, double pendingWork) {
        this.map = client.getMap(ClusterProtocol.RUNNING_COUNTS);
        this.secret = secret;
        this.jobId = jobId;
        this.client = clientName;
        this.solverId = solverId;
        this.boardSize = boardSize;
        this.total = total;
        this.workLeftAtStart = pendingWork + pending;
    }

    /**
     * @param member the member that counted a subproblem of the count (not of its recheck)
     * @param subproblem the subproblem
     */
    void counted(String member, Subproblem subproblem) {
        doneBy.merge(member, 1, Integer::sum);
        workCounted += work(subproblem);
    }

    /**
     * Publishes the count's report if its time has come.
     *
     * @param done the subproblems counted, the checkpoint's included
     * @param rechecking whether the recheck runs
     * @param held how many tasks each member holds, for those that hold any
     */
    void publishIfDue(int done, boolean rechecking, Map<String, Integer> held) {
        long now = System.nanoTime();
        if (now - nextNanos < 0 || lastPublication != null && !lastPublication.toCompletableFuture().isDone()) {
            return;
        }
        nextNanos = now + ClusterStatus.PUBLISHED_EVERY.toNanos();
        long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(now - startedNanos);
        CountReport report = new CountReport(jobId, client, solverId, boardSize, done, total, rechecking,
                startedMillis, elapsedMillis, rechecking ? -1 : left(elapsedMillis), shares(held), null)
                .signedWith(secret);
        try {
            lastPublication = map.putAsync(jobId, report, ClusterStatus.KEPT_FOR.toSeconds(), TimeUnit.SECONDS);
        } catch (RuntimeException e) {
            // the client shuts down, or is cut off: the count says so, not its report
            lastPublication = null;
        }
    }

    /** Takes the count's report down, without waiting: the count has ended. */
    void withdraw() {
        try {
            map.removeAsync(jobId);
        } catch (RuntimeException e) {
            // the cluster is gone; the report goes when it is due
        }
    }

    /** @return the time left, at the rate of the work counted so far, or -1 before any is */
    private long left(long elapsedMillis) {
        if (workCounted <= 0 || elapsedMillis <= 0) {
            return -1;
        }
        return Math.round(Math.max(0, workLeftAtStart - workCounted) * elapsedMillis / workCounted);
    }

    private List<CountReport.ShareLine> shares(Map<String, Integer> held) {
        List<CountReport.ShareLine> shares = new ArrayList<>();
        doneBy.forEach((member, done) -> shares.add(new CountReport.ShareLine(member, done,
                held.getOrDefault(member, 0))));
        held.forEach((member, holding) -> {
            if (!doneBy.containsKey(member)) {
                shares.add(new CountReport.ShareLine(member, 0, holding));
            }
        });
        return shares;
    }

    /** @return the work of a subproblem: its estimate, and one more, so that estimates of 0 count too */
    private static double work(Subproblem subproblem) {
        return subproblem.estimatedWork() + 1.0;
    }

    /**
     * Reads the board.
     *
     * @param client a client of the cluster
     * @param secret the cluster's secret, if it has one
     * @return the counts on it whose reports are signed with the secret, the oldest first, and how many others
     */
    static Counts read(HazelcastInstance client, Optional<ClusterSecret> secret) {
        IMap<Object, Object> map = client.getMap(ClusterProtocol.RUNNING_COUNTS);
        Set<Object> keys;
        try {
            keys = map.keySet();
        } catch (HazelcastSerializationException e) {
            throw new ClusterException("the cluster's board of running counts holds what this version of nqueens"
                    + " cannot read: " + ClusterProtocol.firstLine(e), e);
        }
        List<ClusterStatus.Count> counts = new ArrayList<>();
        int unsigned = 0;
        for (Object key : keys) {
            Object value;
            try {
                value = map.get(key);
            } catch (HazelcastSerializationException e) {
                // not a report this version made: a stranger's, or another version's
                unsigned++;
                continue;
            }
            if (value instanceof CountReport report && report.jobId().equals(key) && report.isSignedWith(secret)) {
                counts.add(report.toCount());
            } else if (value != null) {
                // null: its count ended, or its client died, since the keys were read
                unsigned++;
            }
        }
        counts.sort(Comparator.comparing(ClusterStatus.Count::started).thenComparing(ClusterStatus.Count::client));
        return new Counts(counts, unsigned);
    }

    /**
     * @param counts the counts of signed reports
     * @param unsigned the reports left out
     */
    record Counts(List<ClusterStatus.Count> counts, int unsigned) {
    }
}
