/**
 * Time in the shell: the clock and the timer that its delayed work runs on
 * ({@link dev.nqueens.shell.time.Scheduler}, which tests replace to move time by hand), and durations written
 * for people ({@link dev.nqueens.shell.time.Durations}).
 *
 * <p>One of the lowest of the shell's packages: it needs nothing but the JDK, so that the session, the
 * streams and the console can share one clock without depending on each other.
 */
package dev.nqueens.shell.time;
