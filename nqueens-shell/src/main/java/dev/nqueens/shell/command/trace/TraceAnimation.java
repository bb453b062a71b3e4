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
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * {@code trace} in a terminal: a {@link SearchListener} that draws each step on a {@link TraceBoard} in
 * place and holds the search for the delay, reading keys meanwhile ({@link TraceKeys} names them): space pauses
 * and goes on, without a step; {@code n} or → takes one step and {@code b} or ← goes back one (and pause);
 * {@code s} runs to the next solution and {@code S} goes back to the previous one; {@code g}, a step's number
 * and Enter go to that step; {@code r} starts again from the first step; {@code +} and {@code -} halve and double
 * the delay, shown at once; {@code ?} lists the keys in full; {@code q} stops. Ctrl-C cancels the run as in
 * every command. When the terminal is resized, the frame on it is drawn again to the new width, from the top of
 * a cleared screen (the terminal has re-wrapped the old one), paused or not.
 *
 * <p>Going back shows the boards of a {@link TraceHistory} of the latest steps, while the search waits where it
 * is; going forward past them takes the search's next steps again. A step older than the history holds is
 * reached by running the search again from its start, without drawing, up to it: the trace's run ends with
 * {@link Restarted}, and {@code TraceCommand} runs the search again with this listener.
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

    /** Ends this run of the search, to run it again from its first step: the animation has a step to reach. */
    static final class Restarted extends CancellationException {
        private static final long serialVersionUID = 1L;

        Restarted() {
            super("restarted");
        }
    }

    /** Running at the delay, paused, or running without a pause up to a destination. */
    private enum Mode { RUNNING, PAUSED, AHEAD }

    private static final long FRAME_MILLIS = 40;
    private static final long SLICE_MILLIS = 20;
    private static final long MIN_DELAY_MILLIS = 1;
    private static final long MAX_DELAY_MILLIS = 5_000;
    private static final int ESCAPE = 27;
    private static final int CTRL_C = 3;
    private static final int LEFT = -100;
    private static final int RIGHT = -101;
    private static final int MAX_DIGITS = 18;

    private final Screen.Live screen;
    private final Supplier<TraceBoard> newBoard;
    private final int historySteps;
    private final Cancellation cancellation;
    private final FoundSolutions found = new FoundSolutions();
    /** The board after the search's latest step. */
    private TraceBoard live;
    /** The board on the screen: the live one, or one of an earlier step out of the history. */
    private TraceBoard shown;
    private TraceHistory history;
    private long delayMillis;
    private Mode mode = Mode.RUNNING;
    /** Where {@link Mode#AHEAD} stops, what the status line calls it, and the mode there. */
    private Predicate<TraceBoard> destination;
    private String destinationName = "";
    private Mode arrival = Mode.PAUSED;
    /** A key has changed what to show: the wait for the delay ends. */
    private boolean interrupted;
    /** A key asked for the search's next step, after which the animation pauses. */
    private boolean advance;
    /** The step's number typed after {@code g}, or null. */
    private StringBuilder typed;
    private boolean keysListed;
    /** A word in place of the key line, until the next key, or empty. */
    private String note = "";
    private int drawnLines;
    private int drawnColumns;
    private long lastFrameNanos;
    private long lastKeysNanos;

    /**
     * @param screen the terminal, taken over
     * @param newBoard makes the board before the first step, for the start and each start again
     * @param historySteps how many of the latest steps to hold, to go back to ({@link TraceHistory#STEPS})
     * @param cancellation the run's, which Ctrl-C sets
     * @param delayMillis the pace: how long each step stays on the screen
     */
    TraceAnimation(Screen.Live screen, Supplier<TraceBoard> newBoard, int historySteps, Cancellation cancellation,
            long delayMillis) {
        this.screen = screen;
        this.newBoard = newBoard;
        this.historySteps = historySteps;
        this.cancellation = cancellation;
        this.delayMillis = delayMillis;
        start();
    }

    /** Sets the boards and the history before the first step. */
    private void start() {
        live = newBoard.get();
        shown = live;
        history = new TraceHistory(live, historySteps);
        found.clear();
    }

    @Override
    public void onEvent(SearchEvent event) {
        live.apply(event);
        history.record(event);
        found.add(event);
        shown = live;
        try {
            if (mode == Mode.AHEAD) {
                if (destination.test(live)) {
                    mode = arrival;
                    destination = null;
                } else {
                    drawEvery(FRAME_MILLIS);
                    pollKeys();
                    if (mode == Mode.AHEAD) {
                        return;
                    }
                }
            }
            present();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Shows the steps as the keys ask, and returns when the search is to take its next. */
    private void present() throws IOException {
        while (true) {
            if (advance || mode == Mode.AHEAD) {
                advance = false;
                return;
            }
            if (mode == Mode.PAUSED) {
                draw();
                interrupted = false;
                while (mode == Mode.PAUSED && !interrupted) {
                    waitForKey(SLICE_MILLIS);
                }
            } else {
                if (delayMillis >= FRAME_MILLIS) {
                    draw();
                } else {
                    drawEvery(FRAME_MILLIS);
                }
                if (waitTheDelay()) {
                    if (shown == live) {
                        return;
                    }
                    forward();
                }
            }
        }
    }

    /** @return true if the delay ran out with no key changing what to show */
    private boolean waitTheDelay() throws IOException {
        interrupted = false;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
        for (long left = delayMillis; left > 0 && !interrupted;
                left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
            waitForKey(Math.min(SLICE_MILLIS, left));
        }
        return !interrupted;
    }

    /**
     * Draws the last frame, the key line given way to the solutions found, and moves below it.
     *
     * @param ending how the trace ended, as in {@code "stopped"}
     * @param done true if the search ended by itself: the frame shows its last solution
     */
    void finish(String ending, boolean done) {
        try {
            TraceBoard last = shown;
            if (done && found.last() != null) {
                long step = history.solutionBefore(history.latest() + 1);
                last = step > 0 ? history.at(step) : live.solved(found.last());
            }
            draw(last, ending, found.lines(live.size(), width()));
            screen.writer().write("\r\n");
            screen.writer().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void drawEvery(long millis) throws IOException {
        if (System.nanoTime() - lastFrameNanos >= TimeUnit.MILLISECONDS.toNanos(millis)) {
            draw();
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
            draw();   // the terminal was resized while this frame stood: drawn again to its width
        }
        int key = screen.read(Math.max(1, millis));
        cancellation.throwIfCancelled();
        if (key != Screen.NO_KEY) {
            handle(key == ESCAPE ? escaped() : key);
        }
    }

    private void handle(int key) throws IOException {
        if (key == CTRL_C) {
            cancellation.cancel();
            cancellation.throwIfCancelled();
        }
        if (key == -1) {
            throw new Stopped();
        }
        note = "";
        if (typed != null && typing(key)) {
            draw();
            return;
        }
        switch (key) {
            case ' ' -> go(mode == Mode.PAUSED ? Mode.RUNNING : Mode.PAUSED);
            case 'n', 'N', RIGHT -> {
                if (shown == live) {
                    advance = true;
                } else {
                    forward();
                }
                go(Mode.PAUSED);
            }
            case 'b', 'B', LEFT -> back();
            case 's' -> nextSolution();
            case 'S' -> previousSolution();
            case 'g', 'G' -> typed = new StringBuilder();
            case 'r', 'R' -> goTo(1, mode == Mode.RUNNING ? Mode.RUNNING : Mode.PAUSED);
            case '+', '=' -> delayMillis = Math.max(MIN_DELAY_MILLIS, delayMillis / 2);
            case '-', '_' -> delayMillis = Math.min(MAX_DELAY_MILLIS, delayMillis * 2);
            case '?' -> keysListed = !keysListed;
            case 'q', 'Q' -> throw new Stopped();
            default -> {
                return;
            }
        }
        // what changed shows at once: the new delay, the keys, the step typed, even while paused
        draw();
    }

    /** After an escape: an arrow, {@code ESC [ C} or {@code ESC [ D} (or {@code ESC O ...}), or the escape alone. */
    private int escaped() throws IOException {
        int bracket = screen.read(SLICE_MILLIS);
        if (bracket == Screen.NO_KEY) {
            return ESCAPE;
        }
        if (bracket == '[' || bracket == 'O') {
            int arrow = screen.read(SLICE_MILLIS);
            if (arrow == 'C') {
                return RIGHT;
            } else if (arrow == 'D') {
                return LEFT;
            }
        }
        return Screen.NO_KEY;
    }

    /** @return true if the key was one of those that type a step's number: a digit, backspace, Enter, Esc */
    private boolean typing(int key) throws IOException {
        if (key >= '0' && key <= '9') {
            if (typed.length() < MAX_DIGITS) {
                typed.append((char) key);
            }
        } else if (key == 127 || key == '\b') {
            typed.setLength(Math.max(0, typed.length() - 1));
        } else if (key == '\r' || key == '\n') {
            String number = typed.toString();
            typed = null;
            if (!number.isEmpty()) {
                goTo(Long.parseLong(number), Mode.PAUSED);
            }
        } else {
            typed = null;
            return key == ESCAPE;
        }
        return true;
    }

    private void go(Mode next) {
        mode = next;
        interrupted = true;
    }

    /** Shows the step after the one shown, out of the history; the live board once it is reached. */
    private void forward() {
        shown = shown.steps() + 1 >= live.steps() ? live : history.forward(shown);
    }

    private void back() throws IOException {
        if (shown.steps() <= 1) {
            note = "step 1 is the first";
            return;
        }
        goTo(shown.steps() - 1, Mode.PAUSED);
    }

    /**
     * Goes to a step: out of the history, or by running the search on to it, or again from its start.
     *
     * @param step the step, 1 or more (0 is taken for 1)
     * @param then the mode once there
     */
    private void goTo(long step, Mode then) throws IOException {
        long target = Math.max(1, step);
        if (target > live.steps()) {
            shown = live;
            ahead(board -> board.steps() >= target, "to step " + target, then);
        } else if (target >= history.earliest()) {
            shown = target == live.steps() ? live : history.at(target);
            go(then);
        } else {
            startAgain(board -> board.steps() >= target, "to step " + target, then);
        }
    }

    private void nextSolution() {
        if (shown != live) {
            long step = history.solutionAfter(shown.steps());
            if (step > 0) {
                shown = step == live.steps() ? live : history.at(step);
                go(Mode.PAUSED);
                return;
            }
            shown = live;
        }
        ahead(board -> board.last() instanceof SearchEvent.Found, "to the next solution", Mode.PAUSED);
    }

    private void previousSolution() throws IOException {
        long before = shown.solutions() - (shown.last() instanceof SearchEvent.Found ? 1 : 0);
        if (before == 0) {
            note = "no solution before step " + shown.steps();
            return;
        }
        long step = history.solutionBefore(shown.steps());
        if (step > 0) {
            shown = history.at(step);
            go(Mode.PAUSED);
        } else {
            startAgain(board -> board.solutions() == before && board.last() instanceof SearchEvent.Found,
                    "to solution " + before, Mode.PAUSED);
        }
    }

    /** Runs the search on without a pause until the destination, where the mode is {@code then}. */
    private void ahead(Predicate<TraceBoard> to, String name, Mode then) {
        destination = to;
        destinationName = name;
        arrival = then;
        go(Mode.AHEAD);
    }

    /** Runs the search again from its first step up to the destination: this run ends here. */
    private void startAgain(Predicate<TraceBoard> to, String name, Mode then) {
        start();
        ahead(to, name, then);
        throw new Restarted();
    }

    private int width() {
        int columns = screen.columns();
        return columns > 0 ? columns : Integer.MAX_VALUE;
    }

    /** @return what the animation is doing, for the status line */
    private String status() {
        return switch (mode) {
            case RUNNING -> "running";
            case PAUSED -> "paused";
            case AHEAD -> destinationName;
        };
    }

    /** @return the lines under the frame: the key line, or what stands in its place */
    private List<String> footer(int columns) {
        if (typed != null) {
            return List.of("go to step: " + typed + "_  Enter to go, Esc to cancel");
        } else if (!note.isEmpty()) {
            return List.of(note);
        } else if (keysListed) {
            // as many lines as the terminal holds under the frame, at least the key line's one
            List<String> list = TraceKeys.list(columns);
            int room = screen.rows() > 0 ? Math.max(1, screen.rows() - shown.height() + 1) : list.size();
            return list.subList(0, Math.min(room, list.size()));
        }
        return List.of(TraceKeys.line(columns));
    }

    private void draw() throws IOException {
        int columns = width();
        draw(shown, status(), footer(columns));
    }

    private void draw(TraceBoard board, String status, List<String> footer) throws IOException {
        lastFrameNanos = System.nanoTime();
        int columns = width();
        List<String> lines = board.frame(delayMillis, status, live.steps(), columns, footer);
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
        // a frame shorter than the last (the keys listed no more) leaves nothing of it below
        frame.append("\033[J");
        drawnLines = lines.size();
        drawnColumns = columns;
        out.write(frame.toString());
        out.flush();
    }
}
