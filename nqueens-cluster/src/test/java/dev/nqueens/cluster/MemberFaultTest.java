package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import dev.nqueens.testkit.internal.TestProviders;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Members that hang, fail or run another version: the count goes on with the others, exact, and the client
 * names the member in one line. The cluster across hosts, under kill -9, SIGSTOP and links cut, is
 * {@code .ci/cluster-test.sh}'s.
 *
 * <p>Each test ends within 5 minutes or fails, on a thread of its own so that a test stuck where an interrupt does
 * not reach (one hung here once, idle, for more than 12 minutes) fails rather than holds the build: a guard against
 * a hang, ten times what the slowest takes on a loaded machine, not a bound on the time of a count.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class MemberFaultTest {

    /** The version of nqueens that a member of another version runs. */
    private static final String OTHER_VERSION = "0.0.1";

    @Test
    void countsElsewhereWhatAHungMemberHolds() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(3, 1, index -> index == 0 ? hanging() : Halves.solvers());
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettingsBuilder()
                        // the members' own heartbeats in TestCluster: a task is overdue from 4 + 5 s, not 20
                        .property("hazelcast.client.heartbeat.interval", "1000")
                        .property(ClientConnector.HEARTBEAT_TIMEOUT, "4000").build(), Halves.solvers(),
                        clientNews::add)) {
            CountResult result = engine.count(CountJob.of(Halves.split(12)));

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(12));
            assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(12));
            assertThat(clientNews).anyMatch(line -> line.matches("(subproblem \\S+ is|\\d+ subproblems \\(.*\\) are)"
                    + " overdue on " + cluster.members.get(0).address().replace(".", "\\.") + ", at 9 s or more and"
                    + " several times the others' time: counting (it|them) elsewhere too"));
        }
    }

    @Test
    void goesOnWithTheOthersWhenAMemberCannotCount() {
        List<String> clientNews = new CopyOnWriteArrayList<>();
        try (TestCluster cluster = TestCluster.start(3, 1, index -> index == 1 ? failing() : Halves.solvers());
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        clientNews::add)) {
            CountResult result = engine.count(CountJob.of(Halves.split(11)));

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
            Config config = memberConfig(cluster.name, cluster.members.get(0).address(), Map.of(
                    ClusterProtocol.PROTOCOL_ATTRIBUTE, ClusterProtocol.PROTOCOL_VERSION,
                    ClusterProtocol.VERSION_ATTRIBUTE, OTHER_VERSION));
            // of this protocol, it holds the backups of tasks: one of an earlier protocol cannot read them, and
            // each task whose backup falls on it waits for Hazelcast's backup timeout (docs/cluster.md)
            WireFormat.applyTo(config.getSerializationConfig());
            HazelcastInstance older = Hazelcast.newHazelcastInstance(config);
            try {
                String olderAddress = ClusterProtocol.describe(older.getCluster().getLocalMember());
                cluster.awaitNews("0: " + olderAddress + " joined: 3 members, 2 threads; " + olderAddress + " runs"
                        + " nqueens " + OTHER_VERSION + ", this process nqueens " + ClusterProtocol.VERSION + ": counts"
                        + " are sent only to members of their own version");
                cluster.awaitPartitionsSettled();
                try (ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        clientNews::add)) {
                    assertThat(engine.threads()).isEqualTo(2);

                    CountResult result = engine.count(CountJob.of(Halves.split(11)));

                    assertThat(result.solutions()).isEqualTo(KnownCounts.total(11));
                    assertThat(clientNews).contains(olderAddress + " runs nqueens " + OTHER_VERSION + ", this"
                            + " process nqueens " + ClusterProtocol.VERSION + ": counts are sent only to members of"
                            + " their own version");
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

    @Test
    void saysThatAMemberOfAnEarlierProtocolSlowsTheCounts() {
        try (TestCluster cluster = TestCluster.start(1, 1, Halves.solvers())) {
            HazelcastInstance earlier = Hazelcast.newHazelcastInstance(memberConfig(cluster.name,
                    cluster.members.get(0).address(), Map.of(ClusterProtocol.PROTOCOL_ATTRIBUTE, "2",
                            ClusterProtocol.VERSION_ATTRIBUTE, ClusterProtocol.VERSION)));
            try {
                String address = ClusterProtocol.describe(earlier.getCluster().getLocalMember());

                cluster.awaitNews("0: " + address + " joined: 2 members, 1 thread; " + address + " runs nqueens "
                        + ClusterProtocol.VERSION + " (protocol 2), this process nqueens " + ClusterProtocol.VERSION
                        + " (protocol " + ClusterProtocol.PROTOCOL_VERSION + "): counts are sent only to members of"
                        + " their own version; one of another protocol cannot read the backups of this version's"
                        + " tasks, and slows every count (5 s a task backed up there): upgrade or stop it");
            } finally {
                earlier.getLifecycleService().terminate();
            }
        }
    }

    @Test
    void refusesACountWhereOnlyABuildOfThisVersionWithAnEarlierProtocolRuns() {
        ClusterName name = ClusterName.of("nqueens-test-" + UUID.randomUUID().toString().substring(0, 8));
        // as the build before protocol 3 started it: with Hazelcast's serialization, Java's among it
        HazelcastInstance earlier = Hazelcast.newHazelcastInstance(memberConfig(name, null, Map.of(
                ClusterProtocol.PROTOCOL_ATTRIBUTE, "2", ClusterProtocol.VERSION_ATTRIBUTE, ClusterProtocol.VERSION)));
        try {
            String address = ClusterProtocol.describe(earlier.getCluster().getLocalMember());
            ClientSettings settings = ClientSettings.builder(List.of(MemberAddress.parse(address))).clusterName(name)
                    .connectTimeout(Duration.ofSeconds(5)).build();

            assertThatThrownBy(() -> ClusterEngine.connect(settings, Halves.solvers(), StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessage("cluster '" + name + "' has no nqueens member of this version: " + address + " runs"
                            + " nqueens " + ClusterProtocol.VERSION + " (protocol 2), this process nqueens "
                            + ClusterProtocol.VERSION + " (protocol " + ClusterProtocol.PROTOCOL_VERSION + "): counts"
                            + " are sent only to members of their own version (start members with 'nqueens member'"
                            + " of the same version)");
        } finally {
            earlier.getLifecycleService().terminate();
        }
    }

    /**
     * @param name the cluster's name
     * @param seed the member to join, or null to start alone
     * @param attributes what it publishes besides its 2 threads
     * @return the settings of a member as another build of nqueens starts it, with Hazelcast's serialization
     */
    private static Config memberConfig(ClusterName name, String seed, Map<String, String> attributes) {
        Config config = new Config();
        config.setClusterName(name.value());
        ClusterProtocol.commonProperties().forEach(config::setProperty);
        TestCluster.QUICK.forEach(config::setProperty);
        config.setProperty("hazelcast.socket.bind.any", "false");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(TestCluster.freePort()).setPortAutoIncrement(false);
        network.getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true);
        if (seed != null) {
            join.getTcpIpConfig().addMember(seed);
        }
        config.getMemberAttributeConfig().setAttribute(ClusterProtocol.THREADS_ATTRIBUTE, "2");
        attributes.forEach(config.getMemberAttributeConfig()::setAttribute);
        return config;
    }
}
