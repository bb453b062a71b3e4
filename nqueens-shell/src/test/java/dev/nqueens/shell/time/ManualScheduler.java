package dev.nqueens.shell.time;

import java.time.Duration;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * A scheduler whose time stands still until a test moves it with {@link #advance}, which runs every task
 * that falls due on the way, in the order of their times, on the thread that moves it. A test then shows what a
 * delayed task does, and that nothing happens before its time, without sleeping. Time never goes back, even
 * when two threads move it at once.
 */
public final class ManualScheduler implements Scheduler {

    private final PriorityQueue<Task> tasks = new PriorityQueue<>(
            Comparator.comparingLong((Task task) -> task.due).thenComparingLong(task -> task.order));
    private long now;
    private long scheduled;

    @Override
    public synchronized long nanoTime() {
        return now;
    }

    @Override
    public Scheduled after(Duration delay, Runnable task) {
        return add(delay, 0, task);
    }

    @Override
    public Scheduled every(Duration delay, Duration period, Runnable task) {
        if (period.isNegative() || period.isZero()) {
            throw new IllegalArgumentException("a period must be positive, not " + period);
        }
        return add(delay, period.toNanos(), task);
    }

    private synchronized Scheduled add(Duration delay, long period, Runnable action) {
        Task task = new Task(now + delay.toNanos(), period, scheduled++, action);
        tasks.add(task);
        return () -> {
            synchronized (this) {
                task.cancelled = true;
                tasks.remove(task);
            }
        };
    }

    /**
     * Moves time forward, running each task as its time comes, with the clock at that time.
     *
     * @param duration how far, 0 or more
     */
    public void advance(Duration duration) {
        long target;
        synchronized (this) {
            target = now + duration.toNanos();
        }
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.peek();
                // never backwards: another thread may move the clock too, past this target
                if (next == null || next.due > target) {
                    now = Math.max(now, target);
                    return;
                }
                tasks.poll();
                now = Math.max(now, next.due);
            }
            // outside the lock: the task may read the clock or schedule another
            next.action.run();
            synchronized (this) {
                if (next.period > 0 && !next.cancelled) {
                    next.due += next.period;
                    tasks.add(next);
                }
            }
        }
    }

    /** A task waiting for its time. */
    private static final class Task {
        long due;
        final long period;
        final long order;
        final Runnable action;
        boolean cancelled;

        Task(long due, long period, long order, Runnable action) {
            this.due = due;
            this.period = period;
            this.order = order;
            this.action = action;
        }
    }
}
