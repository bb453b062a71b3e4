package dev.nqueens.shell.command.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.cluster.ClusterStatus;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code status}'s tables and JSON, from a status made here: every cell, and the strings from the network
 * escaped on the way out.
 */
class ClusterStatusViewTest {

    private static final ClusterStatus.Member ONE = new ClusterStatus.Member("10.0.0.1:5701", 2, "nqueens 0.2.0",
            true, 3L << 30, true);
    private static final ClusterStatus.Member OLD = new ClusterStatus.Member("10.0.0.2:5701", 4,
            "nqueens 0.1.0 or older", false, 0, true);
    private static final ClusterStatus.Member STRANGER = new ClusterStatus.Member("10.0.0.3:5701", 1,
            "nqueens 0.2.0", true, 512L << 20, false);
    private static final ClusterStatus.Count COUNT = new ClusterStatus.Count("4242@alpha", "bitslice", 18, 31, 64,
            false, Instant.parse("2026-12-06T23:10:04Z"), Duration.ofSeconds(42), Optional.of(Duration.ofSeconds(45)),
            List.of(new ClusterStatus.Share("10.0.0.1:5701", 31, 2, 44.29)));

    @Test
    void tablesOfTheMembersAndOfEachCount() throws IOException {
        ClusterStatus status = new ClusterStatus("queens-lab", List.of(ONE, OLD, STRANGER), List.of(COUNT), 1);
        String printed = text(status);

        // docs/cluster.md shows the same, under the command line that printed it
        assertThat(Files.readString(Path.of("").toAbsolutePath().getParent().resolve("docs/cluster.md")))
                .contains("$ nqueens status --cluster 10.0.0.1 --cluster-name queens-lab\n" + printed + "```\n");
        assertThat(printed).isEqualTo(""
                + "cluster queens-lab: 3 members, 7 threads\n"
                + "MEMBER         THREADS  VERSION                 HEAP    NOTE\n"
                + "10.0.0.1:5701  2        nqueens 0.2.0           3.0 GB\n"
                + "10.0.0.2:5701  4        nqueens 0.1.0 or older  -       another version: sent no task\n"
                + "10.0.0.3:5701  1        nqueens 0.2.0           512 MB  has not the cluster's secret: sent no task\n"
                + "\n"
                + "count 18 with bitslice from 4242@alpha, started 2026-12-06 23:10:04 UTC: 31 of 64 subproblems (48 %),"
                + " 42 s so far, about 45 s left\n"
                + "MEMBER         DONE  HOLDS  PER MINUTE\n"
                + "10.0.0.1:5701  31    2      44.3\n"
                + "1 report of counts is not signed with the cluster's secret (NQUEENS_CLUSTER_SECRET): left out\n");
    }

    @Test
    void aClusterWithoutCountsSaysSo() throws IOException {
        ClusterStatus rechecking = new ClusterStatus("c", List.of(ONE), List.of(new ClusterStatus.Count("1@b",
                "halves", 12, 80, 80, true, Instant.EPOCH, Duration.ofMinutes(3), Optional.empty(), List.of())), 0);

        assertThat(text(new ClusterStatus("c", List.of(ONE), List.of(), 0)))
                .endsWith("10.0.0.1:5701  2        nqueens 0.2.0  3.0 GB\nno count is running\n");
        assertThat(text(rechecking)).contains("count 12 with halves from 1@b, started 1970-01-01 00:00:00 UTC: all 80"
                + " subproblems counted, rechecking, 3:00 so far\n");
    }

    @Test
    void jsonForScripts() throws IOException {
        ClusterStatus status = new ClusterStatus("nqueens-team", List.of(ONE), List.of(COUNT), 0);

        assertThat(json(status)).isEqualTo("{\"cluster\":\"nqueens-team\",\"members\":[{\"address\":\"10.0.0.1:5701\","
                + "\"threads\":2,\"version\":\"nqueens 0.2.0\",\"sameVersion\":true,\"heapBytes\":3221225472,"
                + "\"trusted\":true}],\"counts\":[{\"client\":\"4242@alpha\",\"solver\":\"bitslice\",\"n\":18,"
                + "\"done\":31,\"total\":64,\"rechecking\":false,\"started\":\"2026-12-06T23:10:04Z\","
                + "\"elapsedSeconds\":42.000,\"secondsLeft\":45.000,\"members\":[{\"address\":\"10.0.0.1:5701\","
                + "\"done\":31,\"holding\":2,\"perMinute\":44.290}]}],\"unsigned\":0}\n");
    }

    @Test
    void whatTheNetworkSaysNeverReachesTheTerminalRaw() throws IOException {
        String hostile = "evil\u001b]0;owned\u0007\n\"\\\u202e";
        ClusterStatus status = new ClusterStatus("c", List.of(new ClusterStatus.Member(hostile, 1, hostile, true, 0,
                true)), List.of(new ClusterStatus.Count(hostile, hostile, 8, 0, 1, false, Instant.EPOCH, Duration.ZERO,
                Optional.empty(), List.of(new ClusterStatus.Share(hostile, 0, 1, 0)))), 0);

        String text = text(status);
        String json = json(status);

        for (String output : List.of(text, json)) {
            assertThat(output).doesNotContain("\u001b", "\u0007", "\u202e");
        }
        assertThat(text).contains("count 8 with evil\\e]0;owned\\a\\n\"\\\\u202E from evil");
        assertThat(json).hasLineCount(1)
                .contains("\"client\":\"evil\\u001B]0;owned\\u0007\\u000A\\\"\\\\\\u202E\"");
    }

    @Test
    void theHelpSaysHowOftenACountIsPublishedAndHowLongItStays() {
        assertThat(Duration.ofSeconds(StatusCommand.PUBLISHED_EVERY_SECONDS)).isEqualTo(ClusterStatus.PUBLISHED_EVERY);
        assertThat(Duration.ofSeconds(StatusCommand.KEPT_SECONDS)).isEqualTo(ClusterStatus.KEPT_FOR);
    }

    private static String text(ClusterStatus status) throws IOException {
        StringWriter out = new StringWriter();
        new ClusterStatusView(status).writeText(out, 0);
        return out.toString();
    }

    private static String json(ClusterStatus status) throws IOException {
        StringWriter out = new StringWriter();
        new ClusterStatusView(status).writeJson(out);
        return out.toString();
    }
}
