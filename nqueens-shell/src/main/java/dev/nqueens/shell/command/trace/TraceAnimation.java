package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.shell.io.Screen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

/**
 * {@code trace} in a terminal: a {@link SearchListener} that draws each step on a {@link TraceBoard} in
 * place and holds the search for the delay, reading keys meanwhile: space pauses and goes on, {@code n} or
 * → takes one step (and pauses), {@code +} and {@code -} halve and double the delay, {@code s} runs to the
 * next solution and pauses there, {@code q} stops. Ctrl-C cancels the run as in every command. When the
 * terminal is resized, the frame on it is drawn again to the new width, from the top of a cleared screen (the
 * terminal has re-wrapped the old one), paused or not.
 *
 * <p>It never floods a slow terminal: the search runs on the thread that draws, so a frame is written and
 * flushed before the next step, and at short delays only one frame in {@value #FRAME_MILLIS} ms is drawn.
 * It waits in slices of at most {@value #SLICE_MILLIS} ms, so that a cancellation ends it within 100 ms.
 */
final class TraceAnimation implements SearchListener {

    /** Stops the trace at the user's word: the command ends quietly. */
    static final class Stopped extends CancellationException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped");
        }
    }

    private enum Mode { RUNNING, PAUSED, TO_SOLUTION }

    private static final long FRAME_MILLIS = 40;
    private static final long SLICE_MILLIS = 20;
    private static final long MIN_DELAY_MILLIS = 1;
    private static final long MAX_DELAY_MILLIS = 5_000;
    private static final int ESCAPE = 27;
    private static final int CTRL_C = 3;

    private final Screen.Live screen;
    private final TraceBoard board;
    private final Cancellation cancellation;
    private long delayMillis;
    private Mode mode = Mode.RUNNING;
    private boolean stepTaken;
    private int drawnLines;
    private int drawnColumns;
    private String drawnState = "";
    private long lastFrameNanos;
    private long lastKeysNanos;

    /**
     * @param screen the terminal, taken over
     * @param board the board to draw
     * @param cancellation the run's, which Ctrl-C sets
     * @param delayMillis the pace: how long each step stays on the screen
     */
    TraceAnimation(Screen.Live screen, TraceBoard board, Cancellation cancellation, long delayMillis) {
        this.screen = screen;
        this.board = board;
        this.cancellation = cancellation;
        this.delayMillis = delayMillis;
    }

    @Override
    public void onEvent(SearchEvent event) {
        board.apply(event);
        try {
            if (mode == Mode.TO_SOLUTION) {
                if (event instanceof SearchEvent.Found) {
                    mode = Mode.PAUSED;
                } else {
                    drawEvery(FRAME_MILLIS, "to the next solution");
                    pollKeys();
                    return;
                }
            }
            if (mode == Mode.PAUSED || stepTaken) {
                mode = Mode.PAUSED;
                stepTaken = false;
                draw("paused");
                while (mode == Mode.PAUSED && !stepTaken) {
                    waitForKey(SLICE_MILLIS);
                }
                if (mode == Mode.PAUSED) {
                    return;
                }
            }
            if (delayMillis >= FRAME_MILLIS) {
                draw("running");
            } else {
                drawEvery(FRAME_MILLIS, "running");
            }
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
            for (long left = delayMillis; left > 0 && mode == Mode.RUNNING && !stepTaken;
                    left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
                waitForKey(Math.min(SLICE_MILLIS, left));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Draws the last frame, with how the search ended, and moves below it. */
    void finish(String state) {
        try {
            draw(state);
            screen.writer().write("\r\n");
            screen.writer().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void drawEvery(long millis, String state) throws IOException {
        if (System.nanoTime() - lastFrameNanos >= TimeUnit.MILLISECONDS.toNanos(millis)) {
            draw(state);
        }
    }

    /** Looks at the keys now and then while the search runs on without waiting. */
    private void pollKeys() throws IOException {
        cancellation.throwIfCancelled();
        if (System.nanoTime() - lastKeysNanos >= TimeUnit.MILLISECONDS.toNanos(SLICE_MILLIS)) {
            lastKeysNanos = System.nanoTime();
            waitForKey(1);
        }
    }

    private void waitForKey(long millis) throws IOException {
        cancellation.throwIfCancelled();
        if (drawnLines > 0 && width() != drawnColumns) {
            draw(drawnState);   // the terminal was resized while this frame stood: drawn again to its width
        }
        int key = screen.read(Math.max(1, millis));
        cancellation.throwIfCancelled();
        switch (key) {
            case Screen.NO_KEY -> { }
            case ' ' -> mode = mode == Mode.RUNNING ? Mode.PAUSED : Mode.RUNNING;
            case 'n', 'N' -> stepTaken = true;
            case '+', '=' -> delayMillis = Math.max(MIN_DELAY_MILLIS, delayMillis / 2);
            case '-', '_' -> delayMillis = Math.min(MAX_DELAY_MILLIS, delayMillis * 2);
            case 's', 'S' -> mode = Mode.TO_SOLUTION;
            case 'q', 'Q', -1 -> throw new Stopped();
            case CTRL_C -> {
                cancellation.cancel();
                cancellation.throwIfCancelled();
            }
            case ESCAPE -> arrow();
            default -> { }
        }
    }

    /** After an escape: the right arrow, {@code ESC [ C} (or {@code ESC O C}), takes one step. */
    private void arrow() throws IOException {
        int bracket = screen.read(SLICE_MILLIS);
        if (bracket == '[' || bracket == 'O') {
            if (screen.read(SLICE_MILLIS) == 'C') {
                stepTaken = true;
            }
        }
    }

    private int width() {
        int columns = screen.columns();
        return columns > 0 ? columns : Integer.MAX_VALUE;
    }

    private void draw(String state) throws IOException {
        lastFrameNanos = System.nanoTime();
        int columns = width();
        List<String> lines = board.frame(delayMillis, state, columns);
        Writer out = screen.writer();
        StringBuilder frame = new StringBuilder();
        if (drawnLines > 0 && columns != drawnColumns) {
            // the terminal was resized and has re-wrapped the last frame's lines: where that frame begins is
            // no longer known, so this one is drawn on a cleared screen, from its top
            frame.append("\033[H\033[2J");
        } else if (drawnLines > 1) {
            // back to the first line of the last frame, which this one overwrites
            frame.append("\r\033[").append(drawnLines - 1).append('A');
        } else {
            frame.append('\r');
        }
        for (int i = 0; i < lines.size(); i++) {
            frame.append(lines.get(i)).append("\033[K");
            if (i < lines.size() - 1) {
                frame.append("\r\n");
            }
        }
        drawnLines = lines.size();
        drawnColumns = columns;
        drawnState = state;
        out.write(frame.toString());
        out.flush();
    }
}
