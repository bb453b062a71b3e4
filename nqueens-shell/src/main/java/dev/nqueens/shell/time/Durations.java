package dev.nqueens.shell.time;

import java.time.Duration;
import java.util.Locale;

/** Durations written for people, as precise as a glance needs: {@code 41 ms}, {@code 2.5 s}, {@code 3:07}. */
public final class Durations {

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
}
