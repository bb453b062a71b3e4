package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;

/**
 * A search that scans the queens above a square ({@code isValid}): beside each row it compared at the last
 * step, the queen it compared and whether that one attacks the square.
 *
 * <pre>
 *         0 1 2 3    isValid(2, 2) = false
 *       0 Q . . .    queens[0] = 0  attacks
 *       1 . . Q .
 *     &gt; 2 x . * .
 *       3 x . . x
 * </pre>
 */
final class ScanView extends StateView {

    private final int sideWidth;

    ScanView(int n) {
        super(SearchState.Scan.class);
        int largest = Math.max(0, n - 1);
        this.sideWidth = Math.max(("queens[" + largest + "] = " + largest + "  attacks").length(),
                ("isValid(" + largest + ", " + largest + ") = false").length());
    }

    @Override
    int sideWidth() {
        return sideWidth;
    }

    @Override
    String sideHeader(SearchEvent last, SearchState state) {
        if (last instanceof SearchEvent.Place place) {
            return "isValid(" + place.row() + ", " + place.column() + ") = true";
        } else if (last instanceof SearchEvent.Reject reject) {
            return "isValid(" + reject.row() + ", " + reject.column() + ") = false";
        }
        return "";
    }

    @Override
    String side(int row, int queen, SearchEvent last, SearchState state) {
        SearchState.Scan scan = (SearchState.Scan) state;
        if (!(last instanceof SearchEvent.Place || last instanceof SearchEvent.Reject) || row >= scan.compared()) {
            return "";
        }
        boolean attacks = last instanceof SearchEvent.Reject reject && reject.attacker().row() == row;
        return "queens[" + row + "] = " + scan.queens().get(row) + (attacks ? "  attacks" : "  ok");
    }

    @Override
    String detail(SearchEvent last, SearchState state) {
        int compared = ((SearchState.Scan) state).compared();
        if (last instanceof SearchEvent.Place || last instanceof SearchEvent.Reject) {
            return "isValid compared " + compared + (compared == 1 ? " queen" : " queens");
        }
        return "";
    }
}
