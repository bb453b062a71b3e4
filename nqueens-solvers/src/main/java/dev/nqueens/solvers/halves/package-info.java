/**
 * The halves solver, {@link dev.nqueens.solvers.halves.HalvesSolver}: the plain band counter, which lists
 * every placement of each half, sorts the two lists by key and tests each pair of entries of equal keys.
 * The idea, a worked example (on this counter's cut of the 8 × 8 board) and the order in which to read the
 * classes are in the description of {@code dev.nqueens.solvers.band}.
 *
 * <p>{@code HalvesLayout} says how a board is cut; {@code HalfBoardJoin} lists, sorts and joins a
 * configuration's two halves. The rest is the band package's: the band queens and the subproblems, the
 * squares each half may take for a configuration and their entry bits ({@code BandJoin}), and the count of a
 * whole board.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.halves;
