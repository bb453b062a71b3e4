/**
 * A one-shot command run again in a second JVM that has the JDK's incubating Vector API, where that pays:
 * {@code count} of a large board and {@code member} ({@link dev.nqueens.shell.command.relaunch.VectorRelaunch}).
 *
 * <p>It builds on the session's interrupts and the console's terminals.
 */
package dev.nqueens.shell.command.relaunch;
