package dev.nqueens.solvers.halves;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Subcount;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts a list of subproblems on several threads: the calling thread and {@code parallelism - 1} helpers
 * take the next subproblem from a shared index until none is left, so a thread that finishes early takes
 * more, and with the largest subproblems first, the last ones are small and no thread idles long. Each
 * thread has its own {@link HalfBoardJoin}. Progress counts finished groups: up to n = 18 a group is a
 * subproblem, beyond it a part of one (see {@link Layout#grouped}), so that progress shows within minutes
 * even where a subproblem takes hours.
 *
 * <p>When one thread fails, or the caller's cancellation is cancelled, the others stop at their next check,
 * and the failure is thrown from {@link #run()}.
 */
final class ParallelCount {

    /**
     * The largest board counted on the calling thread alone: up to 12, a count takes a few milliseconds, and
     * another thread would only add the time to start it.
     */
    private static final int SMALL_BOARD = 12;

    /** Progress goes out at most a hundred times a second. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final Layout layout;
    private final List<BandPrefix> prefixes;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final int threads;

    private final long groups;

    private final AtomicInteger next = new AtomicInteger();
    private final AtomicLong groupsDone = new AtomicLong();
    private final Object reportLock = new Object();
    private volatile long lastReportNanos;
    private long lastReported = -1;
    private volatile Throwable failure;

    ParallelCount(Layout layout, List<BandPrefix> prefixes, Cancellation cancellation, ProgressListener progress,
            int parallelism) {
        this.layout = layout;
        this.prefixes = prefixes;
        this.cancellation = cancellation;
        this.progress = progress;
        this.threads = layout.boardSize <= SMALL_BOARD ? 1 : Math.max(1, Math.min(parallelism, prefixes.size()));
        this.groups = prefixes.stream().mapToLong(BandPrefix::groups).sum();
    }

    /**
     * @return the sum of the subcounts of all the subproblems
     * @throws CancellationException if the caller cancelled, or was interrupted while waiting
     */
    Subcount run() {
        cancellation.throwIfCancelled();
        if (groups > 0) {
            report(System.nanoTime());
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
                sum = sum.plus(join.count(prefixes.get(index).rows(), this::groupDone));
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

    private void groupDone() {
        long done = groupsDone.incrementAndGet();
        long now = System.nanoTime();
        if (done == groups || now - lastReportNanos >= REPORT_INTERVAL_NANOS) {
            report(now);
        }
    }

    /** Reports the groups done, in order and at most every {@link #REPORT_INTERVAL_NANOS}, and the end. */
    private void report(long now) {
        synchronized (reportLock) {
            long done = groupsDone.get();
            boolean due = done == groups || lastReported < 0 || now - lastReportNanos >= REPORT_INTERVAL_NANOS;
            if (done > lastReported && due) {
                progress.progress(done, groups);
                lastReported = done;
                lastReportNanos = now;
            }
        }
    }
}
