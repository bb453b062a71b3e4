/**
 * The halves solver, {@link dev.nqueens.solvers.halves.HalvesSolver}: a counting solver that places the
 * queens of the middle columns, joins the placements of the two half-boards, and uses the symmetries of the
 * square, with its work split into subproblems that any engine can run.
 *
 * <p>{@code Layout} says how a board is cut and which band placements are counted; {@code BandPrefix} lists
 * the subproblems; {@code HalfBoardJoin} counts one on one thread; the engine's
 * {@link dev.nqueens.engine.LocalEngine} runs them all on several threads.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.halves;
