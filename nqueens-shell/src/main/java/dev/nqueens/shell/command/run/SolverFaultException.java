package dev.nqueens.shell.command.run;

import dev.nqueens.shell.status.ExitStatus;

/**
 * A solver broke its contract while running, as {@code solve --check} found: a board that is not a
 * solution, of the wrong size, or out of the order the solver promised; or, for {@code count} on an engine,
 * it declares that it splits its work and is no splitting solver, or the other way round. It is reported in
 * one line and ends the command with {@link ExitStatus#FAILURE}.
 */
public final class SolverFaultException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what the solver did, naming it and the board, in one line */
    public SolverFaultException(String message) {
        super(message);
    }
}
