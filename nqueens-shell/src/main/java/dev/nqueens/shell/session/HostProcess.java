package dev.nqueens.shell.session;

import dev.nqueens.shell.time.Scheduler;

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

    /**
     * The name of the thread that the program runs as its process ends, which cancels the running command and
     * waits for it to say so ("count cancelled"); another hook whose line must come last waits for it.
     */
    public static final String EXIT_HOOK_NAME = "nqueens-exit";

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
     */
    public void atExit(Thread hook) {
        if (!ownsProcess) {
            return;
        }
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutdown in progress
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
