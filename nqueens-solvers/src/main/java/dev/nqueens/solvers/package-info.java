/**
 * The built-in solvers. The exhaustive ones, {@link dev.nqueens.solvers.ScanSolver},
 * {@link dev.nqueens.solvers.RecursiveSolver}, {@link dev.nqueens.solvers.IterativeSolver} and
 * {@link dev.nqueens.solvers.BitmaskSolver}, differ in how they test a square and hold the backtracking
 * search, and share its frame, {@code PlacementSearch}: a lazy stream in lexicographic order, counting
 * without boards, cancellation, progress and the events of the search.
 *
 * <p>The package is not exported; the solvers are found as {@link dev.nqueens.api.Solver} services.
 */
package dev.nqueens.solvers;
