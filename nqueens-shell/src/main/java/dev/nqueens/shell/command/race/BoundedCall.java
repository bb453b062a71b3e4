package dev.nqueens.shell.command.race;

import dev.nqueens.api.Cancellation;
import dev.nqueens.shell.time.Scheduler;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * A solver's call in a race, on a thread of its own, so that a solver that ignores its cancellation cannot hold
 * the race: once the call is cancelled (its budget spent, or Ctrl-C), it has {@link #GRACE} to stop, and is
 * then abandoned, its thread left to run on alone while the race goes on. The thread is a daemon: it does not
 * keep the process alive once the race has ended.
 */
final class BoundedCall {

    /** How long a cancelled call has to stop before it is abandoned. */
    static final Duration GRACE = Duration.ofSeconds(1);
    /** How often the waiting thread looks for a cancellation that Ctrl-C made. */
    private static final long POLL_MILLIS = 50;

    /** Thrown by {@link #run} for a call that did not stop within its grace. */
    static final class AbandonedException extends Exception {
        private static final long serialVersionUID = 1L;

        AbandonedException() {
            super("did not stop", null, false, false);
        }
    }

    private BoundedCall() {
    }

    /**
     * Runs a call on a thread of its own and waits for it, the time of a budget at most, plus the grace.
     *
     * @param scheduler the session's clock
     * @param cancellation the call's cancellation, which its budget and Ctrl-C cancel
     * @param budget the call's budget; the grace begins when it is spent, or when Ctrl-C cancels the call
     * @param name what the call's thread is called
     * @param call the call
     * @return what the call returned
     * @throws AbandonedException if the call did not stop within the grace after it was cancelled
     * @throws CancellationException if it stopped as cancelled
     * @throws RuntimeException or {@link Error} as the call threw it
     */
    static long run(Scheduler scheduler, Cancellation cancellation, Duration budget, String name, LongSupplier call)
            throws AbandonedException {
        CompletableFuture<Long> result = new CompletableFuture<>();
        Runnable abandon = () -> result.completeExceptionally(new AbandonedException());
        // before the call starts, so that the time it takes is measured from its start, whatever the clock does
        Scheduler.Scheduled spent = scheduler.after(budget.plus(GRACE), abandon);
        Thread thread = new Thread(() -> {
            try {
                result.complete(call.getAsLong());
            } catch (Throwable failure) {
                result.completeExceptionally(failure);
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
        Scheduler.Scheduled interrupted = null;
        try {
            while (true) {
                try {
                    return result.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    if (interrupted == null && cancellation.isCancelled()) {
                        interrupted = scheduler.after(GRACE, abandon);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    cancellation.cancel();
                    throw new CancellationException("interrupted while waiting for the solver");
                } catch (ExecutionException e) {
                    throw rethrown(e.getCause());
                }
            }
        } finally {
            spent.cancel();
            if (interrupted != null) {
                interrupted.cancel();
            }
        }
    }

    private static RuntimeException rethrown(Throwable failure) throws AbandonedException {
        if (failure instanceof AbandonedException abandoned) {
            throw abandoned;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        throw new IllegalStateException(failure);
    }
}
