package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Cancellation;
import dev.nqueens.shell.io.ProgressLine;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.time.ManualScheduler;
import dev.nqueens.testkit.internal.Eventually;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Terminal.Signal;
import org.junit.jupiter.api.Test;

/** Ctrl-C at the interactive shell, for solvers that stop and for one that does not. */
class InteractiveInterruptTest {

    private static final Duration GRACE = Duration.ofMillis(200);
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    private final Interrupts interrupts = new Interrupts();
    private final StringWriter err = new StringWriter();
    private final AtomicInteger processEnds = new AtomicInteger();
    private final ManualScheduler time = new ManualScheduler();
    private final InteractiveInterrupt ctrlC = new InteractiveInterrupt(interrupts, new PrintWriter(err, true), GRACE,
            processEnds::incrementAndGet, time);

    private String err() {
        synchronized (err.getBuffer()) {
            return err.toString();
        }
    }

    @Test
    void withNothingRunningCtrlCDoesNothing() {
        ctrlC.handle(Signal.INT);
        time.advance(GRACE.multipliedBy(2));
        assertThat(err()).isEmpty();
        assertThat(processEnds).hasValue(0);
    }

    @Test
    void aSolverThatStopsInTimeIsNotReported() {
        Cancellation cancellation = interrupts.begin("count 18 with bitmask");
        ctrlC.handle(Signal.INT);
        assertThat(cancellation.isCancelled()).isTrue();
        interrupts.end(cancellation);
        time.advance(GRACE.multipliedBy(2));
        ctrlC.handle(Signal.INT);
        assertThat(err()).isEmpty();
        assertThat(processEnds).hasValue(0);
    }

    @Test
    void aSolverThatDoesNotStopIsReportedOnceAndTheNextCtrlCEndsTheProcess() {
        Cancellation cancellation = interrupts.begin("count 18 with stubborn");
        ctrlC.handle(Signal.INT);
        assertThat(cancellation.isCancelled()).isTrue();
        // pressed again within the grace period: the solver still has its chance
        time.advance(GRACE.minusNanos(1));
        ctrlC.handle(Signal.INT);
        assertThat(processEnds).hasValue(0);
        time.advance(Duration.ofNanos(1));
        Eventually.contains(this::err, "\n", PATIENCE);
        assertThat(err()).isEqualTo("nqueens: count 18 with stubborn has not stopped 200 ms after it was cancelled;"
                + " the solver ignores cancellation, and a thread cannot be stopped safely; press Ctrl-C again to"
                + " end nqueens\n");
        ctrlC.handle(Signal.INT);
        assertThat(processEnds).hasValue(1);
        assertThat(err()).endsWith("\nnqueens: ending nqueens; the solver was still running\n");
    }

    @Test
    void theReportHasALineOfItsOwnAndTheProgressLineStopsBeforeIt() {
        StandardStreams shown = new StandardStreams(new StringWriter(), new PrintWriter(err, true), false, true);
        InteractiveInterrupt ctrlC = new InteractiveInterrupt(interrupts, shown.err(), GRACE,
                processEnds::incrementAndGet, time);
        ProgressLine line = ProgressLine.start(shown, "count 18 with stubborn", null, 0, time);
        Cancellation cancellation = interrupts.begin("count 18 with stubborn", line::close);
        line.progress(1, 4);
        time.advance(ProgressLine.DELAY);
        assertThat(err()).as("the progress line, drawn").contains("count 18 with stubborn  25%");

        ctrlC.handle(Signal.INT);
        time.advance(GRACE);
        Eventually.contains(this::err, "has not stopped", PATIENCE);
        String afterReport = err();
        line.progress(3, 4);
        time.advance(ProgressLine.DELAY.multipliedBy(10));

        // erased, then the message on a line of its own; and the line is not drawn again over it
        assertThat(afterReport).endsWith("\r\033[K" + "nqueens: count 18 with stubborn has not stopped"
                + " 200 ms after it was cancelled; the solver ignores cancellation, and a thread cannot be stopped"
                + " safely; press Ctrl-C again to end nqueens\n");
        assertThat(err()).isEqualTo(afterReport);
        assertThat(cancellation.isCancelled()).isTrue();
    }
}
