package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import java.util.ArrayList;
import java.util.List;

/**
 * The boolean arrays of a search over arrays as text: each array one digit per entry, index 0 first, and the
 * entries a step read, named as the program names them ({@code cols[c]}, {@code diag[r - c + n - 1]},
 * {@code anti[r + c]}). Shared by the animation and the JSON Lines.
 */
final class ArrayText {

    /** The three arrays, in the order a square reads them. */
    enum Array {
        COLS("cols", "columns"),
        DIAG("diag", "diagonals"),
        ANTI("anti", "antiDiagonals");

        private final String programName;
        private final String jsonName;

        Array(String programName, String jsonName) {
            this.programName = programName;
            this.jsonName = jsonName;
        }

        /** @return the array's name in the program, as the animation shows it */
        String programName() {
            return programName;
        }

        /** @return the array's name in the JSON Lines, that of {@link SearchState.LineArrays} */
        String jsonName() {
            return jsonName;
        }

        /** @return the entries of this array in the arrays */
        List<Boolean> of(SearchState.LineArrays lines) {
            return switch (this) {
                case COLS -> lines.columns();
                case DIAG -> lines.diagonals();
                case ANTI -> lines.antiDiagonals();
            };
        }

        /** @return the index of square (row, column) in this array of a board of n */
        int index(int row, int column, int n) {
            return switch (this) {
                case COLS -> column;
                case DIAG -> row - column + n - 1;
                case ANTI -> row + column;
            };
        }
    }

    /**
     * An entry a step read.
     *
     * @param array the array
     * @param index the entry's index
     * @param value what the step read there: {@code true} for a line a queen holds
     */
    record Read(Array array, int index, boolean value) {

        /** @return the read as the program writes it, as in {@code diag[3] = 1} */
        String text() {
            return array.programName() + "[" + index + "] = " + (value ? 1 : 0);
        }
    }

    private ArrayText() {
    }

    /** @return the entries as digits, 1 for {@code true}, index 0 first */
    static String entries(List<Boolean> entries) {
        StringBuilder digits = new StringBuilder(entries.size());
        entries.forEach(entry -> digits.append(entry ? '1' : '0'));
        return digits.toString();
    }

    /**
     * @param lines the arrays after the step
     * @param event the step: a place read all three entries of its square before it marked them, a reject
     *     up to the first attacked, a remove none
     * @return the entries the step read, in order, with what it read
     */
    static List<Read> reads(SearchState.LineArrays lines, SearchEvent event) {
        int n = lines.columns().size();
        int row;
        int column;
        if (event instanceof SearchEvent.Place place) {
            row = place.row();
            column = place.column();
        } else if (event instanceof SearchEvent.Reject reject) {
            row = reject.row();
            column = reject.column();
        } else {
            return List.of();
        }
        List<Read> reads = new ArrayList<>();
        for (Array array : Array.values()) {
            if (reads.size() == lines.reads()) {
                break;
            }
            int index = array.index(row, column, n);
            reads.add(new Read(array, index, !(event instanceof SearchEvent.Place) && array.of(lines).get(index)));
        }
        return reads;
    }
}
