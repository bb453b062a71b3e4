package dev.nqueens.cluster;

import dev.nqueens.engine.EngineException;

/**
 * A cluster could not be started, reached or used: a port in use, members that do not answer, a wrong
 * cluster name, a connection lost for good, a member that cannot count what it is sent. The message is one
 * line that says what happened and, where it can, what to do, so that a command line can print it as it
 * is.
 */
public final class ClusterException extends EngineException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception of a cluster count that cannot go on.
     *
     * @param message one line for the user
     */
    public ClusterException(String message) {
        super(message);
    }

    /**
     * Makes the exception of a cluster count that cannot go on because something underneath failed.
     *
     * @param message one line for the user
     * @param cause what failed underneath, for a debug trace
     */
    public ClusterException(String message, Throwable cause) {
        super(message, cause);
    }
}
