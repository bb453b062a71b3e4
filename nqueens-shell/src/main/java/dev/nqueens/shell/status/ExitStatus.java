package dev.nqueens.shell.status;

/**
 * The exit statuses of nqueens, the same for one-shot commands, scripts on standard input and the shell's
 * commands.
 */
public final class ExitStatus {

    /** The command did what was asked. */
    public static final int OK = 0;
    /** The command failed while running: a solver failed, or the output could not be written. */
    public static final int FAILURE = 1;
    /** The command was not understood or cannot be served as asked; nothing ran. */
    public static final int USAGE = 2;
    /** The command was cancelled with Ctrl-C (128 + SIGINT, as a shell reports a process it interrupted). */
    public static final int INTERRUPTED = 130;

    private ExitStatus() {
    }
}
