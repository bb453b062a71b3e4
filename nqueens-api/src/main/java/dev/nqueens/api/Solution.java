package dev.nqueens.api;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One placement of n queens on an n×n board, one queen in each row: {@code column(r)} is the column of
 * the queen in row {@code r}, both counted from 0. Instances are immutable.
 *
 * <p>A {@code Solution} is any such placement, not necessarily a valid one, so that boards read from
 * outside can be checked: {@link #firstConflict()} finds two queens that attack each other, in O(n).
 * Every column lies on the board; the constructor rejects anything else.
 *
 * <p>Solutions order lexicographically by their columns, row 0 first; this is the order in which an
 * exhaustive solver yields them (see {@link Capability#ALL_SOLUTIONS}).
 */
public final class Solution implements Comparable<Solution> {

    private static final Solution EMPTY = new Solution(new int[0]);

    private final int[] columns;

    private Solution(int[] columns) {
        this.columns = columns;
    }

    /**
     * A placement with the queen of row {@code r} in column {@code columns[r]}.
     *
     * @param columns the column of each row's queen; copied
     * @return the placement
     * @throws IllegalArgumentException if a column lies off the board, that is outside
     *     {@code [0, columns.length)}
     */
    public static Solution of(int... columns) {
        if (columns.length == 0) {
            return EMPTY;
        }
        int n = columns.length;
        for (int row = 0; row < n; row++) {
            if (columns[row] < 0 || columns[row] >= n) {
                throw new IllegalArgumentException("row " + row + " has its queen in column " + columns[row]
                        + ", off a board of size " + n);
            }
        }
        return new Solution(columns.clone());
    }

    /**
     * The solution of the empty board: n = 0 has exactly one.
     *
     * @return the one solution of the 0×0 board, which holds no queen
     */
    public static Solution empty() {
        return EMPTY;
    }

    /**
     * The size of the board.
     *
     * @return n, the number of rows, columns and queens
     */
    public int size() {
        return columns.length;
    }

    /**
     * Where the queen of one row stands.
     *
     * @param row a row, from 0
     * @return the column of that row's queen
     * @throws IndexOutOfBoundsException if the row is not on the board
     */
    public int column(int row) {
        return columns[row];
    }

    /**
     * The queens' columns, row by row, in an array of the caller's own.
     *
     * @return a copy of the columns, one per row
     */
    public int[] columns() {
        return columns.clone();
    }

    /**
     * Draws one row of the board as the {@code ascii} format does.
     *
     * @param row a row, from 0
     * @return that row drawn as n characters, {@code Q} for the queen and {@code .} elsewhere
     */
    public String row(int row) {
        char[] cells = new char[columns.length];
        Arrays.fill(cells, '.');
        cells[columns[row]] = 'Q';
        return new String(cells);
    }

    /**
     * The board as strings, one per row, as in {@code [".Q..", "...Q", "Q...", "..Q."]}. The list is a view
     * that draws each row when it is read, so it costs nothing until used; a board of size n takes n²
     * characters to draw in full.
     *
     * @return the rows, drawn on demand
     */
    public List<String> rows() {
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                return row(index);
            }

            @Override
            public int size() {
                return columns.length;
            }
        };
    }

    /**
     * Finds two queens that attack each other, in O(n) time and memory. Rows are scanned from the top, and
     * the conflict reported is the one whose lower row comes first (ties go to the earlier upper row).
     *
     * @return the first conflict, or empty if no two queens attack each other
     */
    public Optional<Conflict> firstConflict() {
        int n = columns.length;
        // each array holds 1 + the row that occupies a line, 0 for a free line
        int[] columnOwner = new int[n];
        int[] diagonalOwner = new int[2 * n];
        int[] antiDiagonalOwner = new int[2 * n];
        for (int row = 0; row < n; row++) {
            int column = columns[row];
            int diagonal = row - column + n;
            int antiDiagonal = row + column;
            int earliest = Integer.MAX_VALUE;
            Conflict.Line line = null;
            if (columnOwner[column] != 0) {
                earliest = columnOwner[column] - 1;
                line = Conflict.Line.COLUMN;
            }
            if (diagonalOwner[diagonal] != 0 && diagonalOwner[diagonal] - 1 < earliest) {
                earliest = diagonalOwner[diagonal] - 1;
                line = Conflict.Line.DIAGONAL;
            }
            if (antiDiagonalOwner[antiDiagonal] != 0 && antiDiagonalOwner[antiDiagonal] - 1 < earliest) {
                earliest = antiDiagonalOwner[antiDiagonal] - 1;
                line = Conflict.Line.ANTI_DIAGONAL;
            }
            if (line != null) {
                return Optional.of(new Conflict(earliest, columns[earliest], row, column, line));
            }
            columnOwner[column] = row + 1;
            diagonalOwner[diagonal] = row + 1;
            antiDiagonalOwner[antiDiagonal] = row + 1;
        }
        return Optional.empty();
    }

    /**
     * Checks the placement: no two queens on one column or diagonal.
     *
     * @return true if no two queens attack each other
     */
    public boolean isValid() {
        return firstConflict().isEmpty();
    }

    /**
     * This placement seen through one of the eight symmetries of the square.
     *
     * @param symmetry the rotation or reflection to apply
     * @return the transformed placement
     * @throws IllegalStateException if two queens share a column, since a rotation would then put two
     *     queens in one row
     */
    public Solution transformed(Symmetry symmetry) {
        requirePermutation();
        return symmetry == Symmetry.IDENTITY ? this : new Solution(symmetry.apply(columns));
    }

    /**
     * Whether this placement is the representative of its class under the eight symmetries of the square:
     * the lexicographically smallest of its images. Counting the canonical solutions counts the
     * fundamental solutions (OEIS A002562).
     *
     * @return true if no image of this placement orders before it
     * @throws IllegalStateException if two queens share a column
     */
    public boolean isCanonical() {
        requirePermutation();
        for (Symmetry symmetry : Symmetry.values()) {
            if (Arrays.compare(symmetry.apply(columns), columns) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The number of distinct placements this one turns into under the eight symmetries of the square: 8 for
     * most solutions, 4 or 2 for symmetric ones, 1 for the boards of size 0 and 1.
     *
     * @return the size of this placement's symmetry class
     * @throws IllegalStateException if two queens share a column
     */
    public int symmetryClassSize() {
        requirePermutation();
        return (int) Arrays.stream(Symmetry.values())
                .map(symmetry -> Arrays.toString(symmetry.apply(columns)))
                .distinct()
                .count();
    }

    private void requirePermutation() {
        boolean[] seen = new boolean[columns.length];
        for (int row = 0; row < columns.length; row++) {
            if (seen[columns[row]]) {
                throw new IllegalStateException("two queens share column " + columns[row]
                        + ", so this placement has no rotated image");
            }
            seen[columns[row]] = true;
        }
    }

    /** Lexicographic order of the columns, row 0 first; a smaller board orders before a larger one. */
    @Override
    public int compareTo(Solution other) {
        return Arrays.compare(columns, other.columns);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Solution solution && Arrays.equals(columns, solution.columns);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(columns);
    }

    /**
     * Shows the placement as its columns, one per row.
     *
     * @return the columns, as in {@code Solution[1, 3, 0, 2]}
     */
    @Override
    public String toString() {
        return "Solution" + Arrays.toString(columns);
    }
}
