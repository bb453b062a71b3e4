package dev.nqueens.api;

import java.io.IOException;
import java.util.stream.Stream;

/**
 * Writes solutions in one output format: the service provider interface of output formats.
 *
 * <p>Providers register with {@code provides dev.nqueens.api.Renderer with ...} in their
 * {@code module-info} and with a {@code META-INF/services/dev.nqueens.api.Renderer} file, and need a public
 * no-argument constructor. They are stateless and reentrant.
 */
public interface Renderer {

    /** @return the format's unique id, lower-case letters, digits and dashes, as in {@code "json"} */
    String id();

    /** @return one line for people describing the format, without a final period */
    String description();

    /**
     * @implSpec The default is {@link Integer#MAX_VALUE}, no limit.
     * @return the largest board this format draws; formats whose output grows with n² set a limit
     */
    default int maxBoardSize() {
        return Integer.MAX_VALUE;
    }

    /**
     * Writes the solutions as they arrive: one solution is taken from the stream, written, and dropped
     * before the next is taken, so that a stream of millions of boards renders in constant memory. An empty
     * stream gives the format's empty document (for JSON, {@code []}).
     *
     * @param solutions the solutions, consumed once, in order
     * @param out where to write; never closed, and not flushed beyond what the format needs
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if a board is larger than {@link #maxBoardSize()}
     */
    void render(Stream<Solution> solutions, Appendable out) throws IOException;
}
