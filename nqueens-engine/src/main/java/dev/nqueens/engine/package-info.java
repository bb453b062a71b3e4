/**
 * Counting the subproblems of a split, with checkpoints.
 *
 * <p>A {@link dev.nqueens.engine.CountingEngine} counts a {@link dev.nqueens.engine.CountJob}: the
 * {@link dev.nqueens.api.Split} of a board, a {@link dev.nqueens.api.Cancellation}, a
 * {@link dev.nqueens.api.ProgressListener} and, optionally, a {@link dev.nqueens.engine.Checkpoint} that
 * records each finished subproblem and lets a later run skip it. It returns a
 * {@link dev.nqueens.engine.CountResult}. {@link dev.nqueens.engine.LocalEngine} counts on a fixed pool of
 * threads in this process; other engines keep their books of a run in a {@link dev.nqueens.engine.Tally}, as
 * it does, and find the solver a split names with {@link dev.nqueens.engine.SolverLookup}.
 *
 * <p>Failures an engine cannot get past are {@link dev.nqueens.engine.EngineException}s, a
 * {@link dev.nqueens.engine.CheckpointException} among them, with messages of one line that a command line
 * can print as they are.
 */
package dev.nqueens.engine;
