package dev.nqueens.solvers;

import dev.nqueens.api.SearchState;
import java.util.List;

/**
 * The columns and diagonals that some queens attack, as one boolean per line: the board state of the
 * {@link RecursiveSolver recursive} and {@link IterativeSolver iterative} searches, and, in every
 * {@link PlacementSearch}, the lines of the pre-placed queens.
 *
 * <p>A square (row, column) lies on {@code cols[column]}, on diagonal {@code diag[row - column + n - 1]} and
 * on anti-diagonal {@code anti[row + column]}, the last two from 0 to {@code 2n - 2}.
 *
 * <p>{@link #reads()} counts the arrays {@link #isFree} has read, the tests of the searches over arrays: one
 * to three a square, since a square that the first array reports attacked needs no other.
 */
final class AttackedLines {

    private final int n;
    private final boolean[] cols;
    private final boolean[] diag;
    private final boolean[] anti;
    private long reads;

    AttackedLines(int n) {
        this.n = n;
        this.cols = new boolean[n];
        this.diag = new boolean[Math.max(0, 2 * n - 1)];
        this.anti = new boolean[Math.max(0, 2 * n - 1)];
    }

    /**
     * Reads the arrays in the order column, diagonal, anti-diagonal, up to the first that holds the square
     * attacked; each way out counts the reads it made.
     *
     * @return true if none of the queens attacks the square
     */
    boolean isFree(int row, int column) {
        if (cols[column]) {
            reads += 1;
            return false;
        }
        if (diag[row - column + n - 1]) {
            reads += 2;
            return false;
        }
        reads += 3;
        return !anti[row + column];
    }

    /**
     * @return how many entries {@link #isFree} reads for the square as the arrays stand, without counting
     *     them: 1 to 3
     */
    int readsAt(int row, int column) {
        return cols[column] ? 1 : diag[row - column + n - 1] ? 2 : 3;
    }

    /** @return the array elements {@link #isFree} has read so far */
    long reads() {
        return reads;
    }

    /** Marks the lines through a newly placed queen. */
    void occupy(int row, int column) {
        mark(row, column, true);
    }

    /** Clears the lines through a queen taken off the board. */
    void vacate(int row, int column) {
        mark(row, column, false);
    }

    private void mark(int row, int column, boolean attacked) {
        cols[column] = attacked;
        diag[row - column + n - 1] = attacked;
        anti[row + column] = attacked;
    }

    /**
     * @param stepReads the entries of its square the step read
     * @return the arrays as they stand, for a step's state
     */
    SearchState.LineArrays snapshot(int stepReads) {
        return new SearchState.LineArrays(copy(cols), copy(diag), copy(anti), stepReads);
    }

    private static List<Boolean> copy(boolean[] array) {
        Boolean[] entries = new Boolean[array.length];
        for (int i = 0; i < array.length; i++) {
            entries[i] = array[i];
        }
        return List.of(entries);
    }
}
