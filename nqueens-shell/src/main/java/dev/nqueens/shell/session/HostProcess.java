package dev.nqueens.shell.session;

import dev.nqueens.shell.time.Scheduler;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The process a session runs in, as far as the session may use it: the clock and timer of its delayed work, and whether
 * it may act when the process ends. The {@code nqueens} program owns its process ({@link #PROGRAM}): Ctrl-C
 * ends it, and on the way out the running command is cancelled and a cluster member leaves its cluster.
 * Run as a tool inside another program ({@link #EMBEDDED}), nqueens leaves the end of that program alone.
 *
 * @param scheduler the clock and the timer
 * @param ownsProcess true if the session may hook the end of the process
 */
public record HostProcess(Scheduler scheduler, boolean ownsProcess) {

    /** Counted down when the session's exit action ({@link #atSessionExit}) has run. */
    private static final CountDownLatch SESSION_EXIT_DONE = new CountDownLatch(1);
    /** Whether a session's exit action will run as the process ends. */
    private static volatile boolean sessionExitHooked;

    /** The process of the {@code nqueens} program, which the session owns. */
    public static final HostProcess PROGRAM = new HostProcess(Scheduler.system(), true);

    /** The process of another program that runs nqueens, whose end the session leaves alone: no shutdown hook. */
    public static final HostProcess EMBEDDED = new HostProcess(Scheduler.system(), false);

    /**
     * Has a thread run when the process ends, if the session owns the process. Where the process is ending
     * already (a SIGTERM while nqueens starts), nothing: the hook would wait for work that the end of the
     * process cuts short anyway.
     *
     * @param hook the thread, not started
     * @return whether it will run
     */
    public boolean atExit(Thread hook) {
        if (!ownsProcess) {
            return false;
        }
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            return true;
        } catch (IllegalStateException e) {
            // shutdown in progress
            return false;
        }
    }

    /**
     * Has the session's own action run when the process ends, if the session owns the process: it cancels the
     * running command and waits for it to say so ("count cancelled"). Another hook whose line must come after that
     * one waits for it ({@link #awaitSessionExit}), however the JVM orders its hooks.
     *
     * @param action what the session does as the process ends
     */
    public void atSessionExit(Runnable action) {
        Thread hook = new Thread(() -> {
            try {
                action.run();
            } finally {
                SESSION_EXIT_DONE.countDown();
            }
        }, "nqueens-exit");
        if (atExit(hook)) {
            sessionExitHooked = true;
        }
    }

    /**
     * Waits, from another hook, until the session's exit action has run, if one was added.
     *
     * @param timeout the longest wait
     */
    public static void awaitSessionExit(Duration timeout) {
        if (!sessionExitHooked) {
            return;
        }
        try {
            SESSION_EXIT_DONE.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Undoes {@link #atExit}: the thread will not run when the process ends.
     *
     * @param hook the thread given to {@link #atExit}
     */
    public void cancelAtExit(Thread hook) {
        if (!ownsProcess) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the process is ending: the hook is running, or about to
        }
    }
}
