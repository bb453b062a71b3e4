package dev.nqueens.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One step of a backtracking search, as a {@link SearchListener} receives it: a queen placed, a square
 * rejected and why, a queen removed, a solution found. A solver with {@link Capability#SEARCH_EVENTS} reports
 * every step of its search, in the order it takes them, so that a reader can replay the search: the board
 * after an event is the board before it with the queen placed or removed.
 *
 * <p>Rows and columns count from 0. A square of a row that holds a pre-placed queen is not a choice, and is
 * neither tried nor rejected; the pre-placed queen itself is placed like any other when the search reaches
 * its row. A search that keeps its attacked lines in bit masks (bit c for column c, as the {@code bitmask}
 * solver does) adds them to its places, rejects and removes as {@link SearchMasks}; others leave them out.
 */
// @Nullable on the records' masks: javac warns that this module reads org.jspecify, whose annotation they carry, not
// transitively; it reads it statically on purpose (see module-info), so a program without the jar still compiles
@SuppressWarnings("exports")
public sealed interface SearchEvent permits SearchEvent.Place, SearchEvent.Reject, SearchEvent.Remove,
        SearchEvent.Found {

    /**
     * A queen placed on a free square: the search goes down to the next row, or has a solution if this was
     * the last.
     *
     * @param row the queen's row
     * @param column the queen's column
     * @param masks the bit masks of the row before the queen was placed, or null for a search without them
     */
    record Place(int row, int column, @Nullable SearchMasks masks) implements SearchEvent {
    }

    /**
     * A square tried and refused because a queen already on the board attacks it.
     *
     * @param row the square's row
     * @param column the square's column
     * @param line the line along which the attacker attacks it: a queen attacks along at most one line
     *     through a square
     * @param attacker the attacking queen, one the search placed above or a pre-placed queen; of several,
     *     the one the search found: a search that tests the lines through the square (arrays or masks of
     *     attacked lines) names the queen on the first line in the order column, diagonal, anti-diagonal, and
     *     one that compares the square with the queens above, row by row, the first it meets
     * @param masks the bit masks of the row, or null for a search without them
     */
    record Reject(int row, int column, Conflict.Line line, Queen attacker, @Nullable SearchMasks masks)
            implements SearchEvent {

        /**
         * Makes the event of a rejected square, which must name the line and the queen that attack it.
         *
         * @param row the square's row
         * @param column the square's column
         * @param line the line along which it is attacked
         * @param attacker the attacking queen
         * @param masks the bit masks of the row, or null
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
     * @param masks the bit masks of the row, or null for a search without them
     */
    record Remove(int row, int column, @Nullable SearchMasks masks) implements SearchEvent {
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
    }
}
