/**
 * Service provider interfaces and value types of nqueens.
 *
 * <ul>
 *   <li>{@link dev.nqueens.api.Solver} finds or counts the placements of n queens; a call takes one
 *       {@link dev.nqueens.api.SolveRequest}, which carries the board size, a
 *       {@link dev.nqueens.api.Cancellation} and a {@link dev.nqueens.api.ProgressListener}.</li>
 *   <li>{@link dev.nqueens.api.Solution} is one placement: a queen's column for each row.</li>
 *   <li>{@link dev.nqueens.api.Renderer} writes a stream of solutions in one format.</li>
 *   <li>{@link dev.nqueens.api.Solvers} and {@link dev.nqueens.api.Renderers} find providers by id.</li>
 * </ul>
 */
package dev.nqueens.api;
