package org.example.nqueens.dlx;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import java.util.function.DoubleSupplier;

/**
 * Where a search stops, every few thousand updates, to honour the caller's {@link Cancellation} and to
 * report progress to the caller's {@link ProgressListener}.
 *
 * <p>Progress is counted in millionths of the search tree, estimated from the branches already left behind
 * (see {@link ExactCoverSearch#fractionDone()}), and reported at most a hundred times a second, as the
 * listener's contract asks.
 */
final class Checkpoint {

    /** The whole search, in the units reported to the listener. */
    static final long PROGRESS_TOTAL = 1_000_000;

    /** A few microseconds of work: a cancel is seen long before the 100 ms that {@link Cancellation} allows. */
    private static final long UPDATES_BETWEEN_STOPS = 4096;

    private static final long NANOS_BETWEEN_REPORTS = 10_000_000;

    private final Cancellation cancellation;
    private final ProgressListener listener;
    private final DoubleSupplier fractionDone;
    private long nextStop = UPDATES_BETWEEN_STOPS;
    private long lastReportNanos = System.nanoTime();
    private long reportedDone;

    /**
     * @param cancellation the caller's flag
     * @param listener where to report progress
     * @param fractionDone the search's estimate of how much of it is done, from 0 to 1
     */
    Checkpoint(Cancellation cancellation, ProgressListener listener, DoubleSupplier fractionDone) {
        this.cancellation = cancellation;
        this.listener = listener;
        this.fractionDone = fractionDone;
    }

    /**
     * Stops here unconditionally: for the start of a step that may be short.
     *
     * @throws java.util.concurrent.CancellationException if the caller has cancelled
     */
    void stop() {
        cancellation.throwIfCancelled();
    }

    /**
     * Stops here if a few thousand updates have passed since the last stop.
     *
     * @param updates the search's updates so far
     * @throws java.util.concurrent.CancellationException if the caller has cancelled
     */
    void pass(long updates) {
        if (updates < nextStop) {
            return;
        }
        nextStop = updates + UPDATES_BETWEEN_STOPS;
        cancellation.throwIfCancelled();
        long now = System.nanoTime();
        if (now - lastReportNanos >= NANOS_BETWEEN_REPORTS) {
            lastReportNanos = now;
            // the whole total is kept for finished(): an estimate never claims the search is over
            report(Math.min(PROGRESS_TOTAL - 1, (long) (fractionDone.getAsDouble() * PROGRESS_TOTAL)));
        }
    }

    /** Reports the whole search done. */
    void finished() {
        report(PROGRESS_TOTAL);
    }

    private void report(long done) {
        // the estimate only grows, but a rounding error must not make the reported value shrink
        reportedDone = Math.max(reportedDone, done);
        listener.progress(reportedDone, PROGRESS_TOTAL);
    }
}
