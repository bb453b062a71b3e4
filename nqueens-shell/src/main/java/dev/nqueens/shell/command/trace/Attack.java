package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Every queen that attacks a rejected square, and the lines along which they attack it, as {@code trace}'s
 * board draws them: a search names the one attacker it found ({@link SearchEvent.Reject#attacker}), and the
 * others are worked out from the board. The squares between an attacker and the square are marked with the
 * line's direction: {@code |} a column, {@code \} a diagonal (running down to the right), {@code /} an
 * anti-diagonal (running down to the left).
 *
 * <pre>
 *     0 1 2 3 4 5
 *   0 Q . . . . .
 *   1 | o Q . . .
 *   2 | o o o Q .
 *   3 | Q . . . .
 * &gt; 4 * x x . x x
 *   5 x x x x x x
 * reject 4:0: on a column of 0:0 and an anti-diagonal of 3:1
 * </pre>
 */
final class Attack {

    private final Queen square;
    /** The attackers: the one the search named first, the others by row. */
    private final List<Queen> attackers;

    /**
     * @param reject the rejected square, with the attacker the search named
     * @param queens for each row, the column of the queen on the board (placed, or pre-placed and not yet
     *     reached), or -1
     */
    Attack(SearchEvent.Reject reject, int[] queens) {
        this.square = new Queen(reject.row(), reject.column());
        List<Queen> found = new ArrayList<>();
        found.add(reject.attacker());
        for (int row = 0; row < queens.length; row++) {
            Queen queen = queens[row] >= 0 ? new Queen(row, queens[row]) : null;
            if (queen != null && row != square.row() && !queen.equals(reject.attacker()) && queen.attacks(square)) {
                found.add(queen);
            }
        }
        this.attackers = List.copyOf(found);
    }

    /** @return every queen that attacks the square, the one the search named first */
    List<Queen> attackers() {
        return attackers;
    }

    /** @return true if a queen on that square attacks the rejected one */
    boolean attacker(int row, int column) {
        return attackers.contains(new Queen(row, column));
    }

    /**
     * @param row a square's row
     * @param column its column
     * @return the line's mark if the square lies between an attacker and the rejected square, else 0
     */
    char mark(int row, int column) {
        for (Queen attacker : attackers) {
            int dr = Integer.signum(square.row() - attacker.row());
            int dc = Integer.signum(square.column() - attacker.column());
            for (int r = attacker.row() + dr, c = attacker.column() + dc; r != square.row(); r += dr, c += dc) {
                if (r == row && c == column) {
                    return switch (line(attacker, square)) {
                        case COLUMN -> '|';
                        case DIAGONAL -> '\\';
                        case ANTI_DIAGONAL -> '/';
                    };
                }
            }
        }
        return 0;
    }

    /**
     * @return the reject in words, every attacker named: {@code on a column of the queen at 0:0} for one, {@code
     *     on a column of 0:0 and an anti-diagonal of 3:1} for more
     */
    String describe() {
        List<String> causes = new ArrayList<>();
        for (Queen attacker : attackers) {
            Conflict.Line line = line(attacker, square);
            causes.add((line == Conflict.Line.ANTI_DIAGONAL ? "an " : "a ") + TraceBoard.cause(line) + " of "
                    + (attackers.size() == 1 ? "the queen at " : "") + attacker);
        }
        String last = causes.remove(causes.size() - 1);
        return "on " + (causes.isEmpty() ? last : String.join(", ", causes) + " and " + last);
    }

    /** @return the line along which a queen attacks a square in another row, which it attacks */
    static Conflict.Line line(Queen queen, Queen square) {
        if (queen.column() == square.column()) {
            return Conflict.Line.COLUMN;
        }
        return queen.row() - queen.column() == square.row() - square.column() ? Conflict.Line.DIAGONAL
                : Conflict.Line.ANTI_DIAGONAL;
    }
}
