package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The command line of {@link ClusterSimulationMain}, and its table. */
class ClusterSimulationMainTest {

    @Test
    void readsItsOptions() {
        ClusterSimulationMain.Options options = ClusterSimulationMain.Options.of(new String[] {"--members", "3,40",
            "--threads", "2", "--runs", "5", "--seed", "9", "--hangs", "50", "--replace", "120", "a.tsv", "b.tsv"});

        assertThat(options).isEqualTo(new ClusterSimulationMain.Options(List.of(3, 40), 2, 5, 9, 0.5, 120, 0, 0,
                List.of(Path.of("a.tsv"), Path.of("b.tsv"))));
        assertThat(ClusterSimulationMain.Options.of(new String[] {"--board", "28", "--core-hours", "1350000",
            "a.tsv"})).isEqualTo(new ClusterSimulationMain.Options(List.of(100, 1_000, 10_000), 1, 10, 1, 0.25, -1,
                28, 1_350_000, List.of(Path.of("a.tsv"))));
    }

    @Test
    void refusesAWrongCommandLineInOneLine() {
        assertThatThrownBy(() -> ClusterSimulationMain.Options.of(new String[0]))
                .hasMessageStartingWith("usage: ClusterSimulationMain");
        assertThatThrownBy(() -> ClusterSimulationMain.Options.of(new String[] {"--hangs", "150", "a.tsv"}))
                .hasMessage("--hangs is a percentage, 0 to 100, not 150");
        assertThatThrownBy(() -> ClusterSimulationMain.Options.of(new String[] {"--speed", "1", "a.tsv"}))
                .hasMessageStartingWith("unknown option --speed; usage:");
        assertThatThrownBy(() -> ClusterSimulationMain.Options.of(new String[] {"--board", "28", "a.tsv"}))
                .hasMessage("--board and --core-hours go together");
    }

    @Test
    void printsARowPerMembersFailuresAndDispatch() {
        String[] lines = print(new long[] {9, 9, 9, 9, 9, 9}, "--members", "2", "--runs", "3", "t.tsv");

        assertThat(lines[0]).startsWith("bitslice, n = 5: 6 subproblems, 1 timed (a test, today); replayed work 0.0"
                + " core-hours; 3 runs each, seeds 1 to 3;");
        // 6 tasks of 1 s on 2 members, whatever the dispatch; failures once a day or a week do not come in 3 s
        assertThat(lines).contains("| 2 | none | fewest-held | 3 s | 3 s to 3 s | 3 s | 1.00 | 0 s | 0.0 | 0.0 | 0.0 |"
                + " 0.0, 0.0 | 0.0 |", "| 2 | 1 / member-day | free-thread | 3 s | 3 s to 3 s | 3 s | 1.00 | 0 s | 0.0 |"
                + " 0.0 | 0.0 | 0.0, 0.0 | 0.0 |");
        assertThat(lines).hasSize(4 + 3 * 3);
    }

    @Test
    void extrapolatesToAnotherBoardByScalingTheSampleToItsWork() {
        // 4 subproblems taken to need 1 core-hour in all: 900 s each, on 2 members
        String[] lines = print(new long[] {9, 9, 9, 9}, "--members", "2", "--runs", "1", "--board", "7",
                "--core-hours", "1", "t.tsv");

        assertThat(lines[0]).startsWith("bitslice, n = 7, extrapolated from n = 5's scatter (times 900.0): 4"
                + " subproblems, 1 timed (a test, today); replayed work 1.0 core-hours;");
        assertThat(lines[4]).startsWith("| 2 | none | fewest-held | 30.0 min | 30.0 min to 30.0 min | 30.0 min | 1.00 |");
    }

    @Test
    void saysTimesInTheUnitThatReadsBest() {
        assertThat(List.of(ClusterSimulationMain.duration(43), ClusterSimulationMain.duration(504),
                ClusterSimulationMain.duration(4 * 3600.0), ClusterSimulationMain.duration(5.3 * 86_400)))
                .containsExactly("43 s", "8.4 min", "4.0 h", "5.3 days");
    }

    /**
     * @return the lines {@link ClusterSimulationMain#print} prints for a split of these estimates and a sample of
     *     n = 5 of one subproblem that took 1 s for an estimate of 9
     */
    private static String[] print(long[] work, String... args) {
        SubproblemTimes times = new SubproblemTimes(Map.of("machine", "a test", "date", "today"), "bitslice", 5, 6,
                List.of(new SubproblemTimes.Timed("a", 9, 1.0, false)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ClusterSimulationMain.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), times, work,
                ClusterSimulationMain.Options.of(args));
        return bytes.toString(StandardCharsets.UTF_8).split("\n");
    }
}
