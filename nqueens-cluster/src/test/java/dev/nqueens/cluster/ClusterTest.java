package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.internal.RunLedger;
import dev.nqueens.testkit.internal.Eventually;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** Four members in this JVM and a client: counts, checkpoints, cancellation, and members that die. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterTest {

    private static TestCluster cluster;
    private static ClusterEngine engine;
    private static final List<String> clientNews = new CopyOnWriteArrayList<>();
    /** A thread of the test's own: the common pool may have a single thread, which a blocking call would hold. */
    private static final ExecutorService background = Executors.newSingleThreadExecutor();

    @TempDir
    Path folder;

    @BeforeAll
    static void startCluster() {
        cluster = TestCluster.start(4, 1, Halves.solvers());
        engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(), clientNews::add);
    }

    @AfterAll
    static void stopCluster() {
        background.shutdownNow();
        if (engine != null) {
            engine.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    @Order(1)
    void formsAClusterOfFourAndSaysSo() {
        assertThat(engine.memberCount()).isEqualTo(4);
        assertThat(engine.threads()).isEqualTo(4);
        assertThat(cluster.news).contains("0: started cluster '" + cluster.name + "' as "
                + cluster.members.get(0).address()
                + ": 1 member, 1 thread; waiting for others to join");
        assertThat(cluster.news).anyMatch(line -> line.startsWith("3: joined cluster '" + cluster.name + "' as "
                + cluster.members.get(3).address() + ": 4 members, 4 threads ("));
        cluster.awaitNews("0: " + cluster.members.get(3).address() + " joined: 4 members, 4 threads");
        assertThat(clientNews).first().asString().startsWith("connected to cluster '" + cluster.name
                + "': 4 members, 4 threads (");
    }

    @Test
    @Order(2)
    void countsThirteenQueens() {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        Split split = Halves.split(13);

        CountResult result = engine.count(CountJob.builder(split)
                .progress((done, total) -> reports.add(new long[] {done, total})).build());

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(13));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(13));
        assertThat(result.counted()).isEqualTo(split.subproblems().size());
        long size = split.subproblems().size() * CountingEngine.PARTS_PER_SUBPROBLEM;
        assertThat(reports.get(reports.size() - 1)).containsExactly(size, size);
        assertThat(cluster.news)
                .anyMatch(line -> line.matches("\\d: counting subproblems of n = 13 \\(halves\\) for job .*"));
    }

    @Test
    @Order(3)
    void resumesFromACheckpointAndAddsTheRest() throws Exception {
        Split split = Halves.split(14);
        Path file = folder.resolve("14.checkpoint");
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            // the books of a run record into its checkpoint, as an engine's would
            RunLedger ledger = new RunLedger(CountJob.builder(split).checkpoint(checkpoint).build());
            for (int i = 0; i < 10; i++) {
                ledger.record(i, Halves.SOLVER.count(SubproblemRequest.of(split.subproblems().get(i))));
            }
        }

        CountResult result;
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            result = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
        }

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(14));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(14));
        assertThat(result.resumed()).isEqualTo(10);
        assertThat(result.counted()).isEqualTo(split.subproblems().size() - 10);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(1 + split.subproblems().size()).doesNotHaveDuplicates();
    }

    @Test
    @Order(4)
    void stopsWhenCancelledKeepsWhatFinishedAndCountsTheNextJobRight() {
        Split split = Halves.split(17);
        Path file = folder.resolve("17.checkpoint");
        Cancellation cancellation = new Cancellation();
        AtomicLong cancelledAt = new AtomicLong();
        long stoppedAt;
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            CountJob job = CountJob.builder(split).checkpoint(checkpoint).cancellation(cancellation)
                    .progress((done, total) -> {
                        if (done >= 20 * CountingEngine.PARTS_PER_SUBPROBLEM && cancelledAt.get() == 0) {
                            cancelledAt.set(System.nanoTime());
                            cancellation.cancel();
                        }
                    }).build();
            assertThatThrownBy(() -> engine.count(job)).isInstanceOf(CancellationException.class);
            stoppedAt = System.nanoTime();
        }

        assertThat((stoppedAt - cancelledAt.get()) / 1_000_000).as("milliseconds to stop").isLessThan(1_000);
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            assertThat(checkpoint.resumed()).isBetween(20, split.subproblems().size() - 1);
        }
        // tasks of the cancelled job may still answer; none of that may leak into the next job
        CountResult next = engine.count(CountJob.of(Halves.split(12)));
        assertThat(next.solutions()).isEqualTo(KnownCounts.total(12));
    }

    @Test
    @Order(5)
    void survivesAMemberThatDiesMidJob() throws Exception {
        String victim = cluster.members.get(3).address();

        CountResult result = countWhileKilling(Halves.split(16), 3);

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(16));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(16));
        assertThat(cluster.news).as("the member that died had worked for the job")
                .anyMatch(line -> line.startsWith("3: counting subproblems of n = 16 (halves)"));
        cluster.awaitNews("0: " + victim + " left: 3 members, 3 threads");
    }

    /**
     * Two members die at once: the tasks of the partitions whose two copies were on them are lost with
     * their results, and the engine has to send them again.
     */
    @Test
    @Order(6)
    void survivesTwoMembersThatDieTogether() throws Exception {
        CountResult result = countWhileKilling(Halves.split(15), 1, 2);

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(15));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(15));
        Eventually.holds(() -> engine.memberCount() == 1, "the client sees one member", TestCluster.EVENTS);
    }

    /** Counts a split, and kills the members once a quarter of it is done. */
    private static CountResult countWhileKilling(Split split, int... victims) throws Exception {
        CountDownLatch quarterDone = new CountDownLatch(1);
        AtomicLong done = new AtomicLong();
        CompletableFuture<CountResult> running = CompletableFuture.supplyAsync(() -> engine.count(
                CountJob.builder(split).progress((finished, total) -> {
                    done.set(finished);
                    if (finished >= total / 4) {
                        quarterDone.countDown();
                    }
                }).build()), background);

        assertThat(quarterDone.await(60, TimeUnit.SECONDS)).isTrue();
        for (int victim : victims) {
            cluster.kill(victim);
        }
        long doneAtKill = done.get();
        CountResult result = running.get(60, TimeUnit.SECONDS);

        assertThat(doneAtKill).as("subproblems done when the members died, in parts")
                .isLessThan(split.subproblems().size() * CountingEngine.PARTS_PER_SUBPROBLEM);
        assertThat(result.counted()).isEqualTo(split.subproblems().size());
        return result;
    }
}
