/**
 * The halves solver, {@link dev.nqueens.solvers.halves.HalvesSolver}: a counting solver that places the
 * queens of the middle columns, joins the placements of the two half-boards, and uses the symmetries of the
 * square, with its work split into subproblems that any engine can run.
 *
 * <p>{@code HalvesLayout} says how a board is cut; {@code HalfBoardJoin} joins a configuration's two lists by
 * testing each pair of entries of equal keys. The rest is the band package's: the band queens and the
 * subproblems, the listing of the half placements ({@code BandJoin}), and the count of a
 * whole board.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.halves;
