package dev.nqueens.shell.command.run;

import dev.nqueens.shell.status.ExitStatus;

/**
 * A command could not finish its work for a reason outside the solver and outside the command line: the
 * cluster could not be reached or was lost, a checkpoint could not be written. It is reported in one line,
 * after the command's name, and ends the command with {@link ExitStatus#FAILURE}.
 */
public final class RunFailureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what went wrong, in one line, for people
     * @param cause the failure behind it, shown with {@code --debug}
     */
    public RunFailureException(String message, Throwable cause) {
        super(message, cause);
    }
}
