package dev.nqueens.shell.status;

import java.util.List;

/**
 * The exit statuses of nqueens, the same for one-shot commands, scripts on standard input and the shell's
 * commands. {@link #ALL} says what each means, for help and the manual page.
 */
public final class ExitStatus {

    /** The command did what was asked. */
    public static final int OK = 0;
    /** The command failed while running: a solver failed, or the output could not be written. */
    public static final int FAILURE = 1;
    /** The command was not understood or cannot be served as asked; nothing ran. */
    public static final int USAGE = 2;
    /**
     * nqueens was ended by SIGHUP (its terminal closed), after it cancelled the running command as Ctrl-C does:
     * 128 + SIGHUP, the status the JVM ends with when that signal ends it, and the launcher's own while it makes
     * its start-up archive.
     */
    public static final int HUNG_UP = 129;
    /** The command was cancelled with Ctrl-C (128 + SIGINT, as a shell reports a process it interrupted). */
    public static final int INTERRUPTED = 130;
    /** nqueens was ended by SIGTERM ({@code kill}), likewise: 128 + SIGTERM. */
    public static final int TERMINATED = 143;

    /** Every exit status, in order, with what it means. */
    public static final List<Meaning> ALL = List.of(
            new Meaning(OK, "success"),
            new Meaning(FAILURE, "failure while running (a solver failed, the output could not be written)"),
            new Meaning(USAGE, "usage error: an unknown command or id, a bad number, n beyond a limit, an --output"
                    + " that cannot be written; nothing ran"),
            new Meaning(HUNG_UP, "ended by SIGHUP (its terminal closed), the running command cancelled first"),
            new Meaning(INTERRUPTED, "cancelled with Ctrl-C"),
            new Meaning(TERMINATED, "ended by SIGTERM (kill), the running command cancelled first"));

    private ExitStatus() {
    }

    /**
     * An exit status and what it means.
     *
     * @param status the status
     * @param meaning when nqueens exits with it, in a few words
     */
    public record Meaning(int status, String meaning) {
    }
}
