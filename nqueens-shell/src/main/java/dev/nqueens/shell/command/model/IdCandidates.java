package dev.nqueens.shell.command.model;

import dev.nqueens.shell.session.Session;

/**
 * The ids of a session's installed solvers and formats, as the completion candidates of the options that take
 * one. They are read when asked for, not when the command line is built, so that they include the plugins
 * loaded after it. They feed both tab completion ({@code SpecCompleter}) and the
 * {@code ${COMPLETION-CANDIDATES}} lists in the help.
 */
public final class IdCandidates {

    private IdCandidates() {
    }

    /**
     * @param session a session
     * @return the ids of its solvers, read at each iteration
     */
    public static Iterable<String> solvers(Session session) {
        return () -> session.solvers().ids().iterator();
    }

    /**
     * @param session a session
     * @return the ids of its formats, read at each iteration
     */
    public static Iterable<String> formats(Session session) {
        return () -> session.renderers().ids().iterator();
    }
}
