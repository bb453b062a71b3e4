/**
 * The nqueens shell. {@link dev.nqueens.shell.Main} runs one command given as arguments, or starts a
 * session: interactive over a JLine terminal, or line by line over piped input ({@code Repl}).
 *
 * <p>Commands are picocli {@code Callable}s ({@code NqueensCommand} and its subcommands) that write results
 * to the standard output they are given, and messages, progress and errors to standard error, and return
 * an exit status ({@code ExitStatus}). The session ({@code Session}) holds what lasts between commands: the
 * installed solvers and formats, the current choice of each, and the running command that Ctrl-C cancels.
 *
 * <p>Plugin jars ({@code PluginFolder}) are read once, when nqueens starts, by {@code PluginLoader}, which
 * skips every broken provider with a one-line warning and reports what it found ({@code PluginReport},
 * listed by the {@code plugins} command).
 *
 * <p>Only {@code Main} is public; the rest is internal to the module.
 */
package dev.nqueens.shell;
