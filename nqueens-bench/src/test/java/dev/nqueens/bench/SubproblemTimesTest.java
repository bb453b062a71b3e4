package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The file of a measured sample, and the times replayed from it. */
class SubproblemTimesTest {

    @TempDir
    Path folder;

    private final SubproblemTimes sample = new SubproblemTimes(Map.of("machine", "a test", "date", "today"),
            "bitslice", 23, 8_080, List.of(new SubproblemTimes.Timed("3-0-16", 999, 50.0, true),
                    new SubproblemTimes.Timed("7-1-4", 1_999, 4.0, false),
                    new SubproblemTimes.Timed("9-2-1", 0, 0.5, false)));

    @Test
    void readsWhatItWrote() throws IOException {
        Path file = folder.resolve("times.tsv");

        sample.write(file);
        SubproblemTimes read = SubproblemTimes.read(file);

        assertThat(read).isEqualTo(sample);
        assertThat(Files.readAllLines(file)).startsWith("# solver: bitslice", "# n: 23", "# subproblems: 8080",
                "# date: today", "# machine: a test", "# id\testimatedWork\tseconds\tfirst",
                "3-0-16\t999\t50.000\ttrue");
    }

    @Test
    void itsRatiosLeaveOutTheFirstWhileTheJitCompiled() {
        assertThat(sample.secondsPerWork()).containsExactly(4.0 / 2_000, 0.5);
        SubproblemTimes one = new SubproblemTimes(Map.of(), "bitslice", 23, 8_080, sample.timed().subList(0, 1));
        assertThat(one.secondsPerWork()).containsExactly(50.0 / 1_000);
    }

    @Test
    void refusesAFileWithoutItsHeaderOrWithABrokenLine() throws IOException {
        Path headless = Files.writeString(folder.resolve("headless.tsv"), "3-0-16\t999\t50.0\ttrue\n");
        Path broken = Files.writeString(folder.resolve("broken.tsv"), "# solver: bitslice\n# n: 23\n"
                + "# subproblems: 8080\n3-0-16\t999\tfifty\ttrue\n");

        assertThatThrownBy(() -> SubproblemTimes.read(headless)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(headless + " has no '# solver: ...' line");
        assertThatThrownBy(() -> SubproblemTimes.read(broken)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(broken + ", line 4: seconds 'fifty' is no number");
    }

    @Test
    void replayedTimesAreEstimatesTimesDrawnRatiosTheSameForTheSameSeed() {
        long[] work = {99, 9, 0, 4};
        double[] ratios = {0.5, 2};

        double[] first = ReplayedTimes.of(work, ratios, 5);

        assertThat(ReplayedTimes.of(work, ratios, 5)).containsExactly(first);
        for (int i = 0; i < work.length; i++) {
            assertThat(first[i] / (work[i] + 1.0)).isIn(0.5, 2.0);
        }
        assertThatThrownBy(() -> ReplayedTimes.of(work, new double[0], 5))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
