/**
 * The bitslice solver, {@link dev.nqueens.solvers.bitslice.BitsliceSolver}: a counting solver that places the
 * queens of a band of middle columns, joins the placements of the two half-boards on their rows, and counts
 * the pairs whose diagonals are disjoint 64 at a time with a transposed (bit-sliced) matcher, so that it can
 * afford wider halves than the halves solver: fewer band configurations, fewer placements listed per
 * solution.
 *
 * <p>{@code Layout} says how a board is cut (the half width per board size, chosen by measurement) and which
 * band placements are counted; {@code BandPrefix} lists the subproblems; {@code SlicedJoin} counts one on
 * one thread, with {@code SliceMatcher} for the large row-set buckets; the engine's
 * {@link dev.nqueens.engine.LocalEngine} runs them all on several threads.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.bitslice;
