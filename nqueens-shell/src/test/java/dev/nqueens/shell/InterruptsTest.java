package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
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
        Cancellation first = interrupts.begin();
        assertThat(interrupts.cancelRunning()).isTrue();
        assertThat(first.isCancelled()).isTrue();
        interrupts.end(first);
        assertThat(interrupts.cancelRunning()).isFalse();
        assertThat(interrupts.begin().isCancelled()).isFalse();
        assertThat(interrupts.terminating()).isFalse();
    }

    @Test
    void terminatingCancelsTheRunningCommandAndEveryLaterOne() {
        Cancellation running = interrupts.begin();
        assertThat(interrupts.terminate()).isTrue();
        assertThat(running.isCancelled()).isTrue();
        assertThat(interrupts.terminating()).isTrue();
        interrupts.end(running);
        assertThat(interrupts.begin().isCancelled()).isTrue();
    }

    @Test
    void endingAnOldRunLeavesTheCurrentOneInPlace() {
        Cancellation old = interrupts.begin();
        Cancellation current = interrupts.begin();
        interrupts.end(old);
        assertThat(interrupts.cancelRunning()).isTrue();
        assertThat(current.isCancelled()).isTrue();
    }
}
