/**
 * The bitslice solver, {@link dev.nqueens.solvers.bitslice.BitsliceSolver}: the band counter that makes its
 * half placements from quarter boards, row set by row set, and counts their disjoint pairs 64 at a time,
 * which lets its halves grow to 10 columns. The idea, a worked example and the order in
 * which to read these classes are in the description of {@code dev.nqueens.solvers.band}; the measurements
 * behind the choices of {@code BitsliceLayout} are in {@code docs/performance.md}.
 *
 * <p>{@code BitsliceLayout} says how a board is cut. {@code QuadrantJoin} lists a configuration's four
 * quadrants ({@code Quadrant}; {@code ListedQuadrants} shares the listing between the threads that count
 * shares of one configuration), has {@code DiagonalArrangement} choose which of their diagonals are matched,
 * sieved or left out, and goes through the row sets; {@code QuadrantHalf} makes a half's placements of a row
 * set; {@code TransposeWeighedPairs} and {@code PlacementRuns} weigh a row set of a board without a band;
 * {@code PairCounter} counts the pairs of two lists, with {@code SliceMatcher} for the long ones: its
 * {@code Sieve} sorts them into buckets, {@code BlockTables} and {@code BitMatrix} table a block of 64,
 * {@code BlockLookups} looks up one or two blocks, {@code GroupLookups} a group of eight, on vectors through
 * {@code VectorLookups} where the JVM has the Vector API's incubating module, and {@code WideBlock} a block
 * over all diagonals.
 *
 * <p>The solver's javadoc says how a board is split into subproblems and what memory a thread holds. Within
 * a subproblem, progress counts groups of configurations and, where a group is a single configuration, the
 * row sets joined; {@code QuadrantJoin} polls the cancellation as it lists the quadrants and as it goes
 * through the row sets.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.bitslice;
