/**
 * How a command runs a solver: one call with its cancellation, progress line and summary
 * ({@link dev.nqueens.shell.command.run.SolverRun}), the options that shape the request and that
 * {@code count}, {@code solve} and {@code race} share ({@link dev.nqueens.shell.command.run.RequestOptions}),
 * the guard around every call to a provider that names the one that fails
 * ({@link dev.nqueens.shell.command.run.ProviderGuard}), and the failures a command reports with exit
 * status 1: a provider's ({@link dev.nqueens.shell.command.run.ProviderFailureException}), a wrong answer
 * ({@link dev.nqueens.shell.command.run.SolverFaultException}), and a run that cannot go on
 * ({@link dev.nqueens.shell.command.run.RunFailureException}).
 *
 * <p>It builds on the command model, the session and the streams.
 */
package dev.nqueens.shell.command.run;
