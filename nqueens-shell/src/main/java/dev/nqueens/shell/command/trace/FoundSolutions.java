package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.Solution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The solutions a trace has found, for its last frame: how many, the last, and the first {@value #LISTED} as
 * the columns of their queens, row 0 first, listed over as many lines as the terminal's width needs, and how
 * many more there are.
 *
 * <pre>
 * 2 solutions found, their columns in rows 0 to 3:
 *   1 3 0 2   2 0 3 1
 * </pre>
 */
final class FoundSolutions {

    /** How many solutions the list keeps and shows at most. */
    static final int LISTED = 100;

    private static final String INDENT = "  ";
    private static final String GAP = "   ";

    private final List<Solution> first = new ArrayList<>();
    private SearchEvent.Found last;
    private long count;

    /** @param event a step of the search: kept if it is a solution */
    void add(SearchEvent event) {
        if (event instanceof SearchEvent.Found found) {
            count++;
            last = found;
            if (first.size() < LISTED) {
                first.add(found.solution());
            }
        }
    }

    /** Forgets every solution: the search starts again. */
    void clear() {
        first.clear();
        last = null;
        count = 0;
    }

    /** @return the last solution found, or null if none was */
    SearchEvent.Found last() {
        return last;
    }

    /**
     * @param n the board size
     * @param columns the terminal's width
     * @return the list, one line to say what it holds and the solutions under it
     */
    List<String> lines(int n, int columns) {
        List<String> lines = new ArrayList<>();
        if (count == 0) {
            lines.add("no solution found");
            return lines;
        }
        if (n == 0) {
            lines.add("1 solution found, the board without squares");
            return lines;
        }
        lines.add((count == 1 ? "1 solution found, " : count + " solutions found, ")
                + (n == 1 ? "its column in row 0:" : (count == 1 ? "its" : "their") + " columns in rows 0 to " + (n - 1)
                + ":"));
        StringBuilder line = new StringBuilder(INDENT);
        for (Solution solution : first) {
            String text = Arrays.stream(solution.columns()).mapToObj(String::valueOf).collect(Collectors.joining(" "));
            if (line.length() > INDENT.length() && line.length() + GAP.length() + text.length() > columns) {
                lines.add(line.toString());
                line.setLength(INDENT.length());
            }
            line.append(line.length() > INDENT.length() ? GAP : "").append(text);
        }
        lines.add(line.toString());
        if (count > first.size()) {
            lines.add("and " + (count - first.size()) + " more");
        }
        return lines;
    }
}
