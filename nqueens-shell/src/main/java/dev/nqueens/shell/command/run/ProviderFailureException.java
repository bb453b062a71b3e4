package dev.nqueens.shell.command.run;

/**
 * A solver or format failed while it ran, by a bug of its own or a class it cannot find: reported in one
 * line that names it (and a plugin's jar) and what it threw, after the command's name, and ending the
 * command with {@link dev.nqueens.shell.status.ExitStatus#FAILURE}. The session goes on.
 */
public final class ProviderFailureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message the provider, where it came from, and what it threw, in one line
     * @param cause what it threw, shown with {@code --debug}
     */
    public ProviderFailureException(String message, Throwable cause) {
        super(message, cause);
    }
}
