package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The cluster's secret: what it signs, and each way in for a host without it — a client that sends tasks, a
 * member that joins, a result changed on its way.
 */
class ClusterSecretTest {

    private static final ClusterSecret SECRET = ClusterSecret.of("correct horse battery staple");
    private static final ClusterSecret OTHER = ClusterSecret.of("incorrect horse battery staple");

    @Test
    void aSecretIsSixteenCharactersOrMoreAndNeverShown() {
        assertThatThrownBy(() -> ClusterSecret.of("  short secret \n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the cluster secret has 12 characters; it needs 16 or more");
        assertThat(SECRET).hasToString("ClusterSecret[hidden]");
        assertThat(ClusterSecret.of(" correct horse battery staple\n").sign("a")).isEqualTo(SECRET.sign("a"));
    }

    @Test
    void aSignatureHoldsForItsPartsAndSecretOnly() {
        String signature = SECRET.sign("task", "job", 12);

        assertThat(SECRET.verifies(signature, "task", "job", 12)).isTrue();
        assertThat(SECRET.verifies(signature, "task", "job", 13)).isFalse();
        assertThat(SECRET.verifies(signature, "task", "jo", "b12")).isFalse();
        assertThat(OTHER.verifies(signature, "task", "job", 12)).isFalse();
        assertThat(SECRET.verifies(null, "task", "job", 12)).isFalse();
    }

    @Test
    void aResultChangedOnItsWayIsNoLongerSigned() {
        TaskOutcome counted = TaskOutcome.counted("job", "3-0", "10.0.0.2:5701", new Subcount(1234, 0))
                .signedWith(Optional.of(SECRET));
        TaskOutcome changed = new TaskOutcome(counted.jobId(), counted.subproblemId(), counted.member(),
                counted.kind(), counted.solutions() + 8, counted.fixedPoints(), null, counted.signature());

        assertThat(counted.isSignedWith(SECRET)).isTrue();
        assertThat(changed.isSignedWith(SECRET)).isFalse();
        assertThat(counted.isSignedWith(OTHER)).isFalse();
        assertThat(TaskOutcome.counted("job", "3-0", "10.0.0.2:5701", new Subcount(1234, 0)).isSignedWith(SECRET))
                .isFalse();
    }

    @Test
    void membersAndAClientWithTheSecretCount() {
        try (TestCluster cluster = TestCluster.start(2, 1, index -> Halves.solvers(), index -> Optional.of(SECRET));
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(SECRET), Halves.solvers(),
                        StatusListener.NONE)) {
            CountResult result = engine.count(CountJob.of(Halves.split(10)));

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(10));
        }
    }

    @Test
    void membersCountNothingForAClientWithoutTheSecret() {
        try (TestCluster cluster = TestCluster.start(2, 1, index -> Halves.solvers(), index -> Optional.of(SECRET));
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        StatusListener.NONE)) {
            assertThatThrownBy(() -> engine.count(CountJob.of(Halves.split(10))))
                    .isInstanceOf(ClusterException.class)
                    // two members refused one subproblem, or each a first one, and then none was left
                    .hasMessageMatching("(127\\.0\\.0\\.1:\\d+ and 127\\.0\\.0\\.1:\\d+|member 127\\.0\\.0\\.1:\\d+)"
                            + " cannot count Subproblem\\[.*]: the task is not signed with this cluster's secret");
            cluster.awaitNewsMatching("\\d: refused the tasks of job \\S+: they are not signed with this cluster's"
                    + " secret \\(a client without it, or with another\\)");
        }
    }

    @Test
    void aClientWithAnotherSecretFindsNoMemberToTrust() {
        try (TestCluster cluster = TestCluster.start(1, 1, index -> Halves.solvers(), index -> Optional.of(SECRET))) {
            assertThatThrownBy(() -> ClusterEngine.connect(cluster.clientSettings(OTHER), Halves.solvers(),
                    StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessage("no member of cluster '" + cluster.name + "' has its secret: "
                            + cluster.members.get(0).address() + " has not the cluster's secret: no task is sent to"
                            + " it, and no result of it is taken (give the members and this client the same"
                            + " NQUEENS_CLUSTER_SECRET)");
        }
    }

    @Test
    void aMemberWithoutASecretRefusesASignedTaskUncounted() {
        List<String> news = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(1, 1, index -> Halves.solvers(), index -> Optional.empty())) {
            MemberContext stranger = new MemberContext(Halves.solvers(), news::add, Optional.empty());
            Subproblem subproblem = Halves.split(8).subproblems().get(0);
            SubproblemTask task = new SubproblemTask("job-1", subproblem, Optional.of(SECRET));

            TaskOutcome outcome = stranger.count(TestCluster.instanceOf(cluster.members.get(0)), task.jobId(),
                    subproblem, task.signature());

            assertThat(outcome.kind()).isEqualTo(TaskOutcome.Kind.FAILED);
            assertThat(outcome.failure()).isEqualTo("the task is signed with a cluster secret and this member has"
                    + " none");
            assertThat(outcome.isSignedWith(SECRET)).isFalse();
            assertThat(news).containsExactly("refused the tasks of job job-1: they are signed with a cluster secret"
                    + " and this member has none (give it the cluster's NQUEENS_CLUSTER_SECRET)");
            assertThat(stranger.count(TestCluster.instanceOf(cluster.members.get(0)), "job-2", subproblem, null)
                    .kind()).isEqualTo(TaskOutcome.Kind.COUNTED);
        }
    }

    @Test
    void aMemberWithoutTheSecretIsSentNoTask() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(3, 1, index -> Halves.solvers(),
                index -> index == 2 ? Optional.empty() : Optional.of(SECRET));
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(SECRET), Halves.solvers(),
                        clientNews::add)) {
            String stranger = cluster.members.get(2).address();
            cluster.awaitNews("0: " + stranger + " joined: 3 members, 3 threads; " + stranger + " has not the"
                    + " cluster's secret: no task is sent to it, and no result of it is taken");
            cluster.awaitPartitionsSettled();

            CountResult result = engine.count(CountJob.of(Halves.split(11)));

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(11));
            assertThat(clientNews).contains(stranger + " has not the cluster's secret: no task is sent to it, and no"
                    + " result of it is taken");
            // a task may still reach it through the client's stale view of a moved partition: it refuses it uncounted
            assertThat(cluster.news).noneMatch(line -> line.startsWith("2: counting subproblems"));
        }
    }
}
