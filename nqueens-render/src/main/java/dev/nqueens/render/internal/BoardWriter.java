package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.Closeable;
import java.io.IOException;

/**
 * One call's worth of writing in one format: {@link BoardRenderer#render} opens it, hands it the boards
 * one by one, calls {@link #finish()} after the last, and closes it whether or not the call succeeded.
 */
interface BoardWriter extends Closeable {

    /**
     * Writes one board, or as much of it as the format can write before the stream ends.
     *
     * @param solution the board, already checked against the format's size limit
     */
    void write(Solution solution) throws IOException;

    /** Writes whatever follows the last board; called only when the whole stream was written. */
    void finish() throws IOException;

    /**
     * Releases what the call holds (buffers, temporary files), successful or not. It never closes the
     * caller's {@code Appendable}.
     *
     * @implSpec The default holds nothing and does nothing.
     */
    @Override
    default void close() throws IOException {
    }
}
