package dev.nqueens.solvers.bitslice;

/**
 * The transposition of a 64 × 64 bit matrix held as 64 {@code long}s, with which the {@link SliceMatcher}
 * turns a block of 64 patterns into one {@code long} per diagonal.
 */
final class BitMatrix {

    private BitMatrix() {
    }

    /**
     * Transposes a 64 × 64 bit matrix in place, row i being {@code matrix[i]} and column j its bit j: six
     * rounds, each swapping the off-diagonal blocks of every 2s × 2s block for s = 32, 16, ..., 1, about 200
     * word operations in all.
     *
     * @param matrix the matrix, 64 rows
     * @param narrow whether no row has a bit at 32 or above (the matched diagonals, at most 30): then the
     *     first round leaves rows 32 to 63 empty, and the five others go through rows 0 to 31 only, which
     *     halves the work
     */
    static void transpose(long[] matrix, boolean narrow) {
        int rows = 64;
        int s = 32;
        long mask = 0x00000000FFFFFFFFL;
        if (narrow) {
            for (int k = 0; k < 32; k++) {
                matrix[k] |= matrix[k + 32] << 32;
                matrix[k + 32] = 0;
            }
            rows = 32;
            s = 16;
            mask = 0x0000FFFF0000FFFFL;
        }
        for (; s != 0; s >>>= 1, mask ^= mask << s) {
            for (int base = 0; base < rows; base += 2 * s) {
                for (int k = base; k < base + s; k++) {
                    long low = matrix[k];
                    long high = matrix[k + s];
                    long swap = ((low >>> s) ^ high) & mask;
                    matrix[k] = low ^ (swap << s);
                    matrix[k + s] = high ^ swap;
                }
            }
        }
    }
}
