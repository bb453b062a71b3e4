/**
 * {@code count N} ({@link dev.nqueens.shell.command.count.CountCommand}): with one solver in this process, or,
 * for a solver that splits its work and for {@code --cluster}, {@code --checkpoint} and {@code --recheck},
 * through a counting engine ({@code EngineCount}, with its options {@code EngineOptions}); and the check of a
 * count against the known ones ({@code KnownCountCheck}).
 *
 * <p>It builds on the command model and the runs of solvers, and reaches a cluster through
 * {@code dev.nqueens.shell.command.cluster} alone.
 */
package dev.nqueens.shell.command.count;
