package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * What {@code trace}'s animation draws of a search's {@link SearchState}: text beside the board's rows (a
 * recursion's calls, a stack, a scan's comparisons), lines under the board (masks, arrays), and a word on the
 * last step. One view for each kind of state, chosen by the first step's; a step whose state is of another
 * kind, or has none, shows none. Every view keeps the same height for a board, so that the frames overwrite
 * one another in place, and says the width it needs.
 */
abstract class StateView {

    /** The gap between the board and the text beside it. */
    static final String GAP = "  ";

    /** The kind of state this view draws, or null for a view that draws none. */
    private final Class<? extends SearchState> kind;

    /** @param kind the kind of state the view draws, or null for none */
    StateView(Class<? extends SearchState> kind) {
        this.kind = kind;
    }

    /** @return the view of a state of that kind, or one that draws nothing for null */
    static StateView of(SearchState state, int n) {
        if (state instanceof SearchState.Masks) {
            return new MaskView(n);
        } else if (state instanceof SearchState.Recursion) {
            return new ArrayView.Calls(n);
        } else if (state instanceof SearchState.Stack) {
            return new ArrayView.Stack(n);
        } else if (state instanceof SearchState.Scan) {
            return new ScanView(n);
        }
        return new StateView(null) {
        };
    }

    /** @return true if the state is of this view's kind */
    final boolean shows(SearchState state) {
        return kind != null && kind.isInstance(state);
    }

    /** @return the columns the text beside the rows takes at most, 0 for none */
    int sideWidth() {
        return 0;
    }

    /**
     * @param last the last step
     * @param state its state (of the step before, for a solution), one this view shows
     * @return the text beside the board's column header
     */
    String sideHeader(SearchEvent last, SearchState state) {
        return "";
    }

    /**
     * @param row a row of the board
     * @param queen the column of the row's queen on the board, or -1
     * @param last the last step
     * @param state its state, one this view shows
     * @return the text beside that row
     */
    String side(int row, int queen, SearchEvent last, SearchState state) {
        return "";
    }

    /** @return the lines under the board: always as many */
    int belowHeight() {
        return 0;
    }

    /** @return the columns the lines under the board need at least (they may add notes where there is room) */
    int belowWidth() {
        return 0;
    }

    /**
     * @param last the last step, or null before the first
     * @param state its state, one this view shows, or null before the first
     * @param columns the terminal's width: lines add their notes only where these fit
     * @return the lines under the board, {@link #belowHeight} of them
     */
    List<String> below(SearchEvent last, SearchState state, int columns) {
        return List.of();
    }

    /**
     * @param last the last step
     * @param state its state, one this view shows
     * @return what the step did to the state, to follow its description, or empty
     */
    String detail(SearchEvent last, SearchState state) {
        return "";
    }

    /** @return the digits of a number */
    static int digits(long value) {
        return String.valueOf(value).length();
    }

    /**
     * Header lines that number a row of cells, a digit a cell: one line up to ten, else a line of tens over a
     * line of ones, so that no number wraps or runs into the next.
     *
     * @param cells how many cells
     * @param number the number of the cell at each position, left to right
     * @param between what stands between two cells
     * @return the header lines
     */
    static List<String> numbering(int cells, IntUnaryOperator number, String between) {
        boolean tens = false;
        StringBuilder high = new StringBuilder();
        StringBuilder low = new StringBuilder();
        for (int cell = 0; cell < cells; cell++) {
            int value = number.applyAsInt(cell);
            tens |= value >= 10;
            high.append(cell == 0 ? "" : between).append(value >= 10 ? (char) ('0' + value / 10 % 10) : ' ');
            low.append(cell == 0 ? "" : between).append((char) ('0' + value % 10));
        }
        return tens ? List.of(high.toString(), low.toString()) : List.of(low.toString());
    }
}
