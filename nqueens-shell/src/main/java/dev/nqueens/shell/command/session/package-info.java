/**
 * The commands of the session rather than of a board: what is installed ({@code solvers}, {@code formats},
 * and {@code plugins}, the report of the plugin folders), the session's choices ({@code use},
 * {@code format}), and its end ({@code exit}).
 *
 * <p>It builds on the command model, the session, the streams, and the plugin package's report.
 */
package dev.nqueens.shell.command.session;
