package dev.nqueens.shell.status;

/**
 * A request that cannot be served as typed, found once the command line has been parsed: an unknown id,
 * a board too large for the solver or the format, an output file that cannot be created. It is reported
 * in one line and ends the command with {@link ExitStatus#USAGE}, before any work is done.
 */
public final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, in one line, for people */
    public UsageException(String message) {
        super(message);
    }

    /**
     * @param message what is wrong, in one line, for people
     * @param cause the failure behind it, shown with {@code --debug}
     */
    public UsageException(String message, Throwable cause) {
        super(message, cause);
    }
}
