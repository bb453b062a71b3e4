package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Members of different sizes are sent work in proportion to their threads: a member of three threads counts
 * about three times as many subproblems as one of one thread, not as many, which would leave the large member
 * idle while the small one works through a queue.
 */
class TaskRoutingTest {

    @TempDir
    Path folder;

    @Test
    void aMemberOfThreeThreadsCountsAboutThreeTimesAsManySubproblemsAsOneOfOne() throws IOException {
        Split split = Halves.split(14);
        Path file = folder.resolve("14.checkpoint");
        // each subproblem sleeps: the count goes by the members' threads, not by the machine's cores
        try (TestCluster cluster = TestCluster.start(2, index -> index == 0 ? 1 : 3, index -> Halves.paced(100),
                index -> Optional.empty());
                ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                        StatusListener.NONE);
                Checkpoint checkpoint = Checkpoint.open(file, split)) {
            CountResult result = engine.count(CountJob.builder(split).checkpoint(checkpoint).recheck(0, 0).build());

            assertThat(result.solutions()).isEqualTo(KnownCounts.total(14));
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            long small = countedBy(lines, cluster.members.get(0).address());
            long large = countedBy(lines, cluster.members.get(1).address());
            assertThat(small + large).isEqualTo(split.subproblems().size());
            assertThat(split.subproblems().size()).isGreaterThanOrEqualTo(40);
            // three to one, give or take the last few tasks and the first ones sent before the threads were known
            assertThat(large).as("subproblems counted by the member of 3 threads, against %d by that of 1", small)
                    .isGreaterThanOrEqualTo(2 * small);
        }
    }

    private static long countedBy(List<String> checkpointLines, String member) {
        return checkpointLines.stream().skip(1).filter(line -> line.contains("\"member\":\"" + member + "\"")).count();
    }
}
