package dev.nqueens.api;

/**
 * The eight symmetries of the square (the dihedral group D4), as they act on a placement of one queen
 * per row and per column. A queen at (row r, column c) of an n×n board moves as each constant says.
 */
public enum Symmetry {
    /** Leaves every queen where it is. */
    IDENTITY,
    /** A quarter turn clockwise: (r, c) to (c, n-1-r). */
    ROTATE_90,
    /** A half turn: (r, c) to (n-1-r, n-1-c). */
    ROTATE_180,
    /** A quarter turn counter-clockwise: (r, c) to (n-1-c, r). */
    ROTATE_270,
    /** A mirror through the vertical axis: (r, c) to (r, n-1-c). */
    FLIP_COLUMNS,
    /** A mirror through the horizontal axis: (r, c) to (n-1-r, c). */
    FLIP_ROWS,
    /** A mirror through the main diagonal: (r, c) to (c, r). */
    TRANSPOSE,
    /** A mirror through the anti-diagonal: (r, c) to (n-1-c, n-1-r). */
    ANTI_TRANSPOSE;

    /**
     * Applies this symmetry to a permutation.
     *
     * @param columns a queen's column per row, each column used once
     * @return the image, a new array
     */
    int[] apply(int[] columns) {
        int n = columns.length;
        int last = n - 1;
        int[] image = new int[n];
        for (int r = 0; r < n; r++) {
            int c = columns[r];
            switch (this) {
                case IDENTITY -> image[r] = c;
                case ROTATE_90 -> image[c] = last - r;
                case ROTATE_180 -> image[last - r] = last - c;
                case ROTATE_270 -> image[last - c] = r;
                case FLIP_COLUMNS -> image[r] = last - c;
                case FLIP_ROWS -> image[last - r] = c;
                case TRANSPOSE -> image[c] = r;
                case ANTI_TRANSPOSE -> image[last - c] = last - r;
                default -> throw new AssertionError(this);
            }
        }
        return image;
    }
}
