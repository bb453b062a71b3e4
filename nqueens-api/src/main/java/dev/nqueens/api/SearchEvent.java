package dev.nqueens.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One step of a backtracking search, as a {@link SearchListener} receives it: a row entered and its free
 * squares worked out, a queen placed, a square rejected and why, a queen removed, a solution found. A solver
 * with {@link Capability#SEARCH_EVENTS} reports every step its search takes, in the order it takes them, and
 * no step it does not take, so that a reader can replay the search: the board after an event is the board
 * before it with the queen placed or removed.
 *
 * <p>Rows and columns count from 0. A square of a row that holds a pre-placed queen is not a choice, and is
 * neither tried nor rejected; the pre-placed queen itself is placed like any other when the search reaches
 * its row. Each step may carry the {@link SearchState} of the search after it, of the search's kind (bit
 * masks, a recursion's arrays, an explicit stack, a scan); a search without state to show leaves it null.
 *
 * <p>Which steps a search reports depends on how it searches. One that tests the squares of a row one by one
 * (over arrays, or scanning the queens above) reports a {@link Reject} for each square it refuses; one that
 * works out a row's free squares at once (over bit masks) reports an {@link Enter} for the row and then tries
 * only the free squares, so it rejects none.
 */
// @Nullable on the records' states: javac warns that this module reads org.jspecify, whose annotation they carry,
// not transitively; it reads it statically on purpose (see module-info), so a program without the jar still compiles
@SuppressWarnings("exports")
public sealed interface SearchEvent permits SearchEvent.Enter, SearchEvent.Place, SearchEvent.Reject,
        SearchEvent.Remove, SearchEvent.Found {

    /**
     * Gives the state of the search after the step, as the event carries it.
     *
     * @return the search's state after the step, or null for a search without state to show (and for a
     *     {@link Found})
     */
    @Nullable SearchState state();

    /**
     * The search has come to a row, the first without a queen, and worked out at once which of its squares
     * it may try: a search over bit masks computes the row's free columns from the masks of the row above,
     * shifted. A search that tests squares one by one has no such step and reports none.
     *
     * @param row the row
     * @param state the search's state in the row, or null
     */
    record Enter(int row, @Nullable SearchState state) implements SearchEvent {
    }

    /**
     * A queen placed on a free square: the search goes down to the next row, or has a solution if this was
     * the last.
     *
     * @param row the queen's row
     * @param column the queen's column
     * @param state the search's state with the queen placed, or null
     */
    record Place(int row, int column, @Nullable SearchState state) implements SearchEvent {
    }

    /**
     * A square tried and refused because a queen already on the board attacks it.
     *
     * @param row the square's row
     * @param column the square's column
     * @param line the line along which the attacker attacks it: a queen attacks along at most one line
     *     through a square
     * @param attacker the attacking queen, one the search placed above or a pre-placed queen; of several,
     *     the one the search found: a search that tests the lines through the square (arrays of attacked
     *     lines) names the queen on the first line in the order column, diagonal, anti-diagonal, and one that
     *     compares the square with the queens above, row by row, the first it meets
     * @param state the search's state after the test, or null
     */
    record Reject(int row, int column, Conflict.Line line, Queen attacker, @Nullable SearchState state)
            implements SearchEvent {

        /**
         * Makes the event of a rejected square, which must name the line and the queen that attack it.
         *
         * @param row the square's row
         * @param column the square's column
         * @param line the line along which it is attacked
         * @param attacker the attacking queen
         * @param state the search's state, or null
         * @throws NullPointerException if the line or the attacker is null
         */
        public Reject {
            Objects.requireNonNull(line, "line");
            Objects.requireNonNull(attacker, "attacker");
        }
    }

    /**
     * A queen taken off the board (a backtrack): every column of its row after it has been tried, or a
     * solution has been reported and the search goes on.
     *
     * @param row the queen's row
     * @param column the queen's column
     * @param state the search's state with the queen removed, or null
     */
    record Remove(int row, int column, @Nullable SearchState state) implements SearchEvent {
    }

    /**
     * A solution: every row holds a queen. It comes right after the place of the last row's queen.
     *
     * @param solution the full placement
     */
    record Found(Solution solution) implements SearchEvent {

        /**
         * Makes the event of a solution found.
         *
         * @param solution the full placement
         * @throws NullPointerException if the solution is null
         */
        public Found {
            Objects.requireNonNull(solution, "solution");
        }

        /**
         * Gives no state: the place before a solution carries the search's.
         *
         * @return null
         */
        @Override
        public @Nullable SearchState state() {
            return null;
        }
    }
}
