/**
 * The session core: what lasts between the commands of one session and decides what they run.
 * {@link dev.nqueens.shell.session.Session} holds the installed solvers and formats and the current choice
 * of each, and adds its defaults to the API's choice of a solver for what a command asks
 * ({@link dev.nqueens.api.SolverChoice}); {@link dev.nqueens.shell.session.Requirements} checks a
 * request against the providers' limits and capabilities before any work is done;
 * {@link dev.nqueens.shell.session.Interrupts} is where Ctrl-C and the end of the process reach the running
 * command. Also the user's home folder ({@link dev.nqueens.shell.session.HomeFolder}).
 *
 * <p>It knows plugins only through {@link dev.nqueens.shell.session.PluginSource} and
 * {@link dev.nqueens.shell.session.LoadedPlugins}, which the plugin package implements, and nothing of picocli,
 * JLine or the streams commands write to.
 */
package dev.nqueens.shell.session;

