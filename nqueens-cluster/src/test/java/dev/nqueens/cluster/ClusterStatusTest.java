package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link ClusterEngine#status}: the members, and each running count as its client publishes it, read by
 * another client; a count that ends leaves the board, and a report that the cluster's secret does not sign is
 * left out.
 */
class ClusterStatusTest {

    private static final ClusterSecret SECRET = ClusterSecret.of("correct horse battery staple");
    /** How long each subproblem of the slow counts takes, at least. */
    private static final long PACE_MILLIS = 150;

    @Test
    void showsTheMembersAndARunningCountUntilItEnds() throws Exception {
        try (TestCluster cluster = TestCluster.start(2, 1, index -> Halves.paced(PACE_MILLIS));
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        StatusListener.NONE)) {
            int total = Halves.split(11).subproblems().size();
            CompletableFuture<CountResult> counting = CompletableFuture.supplyAsync(
                    () -> engine.count(CountJob.of(Halves.split(11))));

            ClusterStatus status = Eventually.matches(() -> ClusterEngine.status(cluster.clientSettings()),
                    seen -> seen.counts().size() == 1 && seen.counts().get(0).done() > 0
                            && seen.counts().get(0).left().isPresent(),
                    "a count with a subproblem done", Duration.ofSeconds(30));

            assertThat(status.clusterName()).isEqualTo(cluster.name.value());
            assertThat(status.members()).extracting(ClusterStatus.Member::address)
                    .containsExactly(cluster.members.get(0).address(), cluster.members.get(1).address());
            assertThat(status.members()).allSatisfy(member -> {
                assertThat(member.threads()).isEqualTo(1);
                assertThat(member.version()).isEqualTo("nqueens " + ClusterProtocol.VERSION);
                assertThat(member.sameVersion()).isTrue();
                assertThat(member.trusted()).isTrue();
                assertThat(member.heapBytes()).isPositive();
            });
            ClusterStatus.Count count = status.counts().get(0);
            assertThat(count.solverId()).isEqualTo("halves");
            assertThat(count.boardSize()).isEqualTo(11);
            assertThat(count.total()).isEqualTo(total);
            assertThat(count.done()).isBetween(1, total);
            assertThat(count.rechecking()).isFalse();
            assertThat(count.shares()).isNotEmpty().allSatisfy(share -> {
                assertThat(share.member()).isIn(cluster.members.get(0).address(), cluster.members.get(1).address());
                assertThat(share.holding()).isBetween(0, 4);
            });
            // published before the count took its latest results, never after
            assertThat(count.shares().stream().mapToInt(ClusterStatus.Share::done).sum()).isEqualTo(count.done());
            assertThat(status.unsigned()).isZero();

            assertThat(counting.get(60, TimeUnit.SECONDS).solutions()).isEqualTo(KnownCounts.total(11));
            Eventually.matches(() -> ClusterEngine.status(cluster.clientSettings()), seen -> seen.counts().isEmpty(),
                    "the board empty once the count has ended", Duration.ofSeconds(10));
        }
    }

    @Test
    void leavesOutAReportThatTheSecretDoesNotSign() throws Exception {
        try (TestCluster cluster = TestCluster.start(2, 1, index -> Halves.paced(PACE_MILLIS), index -> Optional.of(SECRET));
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(SECRET), Halves.solvers(),
                        StatusListener.NONE)) {
            forge(cluster, "forged-job");
            CompletableFuture<CountResult> counting = CompletableFuture.supplyAsync(
                    () -> engine.count(CountJob.of(Halves.split(10))));

            ClusterStatus status = Eventually.matches(() -> ClusterEngine.status(cluster.clientSettings(SECRET)),
                    seen -> seen.counts().size() == 1, "the signed count", Duration.ofSeconds(30));

            assertThat(status.counts().get(0).boardSize()).isEqualTo(10);
            assertThat(status.unsigned()).isEqualTo(1);
            // without the secret, the members are shown as not proving they have it, and no count is trusted
            ClusterStatus stranger = ClusterEngine.status(
                    cluster.clientSettings(ClusterSecret.of("a guess, sixteen+")));
            assertThat(stranger.members()).noneMatch(ClusterStatus.Member::trusted);
            assertThat(stranger.counts()).isEmpty();
            assertThat(stranger.unsigned()).isGreaterThanOrEqualTo(1);
            assertThat(counting.get(60, TimeUnit.SECONDS).solutions()).isEqualTo(KnownCounts.total(10));
        }
    }

    /**
     * Puts a report of a count that never ran on the board, in the cluster's form, as a client of this version
     * without the secret could.
     */
    private static void forge(TestCluster cluster, String jobId) {
        ClientConfig config = new ClientConfig();
        config.setClusterName(cluster.name.value());
        config.getNetworkConfig().addAddress(cluster.members.get(0).address());
        WireFormat.applyTo(config.getSerializationConfig());
        HazelcastInstance stranger = HazelcastClient.newHazelcastClient(config);
        try {
            stranger.getMap(ClusterProtocol.RUNNING_COUNTS).put(jobId, new CountReport(jobId, "1@stranger", "halves",
                    27, 1, 2, false, 0, 1000, 5000, List.of(), null));
        } finally {
            stranger.shutdown();
        }
    }
}
