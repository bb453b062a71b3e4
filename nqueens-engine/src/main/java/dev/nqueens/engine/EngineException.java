package dev.nqueens.engine;

/**
 * A {@link CountingEngine} cannot start or finish a count for a reason outside the job itself: a checkpoint
 * that cannot be used ({@link CheckpointException}), or the threads or machines the engine counts on failing
 * or lost (an engine of its own documents its subclass). The message is one line that says what happened
 * and, where it can, what to do, so that a command line can print it as it is.
 *
 * <p>Cancellation is not one: it is a {@link java.util.concurrent.CancellationException}; nor is a job the
 * engine cannot take (a solver that does not split its work), which is an {@link IllegalArgumentException}.
 */
public class EngineException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception of a count that cannot go on.
     *
     * @param message one line for the user
     */
    public EngineException(String message) {
        super(message);
    }

    /**
     * Makes the exception of a count that cannot go on because something underneath failed.
     *
     * @param message one line for the user
     * @param cause what failed underneath, for a debug trace
     */
    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
