package dev.nqueens.api;

import java.util.List;
import java.util.Objects;

/**
 * What a backtracking search holds right after one of its steps, in the form its kind of search holds it, as a
 * {@link SearchEvent} carries it: a search that keeps bit masks shows its {@link Masks}, a recursion over
 * boolean arrays its {@link Recursion} (call depth and arrays), a loop over an explicit stack its
 * {@link Stack}, and a search that scans the queens above a square its {@link Scan}. The values are the
 * program's own, not cut to the board or tidied, so that a reader sees what the search computes.
 *
 * <p>One kind for each way of searching, rather than one record with a field for every search: a search
 * reports the kind it is, and a reader (an animation, a trace) draws what that kind holds.
 */
public sealed interface SearchState permits SearchState.Masks, SearchState.Recursion, SearchState.Stack,
        SearchState.Scan {

    /**
     * The bit masks of the row under work of a search over bit masks, as the program holds them: bit c stands
     * for column c ({@code 1L << c}), values unsigned. Going down a row, the program ORs the queen's bit into
     * each mask and shifts the diagonals' by one column each way, {@code diagonals = (diagonals | bit) << 1}
     * and {@code antiDiagonals = (antiDiagonals | bit) >>> 1}, since a queen in column c attacks column c + 1
     * of the next row along its diagonal and column c - 1 along its anti-diagonal; it then computes the row's
     * free columns at once, {@code free = ~(columns | diagonals | antiDiagonals) & all}, takes the lowest,
     * {@code bit = free & -free}, and moves on with {@code free -= bit}. The diagonals' mask keeps the bits
     * shifted past the last column (up to bit 2n - 2, or what the program's word holds), which the
     * {@code & all} leaves out.
     *
     * @param columns the columns a queen above attacks along its column
     * @param diagonals the columns a queen above attacks along a diagonal running down to the right
     *     ({@code row - column} equal), with the bits shifted past the board
     * @param antiDiagonals the columns a queen above attacks along a diagonal running down to the left
     *     ({@code row + column} equal)
     * @param all the columns of the row the search may use: the n low bits, less the columns that pre-placed
     *     queens close (in a pre-placed queen's row, its column alone)
     * @param free the columns of the row free and not yet tried, after the step: on an
     *     {@link SearchEvent.Enter} just computed, on a {@link SearchEvent.Place} after {@code free -= bit}, on
     *     a {@link SearchEvent.Remove} what the row has left to try
     * @param bit on a place, the bit taken, {@code free & -free} before the step; on a remove, the bit of the
     *     queen taken off; otherwise 0
     */
    record Masks(long columns, long diagonals, long antiDiagonals, long all, long free, long bit)
            implements SearchState {
    }

    /**
     * The boolean arrays of attacked lines of a search over arrays, and what the step read of them. A square
     * (r, c) lies on {@code columns[c]}, {@code diagonals[r - c + n - 1]} and {@code antiDiagonals[r + c]};
     * testing it reads the arrays in that order, up to the first that holds {@code true}.
     *
     * @param columns one entry for each column, n of them: {@code true} where a queen stands in the column
     * @param diagonals one entry for each diagonal running down to the right, 2n - 1 of them
     * @param antiDiagonals one entry for each diagonal running down to the left, 2n - 1 of them
     * @param reads how many of the square's entries the step read, in the order above: 3 for a queen placed
     *     (all free), 1 to 3 for a square rejected (the last read the attacked one, or none if a pre-placed
     *     queen closes the square), 0 for a queen removed
     */
    record LineArrays(List<Boolean> columns, List<Boolean> diagonals, List<Boolean> antiDiagonals, int reads) {

        /**
         * Makes the arrays of a step, copying the lists.
         *
         * @param columns the columns' entries
         * @param diagonals the diagonals' entries
         * @param antiDiagonals the anti-diagonals' entries
         * @param reads the entries read, 0 to 3
         * @throws IllegalArgumentException if reads is not 0 to 3
         */
        public LineArrays {
            columns = List.copyOf(columns);
            diagonals = List.copyOf(diagonals);
            antiDiagonals = List.copyOf(antiDiagonals);
            if (reads < 0 || reads > 3) {
                throw new IllegalArgumentException("reads must be 0 to 3, not " + reads);
            }
        }
    }

    /**
     * The state of a recursion, one call per row, over {@link LineArrays}: how many calls are open and the
     * arrays. The call for row r tries that row's columns, and calls itself for row r + 1 on each queen it
     * places; the calls open are those of rows 0 to the row under work.
     *
     * @param depth the calls open, the row under work's included
     * @param lines the arrays after the step, and what it read
     */
    record Recursion(int depth, LineArrays lines) implements SearchState {

        /**
         * Makes the state of a recursion.
         *
         * @param depth the calls open
         * @param lines the arrays
         * @throws NullPointerException if lines is null
         */
        public Recursion {
            Objects.requireNonNull(lines, "lines");
        }
    }

    /**
     * The state of a loop over an explicit stack, over {@link LineArrays}: the stack holds the column of the
     * queen of each row from row 0 down, and the row under work is the one below its top. Going down a row
     * pushes the queen's column; backtracking pops it and resumes the row's loop from the column after it.
     *
     * @param stack the columns on the stack after the step, row 0's first: on a place, the new queen's is on
     *     top; on a reject, those of the rows above the square; on a remove, the queen's has been popped
     * @param lines the arrays after the step, and what it read
     */
    record Stack(List<Integer> stack, LineArrays lines) implements SearchState {

        /**
         * Makes the state of a loop over a stack, copying the stack.
         *
         * @param stack the columns on the stack
         * @param lines the arrays
         * @throws NullPointerException if either is null
         */
        public Stack {
            stack = List.copyOf(stack);
            Objects.requireNonNull(lines, "lines");
        }
    }

    /**
     * The state of a search that tests a square by scanning the queens above it ({@code isValid}): the board
     * and how many of its queens the step compared with the square, from row 0 down.
     *
     * @param queens the column of the queen of each row from row 0, as many as the board holds after the step
     * @param compared the queens the step compared with its square, those of rows 0 to {@code compared - 1}: on
     *     a place every queen above, on a reject up to the first that attacks it (every queen above if none does
     *     and a pre-placed queen below closes the square), on a remove none
     */
    record Scan(List<Integer> queens, int compared) implements SearchState {

        /**
         * Makes the state of a scan, copying the board.
         *
         * @param queens the board's columns
         * @param compared the queens compared
         */
        public Scan {
            queens = List.copyOf(queens);
        }
    }
}
