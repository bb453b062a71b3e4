/**
 * {@code trace N} ({@link dev.nqueens.shell.command.trace.TraceCommand}): a solver's search, event by event,
 * animated on a board on a terminal ({@code TraceAnimation}, {@code TraceBoard}), or written as JSON lines
 * ({@code TraceJson}), or summed up.
 *
 * <p>It builds on the command model, the runs of solvers, the session and the streams (the screen it takes
 * over to animate).
 */
package dev.nqueens.shell.command.trace;
