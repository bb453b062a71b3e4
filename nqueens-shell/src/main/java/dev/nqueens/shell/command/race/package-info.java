/**
 * {@code race N} ({@link dev.nqueens.shell.command.race.RaceCommand}): the same request to several solvers,
 * each within a time budget, and the table of how they did ({@code RaceTable}).
 *
 * <p>It builds on the command model, the runs of solvers, the session and the streams.
 */
package dev.nqueens.shell.command.race;
