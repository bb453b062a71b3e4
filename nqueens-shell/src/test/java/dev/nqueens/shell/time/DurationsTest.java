package dev.nqueens.shell.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DurationsTest {

    @ParameterizedTest
    @CsvSource({
        "0, 0 ms",
        "41, 41 ms",
        "999, 999 ms",
        "1000, 1.0 s",
        "2549, 2.5 s",
        "10000, 10 s",
        "59999, 59 s",
        "60000, 1:00",
        "187000, 3:07",
        "3599999, 59:59",
        "3725000, 1:02:05",
        "90061000, 25:01:01"
    })
    void readsAsPrecisely(long millis, String text) {
        assertThat(Durations.format(Duration.ofMillis(millis))).isEqualTo(text);
    }

    /** A time measured below a millisecond is no {@code 0 ms}. */
    @ParameterizedTest
    @CsvSource({
        "0, <1 µs",
        "999, <1 µs",
        "1000, 1 µs",
        "640499, 640 µs",
        "999999, 999 µs",
        "1000000, 1 ms",
        "41900000, 41 ms",
        "2549000000, 2.5 s"
    })
    void measuredTimesBelowAMillisecondReadInMicroseconds(long nanos, String text) {
        assertThat(Durations.formatFine(Duration.ofNanos(nanos))).isEqualTo(text);
    }
}
