package dev.nqueens.api;

import java.util.concurrent.CancellationException;

/**
 * A flag with which a caller asks a running solver to stop. The caller keeps a reference and calls
 * {@link #cancel()} from any thread; the solver polls {@link #isCancelled()} often enough to stop within
 * 100 milliseconds, and then throws {@link CancellationException} out of the call, or out of the stream's
 * next step.
 *
 * <p>Cancelling cannot be undone; use a new instance for the next call.
 */
public final class Cancellation {

    private volatile boolean cancelled;

    /** Creates a flag that is not yet cancelled. */
    public Cancellation() {
    }

    /** Asks the solver to stop. Safe to call from any thread, any number of times. */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Tells whether the run has been asked to stop; a solver polls it in its loops.
     *
     * @return true once {@link #cancel()} has been called
     */
    public boolean isCancelled() {
        return cancelled;
    }

    /**
     * For solvers: stop here if the caller asked to.
     *
     * @throws CancellationException if {@link #cancel()} has been called
     */
    public void throwIfCancelled() {
        if (cancelled) {
            throw new CancellationException("cancelled");
        }
    }
}
