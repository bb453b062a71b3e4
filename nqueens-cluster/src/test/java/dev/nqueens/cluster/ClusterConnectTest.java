package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Solvers;
import java.net.InetAddress;
import java.net.ServerSocket;
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
        cluster = TestCluster.start(1, 1, Solvers.of(List.of()));
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

        assertThatThrownBy(() -> ClusterEngine.connect(settings, StatusListener.NONE))
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

        assertThatThrownBy(() -> ClusterEngine.connect(settings, StatusListener.NONE))
                .isInstanceOf(ClusterException.class)
                .hasMessage(member + " answered, but no member let this client into cluster 'someone-else' within 2 s:"
                        + " is that the members' --cluster-name?");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void failsTheJobWithTheReasonAMemberCannotCount() {
        try (ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), StatusListener.NONE)) {
            assertThatThrownBy(() -> engine.count(CountJob.builder(Halves.split(8)).build()))
                    .isInstanceOf(ClusterException.class)
                    .hasMessageMatching("member " + cluster.members.get(0).address().replace(".", "\\.")
                            + " cannot count Subproblem\\[halves n=8 .*]: unknown solver 'halves'; no solver is installed");
        }
    }

    @Test
    void refusesAPortThatIsTaken() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            MemberSettings settings = MemberSettings.builder().port(taken.getLocalPort()).clusterName(cluster.name).build();

            assertThatThrownBy(() -> ClusterMember.start(settings, Solvers.of(List.of()), StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessageStartingWith("cannot start a member at 127.0.0.1:" + taken.getLocalPort() + ": ")
                    .message().doesNotContain("\n");
        }
    }

    @Test
    void refusesAnInterfaceThisMachineDoesNotHave() {
        // 192.0.2.0/24 is reserved for documentation (RFC 5737): no machine has it
        MemberSettings settings = MemberSettings.builder().interfaceAddress("192.0.2.7").clusterName(cluster.name).build();

        assertThatThrownBy(() -> ClusterMember.start(settings, Solvers.of(List.of()), StatusListener.NONE))
                .isInstanceOf(ClusterException.class)
                .hasMessage("192.0.2.7 is not an address of this machine: give --interface one of its own addresses,"
                        + " the one the other machines reach it at");
    }
}
