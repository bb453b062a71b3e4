package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import dev.nqueens.shell.text.DisplayWidth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

/**
 * The board of {@code trace}'s animation as the search events build it, and its frame: a status line, the
 * board with the queens, the squares they attack, those tried in each row since the search came to it and the
 * square just tried, the search's state beside and under the board as its {@link StateView} draws it, what the
 * last step did, and a footer (the keys, as {@link TraceKeys} writes them). Plain ASCII (red only for an attack,
 * where asked), a frame of a fixed height for a board and a footer of one line, so that each frame overwrites the
 * last in place. A board is copied to go back in time ({@link TraceHistory}).
 *
 * <pre>
 * trace 4 with recursive  step 3  solutions 0  delay 200 ms  running
 *     0 1 2 3  calls: depth 2
 *   0 Q . . .  fill(0)  column 0
 * &gt; 1 o * . .  fill(1)  column 1
 *   2 x . x .
 *   3 x . . x
 *                0 1 2 3 4 5 6
 *   cols         1[0]0 0
 *   diag[r-c+3]  0 0 0[1]0 0 0
 *   anti[r+c]    1 0 0 0 0 0 0
 * reject 1:1: on a diagonal of the queen at 0:0; read cols[1] = 0, diag[3] = 1
 * space pause  n/b step/back  s/S solution  q quit  g go to  r +/-  ? keys
 * </pre>
 * A square tried and left in a row ({@code o}: rejected, or its queen removed) stays marked until the search
 * leaves the row, backing up above it. A rejected square's attackers and their lines are drawn as {@link Attack}
 * says, in red where the terminal has colours and the user wants them.
 */
final class TraceBoard {

    private final String title;
    private final int n;
    private final StateView view;
    private final int[] placed;
    private final int[] preset;
    private final int rowLabelWidth;
    private final boolean colours;
    /** For each row, the columns tried and left since the search came to the row. */
    private final BitSet[] tried;
    private SearchEvent last;
    /** Every queen that attacks the square the last step rejected, or null after another step. */
    private Attack attack;
    /** The state the view draws: the last step's, or the one before a solution; null for none. */
    private SearchState state;
    private long steps;
    private long solutions;

    /**
     * @param title what runs, as in {@code "trace 6 with bitmask"}, made safe for the terminal
     * @param n the board size
     * @param presetQueens the pre-placed queens
     * @param view what to draw of the search's state
     * @param colours true to draw the attack on a rejected square in red (ANSI colours), false for symbols alone
     */
    TraceBoard(String title, int n, List<Queen> presetQueens, StateView view, boolean colours) {
        this.title = title;
        this.n = n;
        this.view = view;
        this.placed = new int[n];
        this.preset = new int[n];
        Arrays.fill(placed, -1);
        Arrays.fill(preset, -1);
        presetQueens.forEach(queen -> preset[queen.row()] = queen.column());
        this.rowLabelWidth = rowLabelWidth(n);
        this.colours = colours;
        this.tried = new BitSet[n];
        Arrays.setAll(tried, row -> new BitSet());
    }

    /** A copy of a board, which the steps applied to one leave the other as it was. */
    private TraceBoard(TraceBoard board) {
        this.title = board.title;
        this.n = board.n;
        this.view = board.view;
        this.placed = board.placed.clone();
        this.preset = board.preset;
        this.rowLabelWidth = board.rowLabelWidth;
        this.colours = board.colours;
        this.attack = board.attack;
        this.tried = new BitSet[n];
        Arrays.setAll(tried, row -> (BitSet) board.tried[row].clone());
        this.last = board.last;
        this.state = board.state;
        this.steps = board.steps;
        this.solutions = board.solutions;
    }

    /** @return a copy of this board, as it stands */
    TraceBoard copy() {
        return new TraceBoard(this);
    }

    /**
     * @param found a solution this board's search found
     * @return a copy of this board with that solution's queens alone, as the last step, without the search's
     *     state (for a solution older than the steps a history holds)
     */
    TraceBoard solved(SearchEvent.Found found) {
        TraceBoard board = copy();
        for (int row = 0; row < n; row++) {
            board.placed[row] = found.solution().column(row);
            board.tried[row].clear();
        }
        board.last = found;
        board.attack = null;
        board.state = null;
        return board;
    }

    private static int rowLabelWidth(int n) {
        return String.valueOf(Math.max(0, n - 1)).length();
    }

    /** @return the columns the board takes, its row labels included */
    private static int boardWidth(int n) {
        return 3 + rowLabelWidth(n) + Math.max(0, 2 * n - 1);
    }

    /** @return the lines a frame of board size n takes */
    static int height(int n, StateView view) {
        // the status line, the columns' numbers (their tens above from n = 11), the step's line and the keys'
        return n + 3 + (n > 0 ? 1 : 0) + (n > 10 ? 1 : 0) + view.belowHeight();
    }

    /** @return the columns a frame of board size n needs, the status and key lines aside (they are cut) */
    static int width(int n, StateView view) {
        int beside = view.sideWidth() == 0 ? 0 : StateView.GAP.length() + view.sideWidth();
        return Math.max(boardWidth(n) + beside, view.belowWidth());
    }

    /** @param event the next step of the search */
    void apply(SearchEvent event) {
        steps++;
        last = event;
        if (!(event instanceof SearchEvent.Found)) {
            state = event.state() != null && view.shows(event.state()) ? event.state() : null;
        }
        attack = event instanceof SearchEvent.Reject reject ? new Attack(reject, queens()) : null;
        if (event instanceof SearchEvent.Place place) {
            placed[place.row()] = place.column();
        } else if (event instanceof SearchEvent.Reject reject) {
            tried[reject.row()].set(reject.column());
        } else if (event instanceof SearchEvent.Remove remove) {
            placed[remove.row()] = -1;
            // the search backs up from the rows below: they are left, and their marks go
            for (int row = remove.row() + 1; row < n; row++) {
                tried[row].clear();
            }
            tried[remove.row()].set(remove.column());
        } else if (event instanceof SearchEvent.Found) {
            solutions++;
        }
    }

    /** @return for each row, the column of the queen on the board, placed or pre-placed, or -1 */
    private int[] queens() {
        int[] queens = new int[n];
        Arrays.setAll(queens, row -> placed[row] >= 0 ? placed[row] : preset[row]);
        return queens;
    }

    /** @return the steps so far */
    long steps() {
        return steps;
    }

    /** @return the board size */
    int size() {
        return n;
    }

    /** @return the lines of this board's frame with a footer of one line */
    int height() {
        return height(n, view);
    }

    /** @return the last step, or null before the first */
    SearchEvent last() {
        return last;
    }

    /** @return the solutions so far */
    long solutions() {
        return solutions;
    }

    /**
     * @param delayMillis the pace, for the status line
     * @param status what the animation is doing, as in {@code "paused"}
     * @param latest the search's latest step: if later than this board's, the status line says {@code step K of L}
     * @param columns the terminal's width: longer lines are cut
     * @param footer the lines under the last step's description: the key line, as a rule
     * @return the frame's lines, {@link #height} of them with a footer of one line
     */
    List<String> frame(long delayMillis, String status, long latest, int columns, List<String> footer) {
        List<String> lines = lines(delayMillis, status, latest, columns, footer).stream()
                .map(line -> DisplayWidth.cut(line, columns)).collect(Collectors.toList());
        if (colours && attack != null) {
            // the board's rows, cut without their colours, which take no column
            for (int row = 0; row < n; row++) {
                lines.set(2 + row, paint(row, lines.get(2 + row)));
            }
        }
        return lines;
    }

    /** @return a row of the board with the attack on the rejected square in red, its attackers in bold */
    private String paint(int row, String line) {
        AttributedStringBuilder painted = new AttributedStringBuilder();
        int first = 3 + rowLabelWidth;
        for (int at = 0; at < line.length(); at++) {
            int column = at >= first && (at - first) % 2 == 0 ? (at - first) / 2 : -1;
            AttributedStyle style = AttributedStyle.DEFAULT;
            if (column >= 0 && column < n && attack.attacker(row, column)) {
                style = AttributedStyle.BOLD.foreground(AttributedStyle.RED);
            } else if (column >= 0 && column < n && (attack.mark(row, column) != 0 || square(row, column) == '*')) {
                style = AttributedStyle.DEFAULT.foreground(AttributedStyle.RED);
            }
            painted.style(style).append(line.charAt(at));
        }
        return painted.toAnsi();
    }

    /**
     * The frame's lines before they are cut to the terminal: those of the board and the state are as wide as
     * {@link #width} says at most; the status line, the last step's description and the footer may be wider.
     */
    List<String> lines(long delayMillis, String status, long latest, int columns, List<String> footer) {
        List<String> lines = new ArrayList<>();
        lines.add(statusLine(delayMillis, status, latest, columns));
        if (n > 10) {
            // the tens of the columns' numbers above their units, as the arrays' indices are written
            StringBuilder tens = new StringBuilder(" ".repeat(3 + rowLabelWidth));
            for (int column = 0; column < n; column++) {
                tens.append(column < 10 ? " " : String.valueOf(column / 10)).append(' ');
            }
            lines.add(tens.toString().stripTrailing());
        }
        StringBuilder header = new StringBuilder(" ".repeat(3 + rowLabelWidth));
        for (int column = 0; column < n; column++) {
            header.append(column % 10).append(' ');
        }
        if (n > 0) {
            // n = 0 has no columns to number
            lines.add(beside(header, state == null ? "" : view.sideHeader(last, state)));
        }
        int row = rowUnderWork();
        for (int r = 0; r < n; r++) {
            StringBuilder line = new StringBuilder(r == row ? "> " : "  ");
            line.append(String.format(Locale.ROOT, "%" + rowLabelWidth + "d ", r));
            for (int column = 0; column < n; column++) {
                line.append(square(r, column)).append(' ');
            }
            lines.add(beside(line, state == null ? "" : view.side(r, placed[r], last, state)));
        }
        lines.addAll(view.below(last, state, columns));
        String detail = state == null ? "" : view.detail(last, state);
        lines.add(describe() + (detail.isEmpty() ? "" : "; " + detail));
        lines.addAll(footer);
        return lines;
    }

    /**
     * @return the status line, in the first of its forms that fits the terminal: in full; with the delay as a
     *     bare duration; without the title, which the command line above says; or short, cut if need be
     */
    private String statusLine(long delayMillis, String status, long latest, int columns) {
        String step = "step " + steps + (latest > steps ? " of " + latest : "");
        List<String> forms = List.of(
                title + "  " + step + "  solutions " + solutions + "  delay " + delayMillis + " ms  " + status,
                title + "  " + step + "  solutions " + solutions + "  " + delayMillis + " ms  " + status,
                step + "  solutions " + solutions + "  delay " + delayMillis + " ms  " + status,
                step + "  solutions " + solutions + "  " + delayMillis + " ms  " + status);
        return forms.stream().filter(form -> DisplayWidth.of(form) <= columns).findFirst()
                .orElse(forms.get(forms.size() - 1));
    }

    /** @return the board's line with the view's text beside it, at the same column on every line */
    private String beside(StringBuilder boardLine, String text) {
        String line = boardLine.toString().stripTrailing();
        if (text.isEmpty()) {
            return line;
        }
        return line + " ".repeat(Math.max(0, boardWidth(n) - line.length())) + StateView.GAP + text;
    }

    /** @return the row of the last event, where the search works, or -1 before any */
    private int rowUnderWork() {
        if (last instanceof SearchEvent.Place place) {
            return place.row();
        } else if (last instanceof SearchEvent.Reject reject) {
            return reject.row();
        } else if (last instanceof SearchEvent.Remove remove) {
            return remove.row();
        } else if (last instanceof SearchEvent.Enter enter) {
            return enter.row();
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
        if (attack != null && attack.mark(row, column) != 0) {
            return attack.mark(row, column);
        }
        if (tried[row].get(column)) {
            return 'o';
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

    /** @return what the last step did, in words; a reject names every queen that attacks the square */
    private String describe() {
        SearchEvent event = last;
        if (event instanceof SearchEvent.Enter enter) {
            return "enter row " + enter.row();
        } else if (event instanceof SearchEvent.Place place) {
            return "place " + place.row() + ":" + place.column();
        } else if (event instanceof SearchEvent.Reject reject) {
            return "reject " + reject.row() + ":" + reject.column() + ": " + attack.describe();
        } else if (event instanceof SearchEvent.Remove remove) {
            return "remove " + remove.row() + ":" + remove.column() + " (backtrack)";
        } else if (event instanceof SearchEvent.Found found) {
            return found.solution().size() == 0 ? "solution: the empty board, of no queen" : "solution: "
                    + Arrays.stream(found.solution().columns()).mapToObj(String::valueOf)
                            .collect(Collectors.joining(" "));
        }
        return "";
    }

    /** @return the line's name, as in {@code "anti-diagonal"} */
    static String cause(Conflict.Line line) {
        return line.label();
    }
}
