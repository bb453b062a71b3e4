package dev.nqueens.shell.time;

import java.time.Duration;
import java.util.Locale;

/**
 * Durations written for people, as precise as a glance needs: {@code 41 ms}, {@code 2.5 s}, {@code 3:07}, and
 * for a time measured, {@code 640 µs}.
 */
public final class Durations {

    private static final Duration ONE_MILLISECOND = Duration.ofMillis(1);

    private Durations() {
    }

    /**
     * @param duration a duration, 0 or more
     * @return milliseconds below one second, tenths of a second below ten seconds, whole seconds below a
     *     minute, then {@code m:ss} and {@code h:mm:ss}
     */
    public static String format(Duration duration) {
        long millis = duration.toMillis();
        if (millis < 1_000) {
            return millis + " ms";
        }
        if (millis < 10_000) {
            return String.format(Locale.ROOT, "%.1f s", millis / 1_000.0);
        }
        long seconds = duration.toSeconds();
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3_600) {
            return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3_600, seconds / 60 % 60, seconds % 60);
    }

    /**
     * As {@link #format}, for a time measured that may be shorter than a millisecond, which {@code format}
     * would call {@code 0 ms}.
     *
     * @param duration a duration, 0 or more
     * @return whole microseconds below a millisecond, as in {@code 640 µs}, and {@code <1 µs} below one;
     *     from a millisecond on, what {@link #format} says
     */
    public static String formatFine(Duration duration) {
        if (duration.compareTo(ONE_MILLISECOND) >= 0) {
            return format(duration);
        }
        long micros = duration.toNanos() / 1_000;
        return micros == 0 ? "<1 µs" : micros + " µs";
    }
}
