package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.time.ManualScheduler;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The status line of a long run. */
class ProgressLineTest {

    private static final String ERASE = "\r\033[K";

    private final StringWriter terminal = new StringWriter();
    private final StandardStreams streams = new StandardStreams(new StringWriter(), new PrintWriter(terminal, true),
            false, true);
    private final ManualScheduler time = new ManualScheduler();

    @Test
    void showsPercentElapsedAndTimeLeft() {
        try (ProgressLine line = ProgressLine.start(streams, "count 16 with bitmask", null, 0, time)) {
            line.progress(42, 100);
            assertThat(line.describe(Duration.ofSeconds(5)))
                    .isEqualTo("count 16 with bitmask  42%  5.0 s elapsed  about 6.9 s left");
            line.progress(75, 100);
            assertThat(line.describe(Duration.ofSeconds(90)))
                    .isEqualTo("count 16 with bitmask  75%  1:30 elapsed  about 30 s left");
        }
    }

    @Test
    void estimatesNothingBeforeTheSolverReports() {
        try (ProgressLine line = ProgressLine.start(streams, "count 16 with plugin", null, 0, time)) {
            assertThat(line.describe(Duration.ofSeconds(3))).isEqualTo("count 16 with plugin  3.0 s elapsed");
        }
    }

    @Test
    void estimatesNothingFromTooLittleProgress() {
        try (ProgressLine line = ProgressLine.start(streams, "count 20 with bitmask", null, 0, time)) {
            line.progress(1, 10_000);
            assertThat(line.describe(Duration.ofSeconds(30))).isEqualTo("count 20 with bitmask  0%  30 s elapsed");
            line.progress(9, 1_000);
            assertThat(line.describe(Duration.ofSeconds(9))).isEqualTo("count 20 with bitmask  0%  9.0 s elapsed");
            line.progress(500, 1_000);
            assertThat(line.describe(Duration.ofMillis(400))).isEqualTo("count 20 with bitmask  50%  400 ms elapsed");
        }
    }

    @Test
    void aLongRunEstimatesFromATenthOfAPercentAfterTenSeconds() {
        try (ProgressLine line = ProgressLine.start(streams, "count 21 with halves", null, 0, time)) {
            line.progress(2, 1_000);
            assertThat(line.describe(Duration.ofSeconds(12)))
                    .isEqualTo("count 21 with halves  0%  12 s elapsed  about 1:39:48 left");
        }
    }

    @Test
    void progressNeverGoesBackwards() {
        try (ProgressLine line = ProgressLine.start(streams, "count 17 with parallel", null, 0, time)) {
            line.progress(60, 100);
            line.progress(40, 100);
            assertThat(line.describe(Duration.ofSeconds(2))).contains("  60%  ");
        }
    }

    @Test
    void aLimitedSolveMeasuresProgressInBoardsWritten() {
        AtomicLong boards = new AtomicLong(250);
        try (ProgressLine line = ProgressLine.start(streams, "solve 20 with bitmask as json", boards, 1_000, time)) {
            line.progress(1, 1_000_000);
            assertThat(line.describe(Duration.ofSeconds(2)))
                    .isEqualTo("solve 20 with bitmask as json  250 boards  25%  2.0 s elapsed  about 6.0 s left");
        }
    }

    @Test
    void aQuickRunShowsNothing() {
        try (ProgressLine line = ProgressLine.start(streams, "count 8 with bitmask", null, 0, time)) {
            line.progress(1, 2);
            time.advance(ProgressLine.DELAY.minusNanos(1));
        }
        assertThat(terminal.toString()).isEmpty();
    }

    @Test
    void aLongRunIsDrawnInPlaceAndErasedAtTheEnd() {
        try (ProgressLine line = ProgressLine.start(streams, "count 18 with bitmask", null, 0, time)) {
            line.progress(1, 2);
            time.advance(ProgressLine.DELAY.plusMillis(500));
        }
        String shown = terminal.toString();
        assertThat(shown).startsWith(ERASE + "count 18 with bitmask  50%  ").endsWith(ERASE).doesNotContain("\n");
    }

    @Test
    void theProgressLineShowsALabelsControlsEscaped() {
        try (ProgressLine line = ProgressLine.start(streams, "count 8 with x\u001b[2J\r", null, 0, new ManualScheduler())) {
            assertThat(line.describe(Duration.ofSeconds(1))).isEqualTo("count 8 with x\\e[2J\\r  1.0 s elapsed");
        }
    }

    @Test
    void aLineWiderThanTheTerminalIsCutOneColumnShort() {
        StandardStreams narrow = streams.withColumns(() -> 30);
        ProgressLine line = ProgressLine.start(narrow, "count 18 with a-solver-of-a-long-name", null, 0, time);
        time.advance(ProgressLine.DELAY);
        line.close();
        assertThat(terminal.toString()).isEqualTo(ERASE + "count 18 with a-solver-of-a-l" + ERASE);
    }
}
