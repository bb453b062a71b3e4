package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.testkit.TestProviders;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Members that hang, fail or run another version: the count goes on with the others, exact, and the client
 * names the member in one line. The cluster across hosts, under kill -9, SIGSTOP and links cut, is
 * {@code .ci/cluster-test.sh}'s.
 */
class MemberFaultTest {

    @Test
    void countsElsewhereWhatAHungMemberHolds() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(3, 1, index -> index == 0 ? hanging() : Halves.solvers());
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        clientNews::add)) {
            CountResult result = engine.count(CountJob.builder(Halves.split(12)).build());

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(12));
            assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(12));
            assertThat(clientNews).anyMatch(line -> line.matches("(subproblem \\S+ is|\\d+ subproblems \\(.*\\) are)"
                    + " overdue on " + cluster.members.get(0).address().replace(".", "\\.") + ", at "
                    + TaskDeadlines.MIN_SECONDS + " s or more and several times the others' time: counting (it|them)"
                    + " elsewhere too"));
        }
    }

    @Test
    void goesOnWithTheOthersWhenAMemberCannotCount() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(3, 1, index -> index == 1 ? failing() : Halves.solvers());
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        clientNews::add)) {
            CountResult result = engine.count(CountJob.builder(Halves.split(11)).build());

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(11));
            assertThat(clientNews).filteredOn(line -> line.contains("cannot count")).singleElement().asString()
                    .matches("member " + cluster.members.get(1).address().replace(".", "\\.") + " cannot count"
                            + " Subproblem\\[halves n=11 .*]: out of order; it is sent no more of this count's"
                            + " subproblems");
        }
    }

    @Test
    void sendsNoTaskToAMemberOfAnotherVersion() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(2, 1, Halves.solvers())) {
            HazelcastInstance older = olderMember(cluster);
            try {
                String olderAddress = ClusterProtocol.describe(older.getCluster().getLocalMember());
                cluster.awaitNews("0: " + olderAddress + " joined: 3 members, 2 threads; " + olderAddress + " runs"
                        + " nqueens 0.1.0 or older, this process nqueens " + ClusterProtocol.VERSION + ": counts are"
                        + " sent only to members of their own version");
                cluster.awaitPartitionsSettled();
                try (ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        clientNews::add)) {
                    assertThat(engine.threads()).isEqualTo(2);

                    CountResult result = engine.count(CountJob.builder(Halves.split(11)).build());

                    assertThat(result.solutions()).isEqualTo(KnownCounts.total(11));
                    assertThat(clientNews).contains(olderAddress + " runs nqueens 0.1.0 or older, this process"
                            + " nqueens " + ClusterProtocol.VERSION + ": counts are sent only to members of their"
                            + " own version");
                    assertThat(clientNews).noneMatch(line -> line.contains("cannot count"));
                }
            } finally {
                older.getLifecycleService().terminate();
            }
        }
    }

    /** @return halves, hanging in every subproblem until cancelled, as a stopped process or frozen machine */
    private static Registry<Solver> hanging() {
        return Registry.of(ProviderKind.SOLVER, List.of(TestProviders.splittingSolver(Halves.SOLVER.id())
                .basedOn(Halves.SOLVER).description("Halves, hanging")
                .subcount(MemberFaultTest::hang).build()));
    }

    private static Subcount hang(SubproblemRequest request) {
        while (!request.cancellation().isCancelled()) {
            try {
                TimeUnit.MILLISECONDS.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new CancellationException("cancelled");
    }

    /** @return halves, failing every subproblem, as a member with a broken solver */
    private static Registry<Solver> failing() {
        return Registry.of(ProviderKind.SOLVER, List.of(TestProviders.splittingSolver(Halves.SOLVER.id())
                .basedOn(Halves.SOLVER).description("Halves, broken")
                .subcount(request -> {
                    throw new IllegalStateException("out of order");
                }).build()));
    }

    /**
     * @return a member as nqueens 0.1.0 started it, joined to the cluster: its protocol "1", its threads, and
     *     no version
     */
    private static HazelcastInstance olderMember(TestCluster cluster) {
        Config config = new Config();
        config.setClusterName(cluster.name.value());
        ClusterProtocol.commonProperties().forEach(config::setProperty);
        TestCluster.QUICK.forEach(config::setProperty);
        config.setProperty("hazelcast.socket.bind.any", "false");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(TestCluster.freePort()).setPortAutoIncrement(false);
        network.getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).addMember(cluster.members.get(0).address());
        config.getMemberAttributeConfig()
                .setAttribute(ClusterProtocol.THREADS_ATTRIBUTE, "2")
                .setAttribute(ClusterProtocol.PROTOCOL_ATTRIBUTE, "1");
        return Hazelcast.newHazelcastInstance(config);
    }
}
