package dev.nqueens.shell.command.run;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.shell.io.ProgressLine;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.text.TerminalText;
import dev.nqueens.shell.time.Durations;
import dev.nqueens.shell.time.Scheduler;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One call to a solver on behalf of a command: the cancellation that Ctrl-C triggers, the progress line,
 * and the timing for the summary. Open it around the call, report the result with {@link #succeeded}, and
 * close it: closing erases the progress line, ends the run in {@link Interrupts}, and, when standard error
 * is a terminal and the run succeeded, prints a one-line summary there.
 *
 * <p>The solver runs on the command's own thread; Ctrl-C arrives on another thread and only cancels the
 * request, so the solver unwinds by itself within its promised 100 ms.
 */
public final class SolverRun implements AutoCloseable {

    private final Interrupts interrupts;
    private final StandardStreams streams;
    private final String label;
    private final Cancellation cancellation;
    private final ProgressLine progressLine;
    private final Scheduler scheduler;
    private final long startNanos;
    private String result;

    private SolverRun(Interrupts interrupts, Scheduler scheduler, StandardStreams streams, String label,
            ProgressLine progressLine) {
        this.interrupts = interrupts;
        this.scheduler = scheduler;
        this.startNanos = scheduler.nanoTime();
        this.streams = streams;
        this.label = label;
        this.progressLine = progressLine;
        this.cancellation = interrupts.begin(label, progressLine == null ? () -> { } : progressLine::close);
    }

    /**
     * Starts a run.
     *
     * @param session the session whose {@link Interrupts} may cancel the run, and whose clock times it
     * @param streams where the progress line and the summary go
     * @param label what runs, as in {@code "count 16 with bitmask"}
     * @param showProgress true if a progress line may be drawn; it is drawn only if standard error is a
     *     terminal as well
     * @param boards the boards written so far, for the progress line, or null when the run writes none
     * @param limit the number of boards that ends the run, or 0 for none
     * @return the run
     */
    public static SolverRun start(Session session, StandardStreams streams, String label, boolean showProgress,
            AtomicLong boards, long limit) {
        // the label holds a provider's id: made safe once here for the progress line, the summary and the
        // message of a run that does not stop
        String safeLabel = TerminalText.safe(label);
        ProgressLine line = showProgress && streams.errIsTerminal()
                ? ProgressLine.start(streams, safeLabel, boards, limit, session.scheduler())
                : null;
        return new SolverRun(session.interrupts(), session.scheduler(), streams, safeLabel, line);
    }

    /**
     * @param settings the request as the command's options shape it (see {@link RequestOptions#settings})
     * @return the request for this run: the settings with the run's cancellation, and its progress line if
     *     one is drawn
     */
    public SolveRequest request(SolveRequest.Builder settings) {
        return settings
                .cancellation(cancellation)
                .progress(progressLine == null ? ProgressListener.NONE : progressLine)
                .build();
    }

    /**
     * Records the result for the summary. Call it once the results are flushed, so that on a terminal the
     * summary follows them.
     *
     * @param result what the run found, as in {@code "14200 solutions"}
     */
    public void succeeded(String result) {
        this.result = result;
    }

    @Override
    public void close() {
        if (progressLine != null) {
            progressLine.close();
        }
        interrupts.end(cancellation);
        if (result != null && streams.errIsTerminal()) {
            Duration elapsed = Duration.ofNanos(scheduler.nanoTime() - startNanos);
            streams.err().println(label + ": " + TerminalText.safe(result) + " in " + Durations.format(elapsed));
        }
    }
}
