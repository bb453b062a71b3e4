package dev.nqueens.shell.console;

import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.time.Scheduler;
import java.io.PrintWriter;
import java.time.Duration;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal.SignalHandler;

/**
 * Ctrl-C at the interactive shell while a command runs: cancels the command's call to its solver, which
 * then stops within its promised 100 ms and the prompt comes back.
 *
 * <p>A solver that ignores the cancellation (a plugin with a bug) cannot be stopped from outside:
 * {@code Thread.stop} is gone from Java, and an interrupt is a request that such a solver ignores just the
 * same, which would besides break the shell's own file writes ({@code ClosedByInterruptException}). So
 * when the solver has not stopped within the grace period, the shell says so in one line, and the next
 * Ctrl-C ends nqueens with status 130: ending the process is the one safe way to take the thread back.
 * Until then the user may wait, since such a solver may still finish on its own.
 */
final class InteractiveInterrupt implements SignalHandler {

    private final Interrupts interrupts;
    private final PrintWriter err;
    private final Duration grace;
    private final Runnable endProcess;
    private final Scheduler scheduler;

    /**
     * @param interrupts where the running command is
     * @param err where the messages go
     * @param grace how long a cancelled solver has to stop before the shell says that it has not
     * @param endProcess ends nqueens with status 130, without waiting for the solver
     * @param scheduler the timer that waits out the grace period
     */
    InteractiveInterrupt(Interrupts interrupts, PrintWriter err, Duration grace, Runnable endProcess,
            Scheduler scheduler) {
        this.interrupts = interrupts;
        this.err = err;
        this.grace = grace;
        this.endProcess = endProcess;
        this.scheduler = scheduler;
    }

    @Override
    public void handle(Signal signal) {
        Interrupts.Run run = interrupts.running();
        if (run == null) {
            return;
        }
        if (run.reportedNotStopped()) {
            err.println("nqueens: ending nqueens; the solver was still running");
            endProcess.run();
        } else if (run.cancel()) {
            scheduler.after(grace, () -> {
                if (interrupts.isRunning(run)) {
                    run.reportNotStopped(err, grace, "the solver ignores cancellation, and a thread cannot be stopped"
                            + " safely; press Ctrl-C again to end nqueens");
                }
            });
        }
    }
}
