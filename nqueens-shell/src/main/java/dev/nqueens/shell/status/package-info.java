/**
 * How a command ends: the exit statuses of nqueens ({@link dev.nqueens.shell.status.ExitStatus}), and the
 * usage error that any layer may raise for a request that cannot be served as typed
 * ({@link dev.nqueens.shell.status.UsageException}), which ends a command with status 2.
 *
 * <p>One of the lowest of the shell's packages: it needs nothing but the JDK, so that the session, the
 * streams, the commands and the console can all raise and report the same error.
 */
package dev.nqueens.shell.status;
