package dev.nqueens.shell;

import dev.nqueens.api.Cancellation;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where Ctrl-C and the end of the process reach the command that is running. A command that calls a solver
 * {@linkplain #begin() begins} a run and gets the {@link Cancellation} to put in its request; an interrupt
 * {@linkplain #cancelRunning() cancels} it, and the solver stops within its promised 100 ms. Threads are
 * never interrupted or killed: the solver unwinds on its own, so files are cleaned up and the output stays
 * whole.
 *
 * <p>Safe for use from any thread: signal handlers and shutdown hooks run on threads of their own.
 */
final class Interrupts {

    private final AtomicReference<Cancellation> running = new AtomicReference<>();
    private volatile boolean terminating;

    /**
     * Starts a run. If the process is already {@linkplain #terminate() terminating}, the run starts
     * cancelled.
     *
     * @return the cancellation of the new run; pass it to {@link #end(Cancellation)} when the run is over
     */
    Cancellation begin() {
        Cancellation cancellation = new Cancellation();
        running.set(cancellation);
        // read after publishing, so that a terminate() racing with us sees the run or we see its flag
        if (terminating) {
            cancellation.cancel();
        }
        return cancellation;
    }

    /**
     * Ends a run started with {@link #begin()}.
     *
     * @param cancellation the run's cancellation
     */
    void end(Cancellation cancellation) {
        running.compareAndSet(cancellation, null);
    }

    /**
     * Cancels the running command, as Ctrl-C does in the interactive shell.
     *
     * @return true if a command was running
     */
    boolean cancelRunning() {
        Cancellation cancellation = running.get();
        if (cancellation == null) {
            return false;
        }
        cancellation.cancel();
        return true;
    }

    /**
     * Cancels the running command and every one that begins after it: the process is ending.
     *
     * @return true if a command was running
     */
    boolean terminate() {
        terminating = true;
        return cancelRunning();
    }

    /** @return true once {@link #terminate()} has been called */
    boolean terminating() {
        return terminating;
    }
}
