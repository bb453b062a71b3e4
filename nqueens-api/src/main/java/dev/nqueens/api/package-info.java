/**
 * Service provider interfaces and value types of nqueens.
 *
 * <ul>
 *   <li>{@link dev.nqueens.api.Solver} finds or counts the placements of n queens; a call takes one
 *       {@link dev.nqueens.api.SolveRequest}, which carries the board size, a
 *       {@link dev.nqueens.api.Cancellation} and a {@link dev.nqueens.api.ProgressListener}.</li>
 *   <li>{@link dev.nqueens.api.Solution} is one placement: a queen's column for each row.</li>
 *   <li>{@link dev.nqueens.api.Renderer} writes a stream of solutions in one format.</li>
 *   <li>{@link dev.nqueens.api.Registry} finds the providers of one {@link dev.nqueens.api.ProviderKind kind}
 *       by id, and reports those it had to skip as {@link dev.nqueens.api.ProviderProblem}s;
 *       {@link dev.nqueens.api.SolverChoice} picks the solver that counts a request fastest;
 *       {@link dev.nqueens.api.KnownCounts} holds the answers known for the whole board up to n = 27 (OEIS
 *       A000170 and A002562), to check a count against.</li>
 *   <li>{@link dev.nqueens.api.Queen} is a pre-placed queen; {@link dev.nqueens.api.Conflict} names two
 *       queens that attack each other; {@link dev.nqueens.api.Symmetry} is one of the eight symmetries of
 *       the square.</li>
 *   <li>{@link dev.nqueens.api.SubproblemSolver} cuts a count into a {@link dev.nqueens.api.Split} of
 *       independent {@link dev.nqueens.api.Subproblem}s, each counted with a
 *       {@link dev.nqueens.api.SubproblemRequest}, whose {@link dev.nqueens.api.Subcount}s add up to
 *       the board's counts, so that any engine (threads, a cluster, a resumed checkpoint) can run them; such
 *       a solver declares {@link dev.nqueens.api.Capability#SPLITS}.</li>
 *   <li>A {@link dev.nqueens.api.SearchListener} set on the request receives each step of a backtracking
 *       search as a {@link dev.nqueens.api.SearchEvent}, with the {@link dev.nqueens.api.SearchState} of its kind
 *       (bit masks, a recursion's arrays, an explicit stack, a scan), from a solver that declares
 *       {@link dev.nqueens.api.Capability#SEARCH_EVENTS}.</li>
 * </ul>
 */
@NullMarked
package dev.nqueens.api;

import org.jspecify.annotations.NullMarked;
