package dev.nqueens.shell.time;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link Scheduler#system()}: {@link System#nanoTime()}, and one pool of daemon threads for the process.
 * Two threads, so that a progress line blocked on a terminal that does not read (Ctrl-S) cannot hold up
 * the message about a solver that ignores Ctrl-C; idle threads end after a second.
 */
final class SystemScheduler implements Scheduler {

    private static final int THREADS = 2;
    private static final Duration IDLE = Duration.ofSeconds(1);

    /** The one for the process; made after the constants above, which it reads. */
    static final SystemScheduler INSTANCE = new SystemScheduler();

    private final ScheduledThreadPoolExecutor timer;

    private SystemScheduler() {
        AtomicInteger threads = new AtomicInteger();
        timer = new ScheduledThreadPoolExecutor(THREADS, task -> {
            Thread thread = new Thread(task, "nqueens-timer-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        // a cancelled progress line leaves nothing behind in the queue
        timer.setRemoveOnCancelPolicy(true);
        timer.setKeepAliveTime(IDLE.toMillis(), TimeUnit.MILLISECONDS);
        timer.allowCoreThreadTimeOut(true);
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public Scheduled after(Duration delay, Runnable task) {
        ScheduledFuture<?> future = timer.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public Scheduled every(Duration delay, Duration period, Runnable task) {
        ScheduledFuture<?> future = timer.scheduleAtFixedRate(task, delay.toNanos(), period.toNanos(),
                TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }
}
