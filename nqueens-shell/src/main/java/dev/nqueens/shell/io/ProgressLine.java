package dev.nqueens.shell.io;

import dev.nqueens.api.ProgressListener;
import dev.nqueens.shell.text.DisplayWidth;
import dev.nqueens.shell.text.TerminalText;
import dev.nqueens.shell.time.Durations;
import dev.nqueens.shell.time.Scheduler;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A status line on a terminal's standard error for a run that takes a while: what runs, the percentage
 * done, the time elapsed and an estimate of the time left. It appears after {@link #DELAY}, so quick
 * commands never show it, is redrawn in place a few times a second on the {@link Scheduler}'s thread, and is
 * erased when the run ends. It is drawn by the {@code SharedTerminal} of the streams, which erases it before anything
 * else is written, and it never grows wider than the terminal (79 columns where its width is not known).
 *
 * <p>The fraction done comes from the solver's progress reports or, for {@code solve --limit K}, from the
 * boards written out of K, whichever the run sets up.
 */
public final class ProgressLine implements ProgressListener, AutoCloseable {

    /** How long a run goes before the line appears. */
    public static final Duration DELAY = Duration.ofMillis(500);
    private static final Duration PERIOD = Duration.ofMillis(200);
    /**
     * The widest line where the terminal's width is not known: a wider one would wrap on a terminal of the
     * classic 80 columns, and a wrapped line cannot be redrawn in place.
     */
    private static final int DEFAULT_WIDTH = 79;

    private final StandardStreams streams;
    private final String label;
    private final AtomicLong boards;
    private final long limit;
    private final Scheduler scheduler;
    private final long startNanos;
    private final AtomicLong done = new AtomicLong();
    private volatile long total;
    private Scheduler.Scheduled redraw;
    private boolean closed;

    private ProgressLine(StandardStreams streams, String label, AtomicLong boards, long limit, Scheduler scheduler) {
        this.streams = streams;
        // the label names a provider: no control character of its own may move the cursor
        this.label = TerminalText.safe(label);
        this.boards = boards;
        this.limit = limit;
        this.scheduler = scheduler;
        this.startNanos = scheduler.nanoTime();
    }

    /**
     * Starts the line for a run.
     *
     * @param streams the streams, whose standard error is a terminal
     * @param label what runs, as in {@code "count 16 with bitmask"}
     * @param boards the boards written so far, shown when not null
     * @param limit the number of boards that ends the run and measures its progress, or 0 if the solver's
     *     progress reports measure it
     * @param scheduler the clock the time elapsed is read from, and the timer that draws the line
     * @return the line, which the run's solver reports progress to
     */
    public static ProgressLine start(StandardStreams streams, String label, AtomicLong boards, long limit,
            Scheduler scheduler) {
        ProgressLine line = new ProgressLine(streams, label, boards, limit, scheduler);
        Scheduler.Scheduled redraw = scheduler.every(DELAY, PERIOD, line::draw);
        synchronized (line) {
            line.redraw = redraw;
        }
        return line;
    }

    @Override
    public void progress(long done, long total) {
        this.total = total;
        this.done.accumulateAndGet(done, Math::max);
    }

    private synchronized void draw() {
        if (closed) {
            return;
        }
        String text = describe(Duration.ofNanos(scheduler.nanoTime() - startNanos));
        // one column short of the width: a line that fills the last column wraps on some terminals
        int columns = streams.columns();
        int width = columns > 1 ? columns - 1 : DEFAULT_WIDTH;
        streams.terminal().showStatus(DisplayWidth.cut(text, width));
    }

    /**
     * @param elapsed the time since the run started
     * @return the text of the line at that time
     */
    String describe(Duration elapsed) {
        StringBuilder text = new StringBuilder(label);
        if (boards != null) {
            text.append("  ").append(boards.get()).append(boards.get() == 1 ? " board" : " boards");
        }
        double fraction = fraction();
        if (!Double.isNaN(fraction)) {
            text.append(String.format(Locale.ROOT, "  %.0f%%", Math.floor(fraction * 100)));
        }
        text.append("  ").append(Durations.format(elapsed)).append(" elapsed");
        if (fraction < 1 && enoughToEstimate(fraction, elapsed)) {
            long leftNanos = (long) (elapsed.toNanos() * (1 - fraction) / fraction);
            text.append("  about ").append(Durations.format(Duration.ofNanos(leftNanos))).append(" left");
        }
        return text.toString();
    }

    /**
     * An estimate from the first percent or the first second swings too wildly to help anyone. A long run
     * (counting n = 21 takes hours) takes minutes to do its first percent, so there a tenth of a percent
     * after ten seconds is the better guide than none.
     */
    private static boolean enoughToEstimate(double fraction, Duration elapsed) {
        return fraction >= 0.01 && elapsed.toMillis() >= 1_000 || fraction >= 0.001 && elapsed.toMillis() >= 10_000;
    }

    private double fraction() {
        if (limit > 0) {
            return Math.min(1.0, (double) boards.get() / limit);
        }
        long total = this.total;
        return total > 0 ? Math.min(1.0, (double) done.get() / total) : Double.NaN;
    }

    /** Stops redrawing and erases the line; once closed, it stays closed and erased. */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            redraw.cancel();
            streams.terminal().clearStatus();
        }
    }
}
