package dev.nqueens.solvers;

/**
 * The columns and diagonals that some queens attack, as one boolean per line: the board state of the
 * {@link RecursiveSolver recursive} and {@link IterativeSolver iterative} searches, and, in every
 * {@link PlacementSearch}, the lines of the pre-placed queens.
 *
 * <p>A square (row, column) lies on diagonal {@code row - column + n - 1} and on anti-diagonal
 * {@code row + column}, both from 0 to {@code 2n - 2}.
 *
 * <p>{@link #reads()} counts the arrays {@link #isFree} has read, the tests of the searches over arrays: one
 * to three a square, since a square that the first array reports attacked needs no other.
 */
final class AttackedLines {

    private final int n;
    private final boolean[] columns;
    private final boolean[] diagonals;
    private final boolean[] antiDiagonals;
    private long reads;

    AttackedLines(int n) {
        this.n = n;
        this.columns = new boolean[n];
        this.diagonals = new boolean[Math.max(0, 2 * n - 1)];
        this.antiDiagonals = new boolean[Math.max(0, 2 * n - 1)];
    }

    /**
     * Reads the arrays in the order column, diagonal, anti-diagonal, up to the first that holds the square
     * attacked; each way out counts the reads it made.
     *
     * @return true if none of the queens attacks the square
     */
    boolean isFree(int row, int column) {
        if (columns[column]) {
            reads += 1;
            return false;
        }
        if (diagonals[row - column + n - 1]) {
            reads += 2;
            return false;
        }
        reads += 3;
        return !antiDiagonals[row + column];
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
        columns[column] = attacked;
        diagonals[row - column + n - 1] = attacked;
        antiDiagonals[row + column] = attacked;
    }
}
