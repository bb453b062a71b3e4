package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A search over boolean arrays: the arrays under the board, one digit an entry, index 0 first, the entries
 * the last step read in brackets; beside the rows, the recursion's calls ({@link Calls}) or the explicit
 * stack ({@link Stack}).
 *
 * <pre>
 *                  0 1 2 3 4 5 6
 *     cols         1 0[0]0
 *     diag[r-c+3]  0 0 0[1]0 0 0
 *     anti[r+c]    1 0 0 0 0 0 0
 * </pre>
 */
abstract sealed class ArrayView<S extends SearchState> extends StateView {

    private static final String INDENT = "  ";

    private final String[] labels;
    private final int labelWidth;
    private final List<String> indexNumbers;
    /** The widest entry count, the diagonals': 2n - 1. */
    private final int entries;
    private final int sideWidth;
    private final Class<S> kind;
    private final Function<S, SearchState.LineArrays> lines;

    /**
     * @param n the board size
     * @param kind the kind of state the view draws
     * @param lines the arrays of such a state
     * @param widestSide the widest text beside a row, for the board's last row and column
     */
    ArrayView(int n, Class<S> kind, Function<S, SearchState.LineArrays> lines, String widestSide) {
        super(kind);
        this.kind = kind;
        this.lines = lines;
        this.sideWidth = widestSide.length();
        this.labels = new String[] {"cols", "diag[r-c+" + Math.max(0, n - 1) + "]", "anti[r+c]"};
        int widest = 0;
        for (String label : labels) {
            widest = Math.max(widest, label.length());
        }
        this.labelWidth = widest;
        this.entries = Math.max(0, 2 * n - 1);
        this.indexNumbers = numbering(entries, cell -> cell, " ");
    }

    /** @return the arrays of a state this view shows */
    private SearchState.LineArrays lines(SearchState state) {
        return lines.apply(kind.cast(state));
    }

    @Override
    int sideWidth() {
        return sideWidth;
    }

    @Override
    int belowHeight() {
        return indexNumbers.size() + labels.length;
    }

    @Override
    int belowWidth() {
        return INDENT.length() + labelWidth + 1 + 2 * entries + 1;
    }

    @Override
    List<String> below(SearchEvent last, SearchState state, int columns) {
        List<String> lines = new ArrayList<>();
        for (String numbers : indexNumbers) {
            lines.add((" ".repeat(INDENT.length() + labelWidth + 2) + numbers).stripTrailing());
        }
        SearchState.LineArrays arrays = state == null ? null : lines(state);
        List<ArrayText.Read> reads = arrays == null ? List.of() : ArrayText.reads(arrays, last);
        for (ArrayText.Array array : ArrayText.Array.values()) {
            StringBuilder line = new StringBuilder(INDENT).append(labels[array.ordinal()])
                    .append(" ".repeat(labelWidth - labels[array.ordinal()].length() + 1));
            int lit = reads.stream().filter(read -> read.array() == array).mapToInt(ArrayText.Read::index)
                    .findFirst().orElse(-1);
            List<Boolean> values = arrays == null ? List.of() : array.of(arrays);
            for (int index = 0; index < values.size(); index++) {
                line.append(index == lit ? '[' : index == lit + 1 && lit >= 0 ? ']' : ' ')
                        .append(values.get(index) ? '1' : '0');
            }
            line.append(values.size() == lit + 1 ? "]" : "");
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    @Override
    String detail(SearchEvent last, SearchState state) {
        SearchState.LineArrays arrays = lines(state);
        if (last instanceof SearchEvent.Remove remove) {
            int n = arrays.columns().size();
            return "cleared " + Arrays.stream(ArrayText.Array.values())
                    .map(array -> array.programName() + "[" + array.index(remove.row(), remove.column(), n) + "]")
                    .collect(Collectors.joining(", "));
        }
        List<ArrayText.Read> reads = ArrayText.reads(arrays, last);
        return reads.isEmpty() ? "" : "read " + reads.stream().map(ArrayText.Read::text)
                .collect(Collectors.joining(", ")) + (last instanceof SearchEvent.Place ? ", then set to 1" : "");
    }

    /** @return the column a step stands on, or -1 for a solution */
    static int columnOf(SearchEvent last) {
        if (last instanceof SearchEvent.Place place) {
            return place.column();
        } else if (last instanceof SearchEvent.Reject reject) {
            return reject.column();
        } else if (last instanceof SearchEvent.Remove remove) {
            return remove.column();
        }
        return -1;
    }

    /** A recursion: beside each row down to the row under work, its call and the column its loop stands on. */
    static final class Calls extends ArrayView<SearchState.Recursion> {

        Calls(int n) {
            super(n, SearchState.Recursion.class, SearchState.Recursion::lines,
                    frame(Math.max(0, n - 1), Math.max(0, n - 1)));
        }

        private static String frame(int row, int column) {
            return "fill(" + row + ")  column " + column;
        }

        @Override
        String sideHeader(SearchEvent last, SearchState state) {
            return "calls: depth " + ((SearchState.Recursion) state).depth();
        }

        @Override
        String side(int row, int queen, SearchEvent last, SearchState state) {
            int depth = ((SearchState.Recursion) state).depth();
            if (row >= depth) {
                return "";
            }
            return frame(row, row == depth - 1 && columnOf(last) >= 0 ? columnOf(last) : queen);
        }
    }

    /**
     * A loop over an explicit stack: beside each row on the stack, its entry and the column the row resumes
     * from when the loop comes back to it; beside the row under work, the column its loop stands on.
     */
    static final class Stack extends ArrayView<SearchState.Stack> {

        Stack(int n) {
            super(n, SearchState.Stack.class, SearchState.Stack::lines, entry(Math.max(0, n - 1), Math.max(0, n - 1)));
        }

        private static String entry(int row, int column) {
            return "stack[" + row + "] = " + column + ", resumes at " + (column + 1);
        }

        @Override
        String sideHeader(SearchEvent last, SearchState state) {
            int size = ((SearchState.Stack) state).stack().size();
            return "stack: " + size + (size == 1 ? " entry" : " entries");
        }

        @Override
        String side(int row, int queen, SearchEvent last, SearchState state) {
            List<Integer> stack = ((SearchState.Stack) state).stack();
            if (row < stack.size()) {
                return entry(row, stack.get(row));
            }
            if (row == stack.size() && last instanceof SearchEvent.Reject reject) {
                return "tries column " + reject.column();
            }
            if (row == stack.size() && last instanceof SearchEvent.Remove remove) {
                return "popped " + remove.column() + ", resumes at " + (remove.column() + 1);
            }
            return "";
        }
    }
}
