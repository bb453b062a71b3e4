package dev.nqueens.shell.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** How Ctrl-C and the end of the process reach the running command. */
class InterruptsTest {

    private final Interrupts interrupts = new Interrupts();

    @Test
    void withNothingRunningAnInterruptCancelsNothing() {
        assertThat(interrupts.cancelRunning()).isFalse();
    }

    @Test
    void anInterruptCancelsTheRunningCommandOnly() {
        Cancellation first = interrupts.begin("count 8 with bitmask");
        assertThat(interrupts.cancelRunning()).isTrue();
        assertThat(first.isCancelled()).isTrue();
        interrupts.end(first);
        assertThat(interrupts.cancelRunning()).isFalse();
        assertThat(interrupts.begin("count 8 with bitmask").isCancelled()).isFalse();
        assertThat(interrupts.terminating()).isFalse();
    }

    @Test
    void terminatingCancelsTheRunningCommandAndEveryLaterOne() {
        Cancellation running = interrupts.begin("count 8 with bitmask");
        assertThat(interrupts.terminate()).isTrue();
        assertThat(running.isCancelled()).isTrue();
        assertThat(interrupts.terminating()).isTrue();
        interrupts.end(running);
        assertThat(interrupts.begin("count 8 with bitmask").isCancelled()).isTrue();
    }

    @Test
    void endingAnOldRunLeavesTheCurrentOneInPlace() {
        Cancellation old = interrupts.begin("count 8 with bitmask");
        Cancellation current = interrupts.begin("count 8 with bitmask");
        interrupts.end(old);
        assertThat(interrupts.cancelRunning()).isTrue();
        assertThat(current.isCancelled()).isTrue();
    }

    @Test
    void theRunningCommandIsKnownUntilItEnds() {
        assertThat(interrupts.running()).isNull();
        Cancellation cancellation = interrupts.begin("count 8 with bitmask");
        Interrupts.Run run = interrupts.running();
        assertThat(interrupts.isRunning(run)).isTrue();
        interrupts.end(cancellation);
        assertThat(interrupts.isRunning(run)).isFalse();
        assertThat(interrupts.running()).isNull();
    }

    @Test
    void aRunThatDoesNotStopIsReportedOnce() {
        interrupts.begin("solve 20 with stubborn as json");
        Interrupts.Run run = interrupts.running();
        assertThat(run.cancel()).isTrue();
        assertThat(run.cancel()).isFalse();
        StringWriter err = new StringWriter();
        run.reportNotStopped(new PrintWriter(err, true), Interrupts.STOP_GRACE, "exiting anyway");
        run.reportNotStopped(new PrintWriter(err, true), Interrupts.STOP_GRACE, "exiting anyway");
        assertThat(err).hasToString("nqueens: solve 20 with stubborn as json has not stopped 2.0 s after it was"
                + " cancelled; exiting anyway\n");
        assertThat(run.reportedNotStopped()).isTrue();
    }
}
