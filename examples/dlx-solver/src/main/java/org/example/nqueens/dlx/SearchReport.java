package org.example.nqueens.dlx;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.Solution;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Tells a {@link SearchListener} the steps of a row-by-row search ({@link BranchingRule#IN_ORDER} on a
 * {@link QueensCover}) in the terms of the board: what makes {@code nqueens trace N -s dlx} work.
 *
 * <p>The exact-cover search speaks of items and options; this says the same in rows and squares:
 * <ul>
 *   <li>branching on the uppermost row without a queen is a {@link SearchEvent.Enter}: the row's list holds
 *       exactly its free squares, worked out at once, as a search over bit masks does, so no square is ever
 *       tested and rejected;</li>
 *   <li>choosing a square is a {@link SearchEvent.Place}, undoing the choice a {@link SearchEvent.Remove},
 *       and a cover a {@link SearchEvent.Found};</li>
 *   <li>branching on anything else is a dead end that the rule takes first (a row or column with no square
 *       left): the search backtracks at once, and nothing is reported for it but the removal that follows.
 *       So dlx's tree is smaller than that of a search that only looks at the row under work.</li>
 * </ul>
 * A pre-placed queen is chosen before the search starts, so the search never branches on its row; it is
 * reported placed when the search reaches its row, and removed when the search backtracks above it, as the
 * {@link SearchEvent} contract asks. The events carry no {@link dev.nqueens.api.SearchState}: that is for the
 * built-in kinds of search, and a plugin leaves it null.
 */
final class SearchReport implements ExactCoverSearch.Observer {

    private final SearchListener listener;
    private final int n;
    /** The pre-placed queen of each row, or null. */
    private final Queen[] preset;
    /** The queens on the board, the last placed on top: those the search chose and the pre-placed ones. */
    private final Deque<Queen> board = new ArrayDeque<>();

    /**
     * @param listener where the steps go
     * @param n the board size
     * @param presetQueens the queens placed before the search
     */
    SearchReport(SearchListener listener, int n, List<Queen> presetQueens) {
        this.listener = listener;
        this.n = n;
        this.preset = new Queen[n];
        presetQueens.forEach(queen -> preset[queen.row()] = queen);
    }

    @Override
    public void branched(int item, int options) {
        // items 1 to n are the rows (QueensCover); the search branches on the uppermost row without a queen
        // unless the rule found a dead end elsewhere
        int row = item - 1;
        if (row < n && row == placePresetQueensAbove(row)) {
            listener.onEvent(new SearchEvent.Enter(row, null));
        }
    }

    @Override
    public void chose(int option) {
        Queen queen = new Queen(option / n, option % n);
        placePresetQueensAbove(queen.row());
        board.push(queen);
        listener.onEvent(new SearchEvent.Place(queen.row(), queen.column(), null));
    }

    @Override
    public void undid(int option) {
        int row = option / n;
        // the pre-placed queens below the row go first: the search is leaving them behind
        while (!board.isEmpty() && board.peek().row() > row) {
            remove(board.pop());
        }
        remove(board.pop());
    }

    @Override
    public void covered() {
        placePresetQueensAbove(n);
        int[] columns = new int[n];
        board.forEach(queen -> columns[queen.row()] = queen.column());
        listener.onEvent(new SearchEvent.Found(Solution.of(columns)));
    }

    /**
     * Places the pre-placed queens of the rows the search has passed on its way to {@code row}.
     *
     * @return the first row without a queen
     */
    private int placePresetQueensAbove(int row) {
        int next = board.size();
        while (next < row && preset[next] != null) {
            Queen queen = preset[next];
            board.push(queen);
            listener.onEvent(new SearchEvent.Place(queen.row(), queen.column(), null));
            next++;
        }
        return next;
    }

    private void remove(Queen queen) {
        listener.onEvent(new SearchEvent.Remove(queen.row(), queen.column(), null));
    }
}
