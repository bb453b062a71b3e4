package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Split;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.testkit.internal.Eventually;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A member's life: serving until Ctrl-C, leaving cleanly (even mid-job), stopping by itself, failing to start. */
class ClusterMemberTest {

    /** Threads of the test's own: the common pool may have a single thread, which a blocking call would hold. */
    private final ExecutorService background = Executors.newCachedThreadPool();

    @AfterEach
    void stopBackground() {
        background.shutdownNow();
    }

    @Test
    void servesUntilCancelledAndLeavesCleanlyEvenMidJob() throws Exception {
        try (TestCluster cluster = TestCluster.start(2, 1, Halves.solvers());
             ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                     StatusListener.NONE)) {
            ClusterMember leaving = cluster.members.get(1);
            Cancellation ctrlC = new Cancellation();
            CompletableFuture<Void> serving = CompletableFuture.runAsync(() -> leaving.serve(ctrlC), background);
            Split split = Halves.split(16);
            CountDownLatch quarterDone = new CountDownLatch(1);
            CompletableFuture<CountResult> counting = CompletableFuture.supplyAsync(() -> engine.count(
                    CountJob.builder(split).progress((done, total) -> {
                        if (done >= total / 4) {
                            quarterDone.countDown();
                        }
                    }).build()), background);
            assertThat(quarterDone.await(60, TimeUnit.SECONDS)).isTrue();

            ctrlC.cancel();
            serving.get(1, TimeUnit.SECONDS);
            leaving.close();

            assertThat(leaving.isRunning()).isFalse();
            CountResult result = counting.get(60, TimeUnit.SECONDS);
            assertThat(result.solutions()).isEqualTo(KnownCounts.total(16));
            assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(16));
            assertThat(cluster.news).contains("1: leaving cluster '" + cluster.name + "'", "1: left cluster '"
                    + cluster.name + "'");
            cluster.awaitNews("0: " + leaving.address() + " left: 1 member, 1 thread");
            Eventually.holds(() -> engine.memberCount() == 1, "the client sees one member", TestCluster.EVENTS);
        }
    }

    @Test
    void stopsServingWhenTheMemberStopsByItself() {
        try (TestCluster cluster = TestCluster.start(1, 1, Registry.of(ProviderKind.SOLVER, List.of()))) {
            ClusterMember member = cluster.members.get(0);
            CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS, background).execute(() -> cluster.kill(0));

            assertThatThrownBy(() -> member.serve(new Cancellation()))
                    .isInstanceOf(ClusterException.class)
                    .hasMessage("the member at " + member.address() + " stopped");
        }
    }

    @Test
    void refusesAPortThatIsTaken() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            MemberSettings settings = MemberSettings.builder().port(taken.getLocalPort()).build();

            assertThatThrownBy(() -> ClusterMember.start(settings, Registry.of(ProviderKind.SOLVER, List.of()),
                    StatusListener.NONE))
                    .isInstanceOf(ClusterException.class)
                    .hasMessageStartingWith("cannot start a member at 127.0.0.1:" + taken.getLocalPort() + ": ")
                    .hasMessageContaining("already in use")
                    .message().doesNotContain("\n");
        }
    }

    @Test
    void refusesAnInterfaceThisMachineDoesNotHave() {
        // 192.0.2.0/24 is reserved for documentation (RFC 5737): no machine has it
        MemberSettings settings = MemberSettings.builder().interfaceAddress("192.0.2.7").build();

        assertThatThrownBy(() -> ClusterMember.start(settings, Registry.of(ProviderKind.SOLVER, List.of()),
                StatusListener.NONE))
                .isInstanceOf(ClusterException.class)
                .hasMessage("192.0.2.7 is not an address of this machine: the interface must be one of its own"
                        + " addresses, the one the other machines reach it at");
    }
}
