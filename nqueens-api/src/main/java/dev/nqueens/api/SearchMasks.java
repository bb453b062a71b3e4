package dev.nqueens.api;

/**
 * The bit masks of one row of a bit-mask search, as a {@link SearchEvent} carries them: bit c of each mask
 * stands for column c of that row (so {@code 1L << c}), and the first three are the columns that the queens
 * above attack there along each kind of line.
 *
 * <p>Going down a row shifts the diagonals' masks by one column each way: a queen in column c attacks column
 * c + 1 of the next row along its diagonal, and column c - 1 along its anti-diagonal. The free squares are
 * then {@code open & ~(columns | diagonals | antiDiagonals)}, where {@code open} is every column of the board
 * less those that pre-placed queens close.
 *
 * @param columns the columns attacked along columns
 * @param diagonals the columns attacked along diagonals running down to the right ({@code row - column}
 *     equal)
 * @param antiDiagonals the columns attacked along diagonals running down to the left ({@code row + column}
 *     equal)
 * @param free the columns where the row may hold a queen
 */
public record SearchMasks(long columns, long diagonals, long antiDiagonals, long free) {
}
