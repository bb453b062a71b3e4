/**
 * Sessions of many commands: the interactive shell over a JLine terminal, with its prompt, completion and
 * Ctrl-C handling, and scripts read line by line from piped standard input. {@link
 * dev.nqueens.shell.console.Shell} starts either; both run the same loop ({@code Repl}) over a
 * {@code LineSource}, and each line through the command package's runner. {@link
 * dev.nqueens.shell.console.TerminalAttachment} says which of the process's streams are terminals.
 *
 * <p>The top of the shell below its entry points: it builds on the command, io and session packages.
 */
package dev.nqueens.shell.console;
