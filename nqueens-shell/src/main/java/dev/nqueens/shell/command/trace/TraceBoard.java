package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchMasks;
import dev.nqueens.shell.text.DisplayWidth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The board of {@code trace}'s animation as the search events build it, and its frame: a status line, the
 * board with the queens, the squares they attack and the square just tried, the bit masks of the row under
 * work (for a search that reports them), what the last step did, and the keys. Plain ASCII, one frame of a
 * fixed height for a board, so that each frame overwrites the last in place.
 *
 * <pre>
 * trace 4 with bitmask  step 3  solutions 0  delay 200 ms  running
 *     0 1 2 3
 *   0 Q . . .
 * &gt; 1 x * . .
 *   2 x . x .
 *   3 x . . x
 *     1 0 0 0  columns
 *     0 1 0 0  diagonals
 *     0 0 0 0  anti-diagonals
 *     0 0 1 1  free
 * reject 1:1: on a diagonal of the queen at 0:0
 * space pause/go  n or → one step  + faster  - slower  s next solution  q quit
 * </pre>
 * The masks are drawn with bit c under column c, so column 0's bit stands at the left, the reverse of how a
 * number is written in binary.
 */
final class TraceBoard {

    private static final String KEYS = "space pause/go  n or -> one step  + faster  - slower  s next solution  q quit";
    private static final String[] MASK_NAMES = {"columns", "diagonals", "anti-diagonals", "free"};
    /** The widest mask name, with the two spaces before it. */
    private static final int MASK_LABEL_WIDTH = 2 + "anti-diagonals".length();

    private final String title;
    private final int n;
    private final boolean masked;
    private final int[] placed;
    private final int[] preset;
    private final int rowLabelWidth;
    private SearchEvent last;
    private SearchMasks masks;
    private long steps;
    private long solutions;

    /**
     * @param title what runs, as in {@code "trace 6 with bitmask"}, made safe for the terminal
     * @param n the board size
     * @param presetQueens the pre-placed queens
     * @param masked true if the search reports bit masks
     */
    TraceBoard(String title, int n, List<Queen> presetQueens, boolean masked) {
        this.title = title;
        this.n = n;
        this.masked = masked;
        this.placed = new int[n];
        this.preset = new int[n];
        Arrays.fill(placed, -1);
        Arrays.fill(preset, -1);
        presetQueens.forEach(queen -> preset[queen.row()] = queen.column());
        this.rowLabelWidth = String.valueOf(Math.max(0, n - 1)).length();
    }

    /** @return the lines a frame of board size n takes */
    static int height(int n, boolean masked) {
        return n + 4 + (masked ? MASK_NAMES.length : 0);
    }

    /** @return the columns a frame of board size n needs, the status and key lines aside (they are cut) */
    static int width(int n, boolean masked) {
        return 3 + String.valueOf(Math.max(0, n - 1)).length() + 2 * n + (masked ? MASK_LABEL_WIDTH : 0);
    }

    /** @param event the next step of the search */
    void apply(SearchEvent event) {
        steps++;
        last = event;
        if (event instanceof SearchEvent.Place place) {
            masks = place.masks();
            placed[place.row()] = place.column();
        } else if (event instanceof SearchEvent.Remove remove) {
            masks = remove.masks();
            placed[remove.row()] = -1;
        } else if (event instanceof SearchEvent.Reject reject) {
            masks = reject.masks();
        } else if (event instanceof SearchEvent.Found) {
            solutions++;
        }
    }

    /** @return the steps so far */
    long steps() {
        return steps;
    }

    /** @return the solutions so far */
    long solutions() {
        return solutions;
    }

    /**
     * @param delayMillis the pace, for the status line
     * @param state what the animation is doing, as in {@code "paused"}
     * @param columns the terminal's width: longer lines are cut
     * @return the frame's lines, {@link #height} of them
     */
    List<String> frame(long delayMillis, String state, int columns) {
        List<String> lines = new ArrayList<>();
        lines.add(title + "  step " + steps + "  solutions " + solutions + "  delay " + delayMillis + " ms  " + state);
        StringBuilder header = new StringBuilder(" ".repeat(3 + rowLabelWidth));
        for (int column = 0; column < n; column++) {
            header.append(column % 10).append(' ');
        }
        lines.add(header.toString().stripTrailing());
        int row = rowUnderWork();
        for (int r = 0; r < n; r++) {
            StringBuilder line = new StringBuilder(r == row ? "> " : "  ");
            line.append(String.format(Locale.ROOT, "%" + rowLabelWidth + "d ", r));
            for (int column = 0; column < n; column++) {
                line.append(square(r, column)).append(' ');
            }
            lines.add(line.toString().stripTrailing());
        }
        if (masked) {
            long[] values = masks == null ? new long[4]
                    : new long[] {masks.columns(), masks.diagonals(), masks.antiDiagonals(), masks.free()};
            for (int mask = 0; mask < values.length; mask++) {
                StringBuilder line = new StringBuilder(" ".repeat(3 + rowLabelWidth));
                for (int column = 0; column < n; column++) {
                    line.append((values[mask] >>> column & 1) == 0 ? '0' : '1').append(' ');
                }
                lines.add(line.append(' ').append(MASK_NAMES[mask]).toString());
            }
        }
        lines.add(describe(last));
        lines.add(KEYS);
        return lines.stream().map(line -> DisplayWidth.cut(line, columns))
                .collect(Collectors.toList());
    }

    /** @return the row of the last event, where the search works, or -1 before any */
    private int rowUnderWork() {
        if (last instanceof SearchEvent.Place place) {
            return place.row();
        } else if (last instanceof SearchEvent.Reject reject) {
            return reject.row();
        } else if (last instanceof SearchEvent.Remove remove) {
            return remove.row();
        }
        return last instanceof SearchEvent.Found ? n - 1 : -1;
    }

    private char square(int row, int column) {
        if (placed[row] == column) {
            return 'Q';
        }
        if (preset[row] == column) {
            return 'q';
        }
        if (last instanceof SearchEvent.Reject reject && reject.row() == row && reject.column() == column) {
            return '*';
        }
        if (placed[row] < 0 && attacked(row, column)) {
            return 'x';
        }
        return '.';
    }

    private boolean attacked(int row, int column) {
        Queen square = new Queen(row, column);
        for (int other = 0; other < n; other++) {
            int queen = placed[other] >= 0 ? placed[other] : preset[other];
            if (other != row && queen >= 0 && new Queen(other, queen).attacks(square)) {
                return true;
            }
        }
        return false;
    }

    /** @return what a step did, in words */
    static String describe(SearchEvent event) {
        if (event instanceof SearchEvent.Place place) {
            return "place " + place.row() + ":" + place.column();
        } else if (event instanceof SearchEvent.Reject reject) {
            return "reject " + reject.row() + ":" + reject.column() + ": on " + article(reject.line())
                    + cause(reject.line()) + " of the queen at " + reject.attacker();
        } else if (event instanceof SearchEvent.Remove remove) {
            return "remove " + remove.row() + ":" + remove.column() + " (backtrack)";
        } else if (event instanceof SearchEvent.Found found) {
            return "solution: " + Arrays.stream(found.solution().columns()).mapToObj(String::valueOf)
                    .collect(Collectors.joining(" "));
        }
        return "";
    }

    private static String article(Conflict.Line line) {
        return line == Conflict.Line.ANTI_DIAGONAL ? "an " : "a ";
    }

    /** @return the line's name, as in {@code "anti-diagonal"} */
    static String cause(Conflict.Line line) {
        return line.label();
    }
}
