package dev.nqueens.shell.session;

import dev.nqueens.api.Cancellation;
import dev.nqueens.shell.time.Durations;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where Ctrl-C and the end of the process reach the command that is running. A command that calls a solver
 * {@linkplain #begin(String) begins} a run and gets the {@link Cancellation} to put in its request; an
 * interrupt {@linkplain #cancelRunning() cancels} it, and the solver stops within its promised 100 ms.
 * Threads are never interrupted or killed: the solver unwinds on its own, so files are cleaned up and the
 * output stays whole. A solver that does not stop within {@link #STOP_GRACE} is reported, once, with
 * {@link Run#reportNotStopped}.
 *
 * <p>Safe for use from any thread: signal handlers and shutdown hooks run on threads of their own.
 */
public final class Interrupts {

    /** How long a cancelled solver has to stop before the shell says that it has not. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(2);

    private final AtomicReference<Run> running = new AtomicReference<>();
    private volatile boolean terminating;

    /**
     * Starts a run. If the process is already {@linkplain #terminate() terminating}, the run starts
     * cancelled.
     *
     * @param label what runs, as in {@code "count 16 with bitmask"}, for messages
     * @return the cancellation of the new run; pass it to {@link #end(Cancellation)} when the run is over
     */
    public Cancellation begin(String label) {
        return begin(label, () -> { });
    }

    /**
     * Begins a run whose output on standard error must make way for the message that it has not stopped.
     *
     * @param label the run, for messages, as in {@code "count 18 with bitmask"}
     * @param quiet stops what the run draws on standard error (its progress line) and clears it, before
     *     {@link Run#reportNotStopped} speaks on a line of its own
     * @return the run's cancellation
     */
    public Cancellation begin(String label, Runnable quiet) {
        Run run = new Run(label, quiet);
        running.set(run);
        // read after publishing, so that a terminate() racing with us sees the run or we see its flag
        if (terminating) {
            run.cancel();
        }
        return run.cancellation;
    }

    /**
     * Ends a run started with {@link #begin(String)}.
     *
     * @param cancellation the run's cancellation
     */
    public void end(Cancellation cancellation) {
        running.updateAndGet(run -> run != null && run.cancellation == cancellation ? null : run);
    }

    /** @return the run going on now, or null */
    public Run running() {
        return running.get();
    }

    /**
     * @param run a run
     * @return true if it has not ended
     */
    public boolean isRunning(Run run) {
        return running.get() == run;
    }

    /**
     * Cancels the running command, as Ctrl-C does in the interactive shell.
     *
     * @return true if a command was running
     */
    public boolean cancelRunning() {
        Run run = running.get();
        if (run == null) {
            return false;
        }
        run.cancel();
        return true;
    }

    /**
     * Cancels the running command and every one that begins after it: the process is ending.
     *
     * @return true if a command was running
     */
    public boolean terminate() {
        terminating = true;
        return cancelRunning();
    }

    /** @return true once {@link #terminate()} has been called */
    public boolean terminating() {
        return terminating;
    }

    /**
     * One call to a solver, from {@link #begin(String)} to {@link #end(Cancellation)}. Its command may cancel
     * the run's cancellation for reasons of its own (a race's time budget); only an interrupt, through
     * {@link #cancel()}, makes the run {@linkplain #interrupted() interrupted}.
     */
    public static final class Run {

        private final String label;
        private final Runnable quiet;
        private final Cancellation cancellation = new Cancellation();
        private final AtomicBoolean interrupted = new AtomicBoolean();
        private final AtomicBoolean reported = new AtomicBoolean();

        private Run(String label, Runnable quiet) {
            this.label = label;
            this.quiet = quiet;
        }

        /**
         * Cancels the run, as an interrupt.
         *
         * @return true if no interrupt had cancelled it before
         */
        public boolean cancel() {
            boolean first = interrupted.compareAndSet(false, true);
            cancellation.cancel();
            return first;
        }

        /** @return true once an interrupt has cancelled the run: Ctrl-C, or the end of the process */
        public boolean interrupted() {
            return interrupted.get();
        }

        /**
         * Says in one line, unless it has been said already, that the run has not stopped within the grace
         * period of its cancellation.
         *
         * @param err where to say it
         * @param grace the time it had, usually {@link #STOP_GRACE}
         * @param consequence what happens now, as in {@code "exiting anyway"}
         */
        public void reportNotStopped(PrintWriter err, Duration grace, String consequence) {
            if (reported.compareAndSet(false, true)) {
                // the progress line stops and goes first, so that the message has a line of its own
                quiet.run();
                err.println("nqueens: " + label + " has not stopped " + Durations.format(grace)
                        + " after it was cancelled; " + consequence);
            }
        }

        /** @return true once {@link #reportNotStopped} has spoken */
        public boolean reportedNotStopped() {
            return reported.get();
        }
    }
}
