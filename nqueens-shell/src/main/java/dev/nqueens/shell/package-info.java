/**
 * The nqueens shell's entry points: {@link dev.nqueens.shell.Main}, the {@code nqueens} program, which
 * runs one command given as arguments or starts a session (interactive at a terminal, or a script over
 * piped input), and {@link dev.nqueens.shell.NqueensTool}, the same commands as a
 * {@link java.util.spi.ToolProvider} named {@code nqueens}, for running them inside another Java program.
 * Both are thin: they make a session and run the arguments in it the same way ({@code Startup}), and
 * differ in their streams and in what the session may do to the process ({@code HostProcess}).
 *
 * <p>The work is done in packages by job, each building only on those below it:
 * <ul>
 *   <li>{@code dev.nqueens.shell.text}, {@code .time} and {@code .status}, which need only the JDK: text from
 *       outside made safe for a terminal; the clock and timer of delayed work, and durations for people; the
 *       exit statuses and the usage error;</li>
 *   <li>{@code dev.nqueens.shell.session}: the session, the choice of solver and format, the checks of a
 *       request, interrupts; it knows plugins through an interface of its own ({@code PluginSource});</li>
 *   <li>{@code dev.nqueens.shell.plugin}: plugin folders, the check of each jar in a JVM of its own and the
 *       verdicts kept, loading, and the report of what loaded; it implements the session's
 *       {@code PluginSource};</li>
 *   <li>{@code dev.nqueens.shell.io}: the streams, files, progress line and tables commands write to, and the
 *       screen a command may take over;</li>
 *   <li>{@code dev.nqueens.shell.command} and the packages below it: the picocli commands, by job, and the
 *       runner of a command line;</li>
 *   <li>{@code dev.nqueens.shell.console}: the interactive shell and scripts.</li>
 * </ul>
 *
 * <p>The module exports nothing; only the entry points are meant to be reached from outside it.
 */
package dev.nqueens.shell;
