/**
 * Counting the subproblems of a split, with checkpoints.
 *
 * <p>A {@link dev.nqueens.engine.CountingEngine} counts a {@link dev.nqueens.engine.CountJob}: the
 * {@link dev.nqueens.api.Split} of a board, a {@link dev.nqueens.api.Cancellation}, a
 * {@link dev.nqueens.api.ProgressListener} and, optionally, a {@link dev.nqueens.engine.Checkpoint} that
 * records each finished subproblem and lets a later run skip it. It returns a
 * {@link dev.nqueens.engine.CountResult}. {@link dev.nqueens.engine.LocalEngine} counts on a fixed pool of
 * threads in this process, and {@link dev.nqueens.engine.LocalEngine#countBoard} counts a whole board with any
 * splitting solver in one call.
 *
 * <p>A job may ask for a recheck: once all are counted, the engine counts a sample of the subproblems again
 * on other members, this process judges where two disagree, and a member found to miscount
 * ({@link dev.nqueens.engine.Mismatch}) has every count made again. Each count carries its member, in the
 * checkpoint too; the {@link dev.nqueens.engine.RecheckReport} in the result says what the recheck found.
 * The books an engine keeps of a run are in {@code dev.nqueens.engine.internal}, which only the cluster's
 * engine reads.
 *
 * <p>Failures an engine cannot get past are {@link dev.nqueens.engine.EngineException}s, a
 * {@link dev.nqueens.engine.CheckpointException} among them, with messages of one line that a command line
 * can print as they are.
 */
@NullMarked
package dev.nqueens.engine;

import org.jspecify.annotations.NullMarked;
