package dev.nqueens.shell.time;

import java.time.Duration;

/**
 * The clock and the timer that the shell's delayed work runs on: the progress line that appears after a
 * while and is redrawn a few times a second, the message that a cancelled solver has not stopped in time.
 * The shell takes one where it would otherwise read {@link System#nanoTime()} or start a timer thread, so
 * that tests can move time by hand ({@code ManualScheduler}) and show what happens, and what does not,
 * without waiting for it.
 *
 * <p>Implementations are safe for use from any thread.
 */
public interface Scheduler {

    /**
     * @return the current time in nanoseconds from an arbitrary origin, for measuring how long something
     *     took, as {@link System#nanoTime()}
     */
    long nanoTime();

    /**
     * Runs a task once, after a delay, on a thread of the scheduler's.
     *
     * @param delay how long to wait first
     * @param task what to run
     * @return the scheduled task, to cancel
     */
    Scheduled after(Duration delay, Runnable task);

    /**
     * Runs a task after a delay, and again after each period, until it is cancelled.
     *
     * @param delay how long to wait before the first run
     * @param period how long from one run's start to the next
     * @param task what to run
     * @return the scheduled task, to cancel
     */
    Scheduled every(Duration delay, Duration period, Runnable task);

    /**
     * @return the system's clock, and a timer whose daemon threads end once they have nothing to do, so
     *     that they neither keep the process alive nor outlast the work of an embedded run for long
     */
    static Scheduler system() {
        return SystemScheduler.INSTANCE;
    }

    /** A task given to a scheduler. */
    @FunctionalInterface
    interface Scheduled {
        /** Keeps the task from running again; a run under way finishes. Cancelling twice is harmless. */
        void cancel();
    }
}
