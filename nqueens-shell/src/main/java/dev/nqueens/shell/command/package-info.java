/**
 * The commands: picocli {@code Callable}s ({@code NqueensCommand}, the global options, and one class per
 * subcommand) that write results to the standard output they are given, messages to standard error, and
 * return an exit status; their option mixins and converters; and
 * {@link dev.nqueens.shell.command.CommandRunner}, which parses one command line, runs it and turns
 * whatever goes wrong into one line and an exit status ({@link dev.nqueens.shell.command.ErrorReporter}).
 *
 * <p>The command classes are opened to picocli, which reads their annotations and sets their fields. Only
 * the runner, the {@link dev.nqueens.shell.command.Invocation} it is given and the error reporter are used
 * outside this package (and {@code VersionProvider}'s version, by the end-to-end tests).
 *
 * <p>The cluster module, which the shell may run without, is reached through {@code ClusterGate} alone: it
 * checks the module is there and hands out {@code ClusterCalls}, the one class that names the cluster's.
 */
package dev.nqueens.shell.command;
