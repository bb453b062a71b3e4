/**
 * What the band counters ({@code halves}, {@code bitslice}) share: the cut of a board into two halves and a
 * band of middle columns, the symmetries that keep the band, and the band queens a subproblem fixes
 * ({@link dev.nqueens.solvers.band.BandLayout}, {@link dev.nqueens.solvers.band.BandPrefix}), and for an even
 * board cut with no band, the symmetries of its row sets ({@link dev.nqueens.solvers.band.RowSetSymmetry}); the squares
 * each half may take for a band configuration, the transpose and the rotations' fixed points
 * ({@link dev.nqueens.solvers.band.BandJoin}); and the solver itself, its split, its checks of a subproblem
 * and its count ({@link dev.nqueens.solvers.band.BandCounter}). Each counter extends the layout
 * with its own half width and parameters, and the join with its own way of making and pairing the two
 * halves' placements.
 */
package dev.nqueens.solvers.band;
