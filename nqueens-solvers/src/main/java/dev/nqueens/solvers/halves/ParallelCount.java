package dev.nqueens.solvers.halves;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts a list of subproblems on several threads: the calling thread and {@code parallelism - 1} helpers
 * take the next subproblem from a shared index until none is left, so a thread that finishes early takes
 * more, and with the largest subproblems first, the last ones are small and no thread idles long. Each
 * thread has its own {@link HalfBoardJoin}. Progress counts finished subproblems.
 *
 * <p>When one thread fails, or the caller's cancellation is cancelled, the others stop at their next check,
 * and the failure is thrown from {@link #run()}.
 */
final class ParallelCount {

    /** Progress goes out at most a hundred times a second. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final Layout layout;
    private final List<BandPrefix> prefixes;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final int threads;

    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private final Object reportLock = new Object();
    private long lastReportNanos;
    private int lastReported = -1;
    private volatile Throwable failure;

    ParallelCount(Layout layout, List<BandPrefix> prefixes, Cancellation cancellation, ProgressListener progress,
            int parallelism) {
        this.layout = layout;
        this.prefixes = prefixes;
        this.cancellation = cancellation;
        this.progress = progress;
        this.threads = Math.max(1, Math.min(parallelism, prefixes.size()));
    }

    /**
     * @return the sum of the subcounts of all the subproblems
     * @throws CancellationException if the caller cancelled, or was interrupted while waiting
     */
    Subcount run() {
        cancellation.throwIfCancelled();
        if (!prefixes.isEmpty()) {
            report();
        }
        Subcount[] sums = new Subcount[threads];
        Thread[] helpers = new Thread[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            int slot = i + 1;
            helpers[i] = new Thread(() -> sums[slot] = work(), "nqueens-halves-" + slot);
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        sums[0] = work();
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (true) {
                try {
                    helper.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    fail(new CancellationException("interrupted while counting"));
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure;
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
        Subcount sum = Subcount.ZERO;
        for (Subcount part : sums) {
            sum = sum.plus(part);
        }
        return sum;
    }

    private Subcount work() {
        Subcount sum = Subcount.ZERO;
        try {
            HalfBoardJoin join = new HalfBoardJoin(layout, this::throwIfStopped);
            for (int index = next.getAndIncrement(); index < prefixes.size(); index = next.getAndIncrement()) {
                throwIfStopped();
                sum = sum.plus(join.count(prefixes.get(index).rows()));
                finished.incrementAndGet();
                report();
            }
        } catch (RuntimeException | Error e) {
            fail(e);
        }
        return sum;
    }

    private void throwIfStopped() {
        cancellation.throwIfCancelled();
        if (failure != null) {
            throw new CancellationException("stopped: another counting thread failed");
        }
    }

    private synchronized void fail(Throwable cause) {
        if (failure == null) {
            failure = cause;
        }
    }

    /** Reports the number finished, in order and at most every {@link #REPORT_INTERVAL_NANOS}, and the end. */
    private void report() {
        long now = System.nanoTime();
        synchronized (reportLock) {
            int current = finished.get();
            boolean last = current == prefixes.size();
            boolean due = last || lastReported < 0 || now - lastReportNanos >= REPORT_INTERVAL_NANOS;
            if (current > lastReported && due) {
                progress.progress(current, prefixes.size());
                lastReported = current;
                lastReportNanos = now;
            }
        }
    }
}
