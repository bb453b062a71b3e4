package dev.nqueens.engine;

/**
 * A checkpoint file cannot be used: it belongs to another board or split, a line in it is corrupt, it is in
 * use by another run, or it cannot be read or written. The message is one line that names the file (and the
 * line, where one is at fault), so that a command line can print it as it is.
 */
public final class CheckpointException extends EngineException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception of a checkpoint refused for what it holds.
     *
     * @param message one line for the user
     */
    public CheckpointException(String message) {
        super(message);
    }

    /**
     * Makes the exception of a checkpoint that could not be read or written.
     *
     * @param message one line for the user
     * @param cause the I/O failure underneath
     */
    public CheckpointException(String message, Throwable cause) {
        super(message, cause);
    }
}
