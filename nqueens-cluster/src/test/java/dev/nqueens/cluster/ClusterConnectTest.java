package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.engine.CountJob;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What goes wrong, and what the user is told: no member there, a wrong name, a member without the solver. */
class ClusterConnectTest {

    /** One member that knows no solver at all. */
    private static TestCluster cluster;

    @BeforeAll
    static void startMember() {
        cluster = TestCluster.start(1, 1, Registry.of(ProviderKind.SOLVER, List.of()));
    }

    @AfterAll
    static void stopMember() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void givesUpOnMembersThatDoNotAnswerWithinTheTimeout() {
        MemberAddress nobody = new MemberAddress("127.0.0.1", TestCluster.freePort());
        ClientSettings settings = ClientSettings.builder(List.of(nobody)).clusterName(cluster.name)
                .connectTimeout(Duration.ofSeconds(2)).build();
        long start = System.nanoTime();

        assertThatThrownBy(() -> ClusterEngine.connect(settings, Halves.solvers(), StatusListener.NONE))
                .isInstanceOf(ClusterException.class)
                .hasMessage("no member of cluster '" + cluster.name + "' answered at " + nobody + " within 2 s: is"
                        + " 'nqueens member' running there, on that interface and port, and is the port open?");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void saysWhenTheMembersAnswerToAnotherClusterName() {
        MemberAddress member = MemberAddress.parse(cluster.members.get(0).address());
        ClientSettings settings = ClientSettings.builder(List.of(member)).clusterName(ClusterName.of("someone-else"))
                .connectTimeout(Duration.ofSeconds(2)).build();
        long start = System.nanoTime();

        assertThatThrownBy(() -> ClusterEngine.connect(settings, Halves.solvers(), StatusListener.NONE))
                .isInstanceOf(ClusterException.class)
                .hasMessage(member + " answered, but no member let this client into cluster 'someone-else' within 2 s:"
                        + " is that the members' cluster name?");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void givesUpWithinTheTimeoutOnAnAddressThatAcceptsAndNeverAnswers() throws IOException {
        try (SilentServer silent = new SilentServer()) {
            // Hazelcast alone would wait its heartbeat timeout, 15 s, and more; the default's 10 s, which the
            // README promises, is the shell's SilentClusterAddressTest
            ClientSettings settings = ClientSettings.builder(List.of(silent.address())).clusterName(cluster.name)
                    .connectTimeout(Duration.ofMillis(2_500)).build();
            long start = System.nanoTime();

            assertThatThrownBy(() -> ClusterEngine.connect(settings, Halves.solvers(), StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessage(silent.address() + " accepted a connection but did not answer as an nqueens member"
                            + " within 2.5 s");
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(took).isLessThan(Duration.ofMillis(2_500));
            assertThat(silent.connections()).as("connections the client made").isPositive();
        }
    }

    @Test
    void anAddressThatAnswersSlowlyIsSeenToAnswer() throws IOException {
        // a member on a loaded machine: it takes a second to close a connection it cannot read, as a member does
        // at once on an idle one; the probe of each address looks for that answer during the whole timeout
        try (SilentServer slow = new SilentServer(1_000)) {
            ClientSettings settings = ClientSettings.builder(List.of(slow.address())).clusterName(cluster.name)
                    .connectTimeout(Duration.ofSeconds(3)).build();

            assertThatThrownBy(() -> ClusterEngine.connect(settings, Halves.solvers(), StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessage(slow.address() + " answered, but no member let this client into cluster '"
                            + cluster.name + "' within 3 s: is that the members' cluster name?");
        }
    }

    @Test
    void failsTheJobWithTheReasonAMemberCannotCount() {
        try (ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                StatusListener.NONE)) {
            assertThatThrownBy(() -> engine.count(CountJob.of(Halves.split(8))))
                    .isInstanceOf(ClusterException.class)
                    .hasMessageMatching("member " + cluster.members.get(0).address().replace(".", "\\.")
                            + " cannot count Subproblem\\[halves n=8 .*]: unknown solver 'halves';"
                            + " no solver is installed");
        }
    }
}
