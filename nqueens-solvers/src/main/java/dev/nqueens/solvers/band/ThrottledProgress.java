package dev.nqueens.solvers.band;

import dev.nqueens.api.ProgressListener;
import java.util.concurrent.TimeUnit;

/**
 * Passes progress on to a listener at most a hundred times a second, as {@link ProgressListener} asks, and
 * the end at once; {@code done} only grows. Used by one thread at a time.
 */
final class ThrottledProgress {

    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final ProgressListener listener;
    private final long total;
    private long lastReported = -1;
    private long lastReportNanos = System.nanoTime();

    /**
     * @param listener where the progress goes
     * @param total the units of the whole call
     */
    ThrottledProgress(ProgressListener listener, long total) {
        this.listener = listener;
        this.total = total;
    }

    /**
     * @param done units done so far
     * @param now true to report it whatever the time since the last report, as for the first and the last
     */
    void report(long done, boolean now) {
        long time = System.nanoTime();
        if (done > lastReported && (now || done == total || time - lastReportNanos >= REPORT_INTERVAL_NANOS)) {
            listener.progress(done, total);
            lastReported = done;
            lastReportNanos = time;
        }
    }
}
