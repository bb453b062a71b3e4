/**
 * Runs a command line: {@link dev.nqueens.shell.command.CommandRunner} parses the words against the commands
 * ({@code CommandTree}, which lists them in the order help shows them and builds picocli's model for one
 * run), runs the command, and turns whatever goes wrong into one line and an exit status
 * ({@link dev.nqueens.shell.command.ErrorReporter}). Only the runner and the error reporter are used outside
 * the command packages, by the console and the entry points.
 *
 * <p>The commands are in packages by job, below this one, each building on the command model and on the
 * runs of solvers, never on this package nor on each other but where named:
 * <ul>
 *   <li>{@code command.model}: the top of the command line with its global options, what commands run
 *       against, picocli's model built in code, the converters of the values typed;</li>
 *   <li>{@code command.run}: one call to a solver for a command (cancellation, progress line, summary), the
 *       request options that {@code count}, {@code solve} and {@code race} share, the guard that names a
 *       provider that fails, and the failures a command reports;</li>
 *   <li>{@code command.count}: {@code count}, in this process or through a counting engine, with the check
 *       against the known counts;</li>
 *   <li>{@code command.cluster}: {@code member}, and the one door to the cluster module, which
 *       {@code count --cluster} goes through as well;</li>
 *   <li>{@code command.boards}: {@code solve}, which writes boards, and {@code verify}, which reads them;</li>
 *   <li>{@code command.race}: {@code race} and its table;</li>
 *   <li>{@code command.trace}: {@code trace}, its animation and its JSON lines;</li>
 *   <li>{@code command.session}: what is installed ({@code solvers}, {@code formats}, {@code plugins}), the
 *       session's choices ({@code use}, {@code format}) and its end ({@code exit});</li>
 *   <li>{@code command.help}: what describes the command line ({@code help}, {@code manual},
 *       {@code completion}).</li>
 * </ul>
 *
 * <p>The commands' models are built in code ({@code CommandSpecs}), so picocli reflects over none of their
 * classes and no package is opened to it.
 */
package dev.nqueens.shell.command;
