/**
 * The books an engine keeps of one run, for the engines alone: this package is exported to
 * {@code dev.nqueens.cluster} only, and is no library's API.
 *
 * <p>A {@link dev.nqueens.engine.internal.RunLedger} holds what is left, the sum, who counted what and the
 * checkpoint's lines ({@link dev.nqueens.engine.internal.CheckpointRecords}), and reports the progress through
 * the package-private {@code RunProgress}. Once every subproblem is counted, a
 * {@link dev.nqueens.engine.internal.Recheck} sees the run's count through the narrow
 * {@link dev.nqueens.engine.internal.CountUnderRecheck} and asks the engine for
 * {@link dev.nqueens.engine.internal.Recount}s, wave after wave. Each count carries its member
 * ({@link dev.nqueens.engine.internal.MemberCount}, named as {@link dev.nqueens.engine.internal.MemberNames}
 * says). {@link dev.nqueens.engine.internal.SolverLookup} finds the solver a split names, and a
 * {@link dev.nqueens.engine.internal.CountingPool} counts subproblems on the threads of this process: a local
 * engine's, and those an engine that counts elsewhere counts on when it must count here.
 */
@NullMarked
package dev.nqueens.engine.internal;

import org.jspecify.annotations.NullMarked;
